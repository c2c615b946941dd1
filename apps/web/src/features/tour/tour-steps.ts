/**
 * The Quick Start Tour (spec 001 §2 "Guided tour", §4 "Tour"): 7 steps, 0 to 6, moving between Home,
 * an auction (the demo one) and the wallet. `target` names the `data-tour` element a step points at.
 */
import { TOUR_LAST_STEP } from '@/stores/session';
import { TOUR_DEMO_AUCTION_ID, TOUR_DEMO_BALANCE_RUPEES } from '@/lib/tour';
import { formatRupeeAmount } from '@/lib/money';

export interface TourStep {
  route: string;
  target?: string;
  title: string;
  body: string;
}

const demoAuction = `/auction/${TOUR_DEMO_AUCTION_ID}`;

export const TOUR_STEPS: readonly TourStep[] = [
  {
    route: '/home',
    target: 'greeting',
    title: 'Welcome to BidXI',
    body: 'Build an XI by bidding live for real cricketers with a 100 Cr purse. This quick tour shows you around in seven steps.',
  },
  {
    route: '/home',
    target: 'live',
    title: 'Live auctions',
    body: 'Auctions running right now slide past here. During the tour you see a demo auction, so tapping is switched off.',
  },
  {
    route: demoAuction,
    target: 'register-action',
    title: 'Register your team',
    body: 'When you can join, the button says Register Now: pick a team name, your mobile number and an icon. The fee comes from your wallet.',
  },
  {
    route: demoAuction,
    target: 'auction-facts',
    title: 'Know the auction',
    body: 'Each auction shows its start in India time (IST), the 100 Cr purse, the fee and the rules PDF with every player’s points.',
  },
  {
    route: '/myWallet',
    title: 'Your wallet',
    body: `Add money by UPI: pay, then enter the amount and the UTR; an admin credits it. In the tour your balance shows ${formatRupeeAmount(TOUR_DEMO_BALANCE_RUPEES)}.`,
  },
  {
    route: '/myWallet',
    title: 'Winnings and withdrawals',
    body: 'Prizes for the top three teams land in your wallet. Add your UPI ID, phone, Aadhaar and PAN in My Profile to withdraw.',
  },
  {
    route: '/home',
    target: 'auction-tabs',
    title: 'You are ready',
    body: 'Find a scheduled auction here, register, and enter the room when it goes live. My Auctions keeps your standings and results.',
  },
];

/** Clamps a step to 0–6 (next and previous never leave the tour). */
export function clampTourStep(step: number): number {
  return Math.min(TOUR_LAST_STEP, Math.max(0, Math.trunc(step)));
}

export function stepAt(step: number): TourStep {
  return TOUR_STEPS[clampTourStep(step)]!;
}
