import { describe, expect, it } from 'vitest';
import {
  actionFor,
  popupFor,
  toRegistrationState,
  type RegistrationState,
} from '@/features/auctions/registration-state';

const ctx = { auctionId: 'a1', auctionStatus: 'SCHEDULED' as const, hasTeam: false, userId: 'u1' };

describe('registration check → screen state (spec 001 §4)', () => {
  it.each([
    ['REGISTERED', 'success'],
    ['APPROVED', 'success'],
    ['ELIGIBLE', 'not_registered'],
    ['INSUFFICIENT_BALANCE', 'insufficient_balance'],
    ['COMPLETED', 'ENDED'],
    ['PENDING', 'PENDING'],
    ['INELIGIBLE', 'ineligible'],
    ['SOMETHING_NEW', 'ineligible'],
    [undefined, 'ineligible'],
  ])('%s → %s', (status, state) => {
    expect(toRegistrationState(status)).toBe(state);
  });
});

describe('action button per state', () => {
  it('success with a team and a LIVE auction: Enter Auction → /successregister', () => {
    expect(actionFor('success', { ...ctx, hasTeam: true, auctionStatus: 'LIVE' })).toEqual({
      kind: 'link',
      label: 'Enter Auction',
      to: '/successregister?auctionId=a1',
      tone: 'primary',
    });
  });

  it('success with a team and a scheduled auction: Join when Auction is Live! Go Home → /home', () => {
    expect(actionFor('success', { ...ctx, hasTeam: true })).toMatchObject({
      label: 'Join when Auction is Live! Go Home',
      to: '/home',
    });
  });

  it.each<[RegistrationState, string, string | null]>([
    ['success', 'Create Team', '/register/a1'],
    ['insufficient_balance', 'Insufficient Balance! Go to Wallet', '/myWallet'],
    ['ineligible', 'You cannot participate in this auction! Exit', '/home'],
    ['not_registered', 'Register Now', '/register/a1'],
    ['PENDING', 'Wait! Request Pending', null],
    ['ENDED', 'Auction Ended! Check Result', '/teamPage/a1/u1'],
    ['error', 'Try Again', null],
  ])('%s: %s', (state, label, to) => {
    const action = actionFor(state, ctx);
    expect(action.label).toBe(label);
    expect(action.kind === 'link' ? action.to : null).toBe(to);
  });

  it('PENDING is a disabled button and error retries', () => {
    expect(actionFor('PENDING', ctx).kind).toBe('disabled');
    expect(actionFor('error', ctx).kind).toBe('retry');
  });
});

describe('popups (spec 001 §8)', () => {
  const check = { balance: 40, registrationFee: 49.5 };

  it('insufficient balance shows the wallet and the fee in ₹', () => {
    expect(popupFor('insufficient_balance', check)).toEqual({
      title: 'Insufficient Balance',
      text: 'Your current balance is ₹40.00, but the registration fee is ₹49.50. Please add more funds to your wallet.',
    });
  });

  it.each<[RegistrationState, string, string]>([
    ['error', 'Validation Error', 'An error occurred during validation. Please try again later.'],
    ['ineligible', 'Cannot Participate', 'You do not meet the requirements to enter this auction.'],
    ['PENDING', 'Wait! Request Pending', 'Your Team Registration Request is Pending!'],
    ['ENDED', 'Auction Ended!', 'Auction is Ended! Check the Results'],
  ])('%s: %s', (state, title, text) => {
    expect(popupFor(state, check)).toEqual({ title, text });
  });

  it('the quiet states have no popup', () => {
    expect(popupFor('success', check)).toBeNull();
    expect(popupFor('not_registered', check)).toBeNull();
  });
});
