/**
 * The registration check as the detail screen shows it (spec 001 §4 "Registration check" and
 * "Action button per state"): server status → screen state → action button, plus the popup of §8.
 */
import type { AuctionStatus, ValidateRegistrationResponse } from '@bidxi/protocol';
import { auctionMessages } from '@/lib/messages/auctions';
import { formatRupeeAmount } from '@/lib/money';

export type RegistrationState =
  | 'success'
  | 'not_registered'
  | 'insufficient_balance'
  | 'ENDED'
  | 'ineligible'
  | 'PENDING'
  | 'error';

/** Server status → screen state; `PENDING` and `APPROVED` (older servers) are handled too. */
export function toRegistrationState(status: string | undefined | null): RegistrationState {
  switch (status) {
    case 'REGISTERED':
    case 'APPROVED':
      return 'success';
    case 'ELIGIBLE':
      return 'not_registered';
    case 'INSUFFICIENT_BALANCE':
      return 'insufficient_balance';
    case 'COMPLETED':
      return 'ENDED';
    case 'PENDING':
      return 'PENDING';
    default:
      return 'ineligible';
  }
}

export type RegistrationAction =
  | { kind: 'link'; label: string; to: string; tone: 'primary' | 'secondary' | 'danger' }
  | { kind: 'retry'; label: string }
  | { kind: 'disabled'; label: string };

export interface ActionContext {
  auctionId: string;
  auctionStatus: AuctionStatus;
  hasTeam: boolean;
  userId: string;
}

/** The action button of each state, with its text and target. */
export function actionFor(state: RegistrationState, ctx: ActionContext): RegistrationAction {
  const a = auctionMessages.auctions.action;
  const id = encodeURIComponent(ctx.auctionId);
  switch (state) {
    case 'success':
      if (!ctx.hasTeam) {
        return { kind: 'link', label: a.createTeam, to: `/register/${id}`, tone: 'primary' };
      }
      return ctx.auctionStatus === 'LIVE'
        ? {
            kind: 'link',
            label: a.enterAuction,
            to: `/successregister?auctionId=${id}`,
            tone: 'primary',
          }
        : { kind: 'link', label: a.joinWhenLive, to: '/home', tone: 'secondary' };
    case 'not_registered':
      return { kind: 'link', label: a.registerNow, to: `/register/${id}`, tone: 'primary' };
    case 'insufficient_balance':
      return { kind: 'link', label: a.insufficient, to: '/myWallet', tone: 'primary' };
    case 'ineligible':
      return { kind: 'link', label: a.ineligible, to: '/home', tone: 'danger' };
    case 'PENDING':
      return { kind: 'disabled', label: a.pending };
    case 'ENDED':
      return {
        kind: 'link',
        label: a.ended,
        to: `/teamPage/${id}/${encodeURIComponent(ctx.userId)}`,
        tone: 'secondary',
      };
    case 'error':
      return { kind: 'retry', label: a.tryAgain };
  }
}

export interface RegistrationPopup {
  title: string;
  text: string;
}

/** The message the check shows in a popup (spec 001 §8), or null for the quiet states. */
export function popupFor(
  state: RegistrationState,
  check: Pick<ValidateRegistrationResponse, 'balance' | 'registrationFee' | 'reason'> | undefined,
): RegistrationPopup | null {
  const m = auctionMessages.auctions;
  switch (state) {
    case 'error':
      return { title: m.validationErrorTitle, text: m.validationError };
    case 'ineligible':
      return {
        title: m.cannotParticipateTitle,
        text: check?.reason ? `${m.cannotParticipate} ${check.reason}.` : m.cannotParticipate,
      };
    case 'insufficient_balance':
      return {
        title: m.insufficientTitle,
        text: m.insufficient(
          formatRupeeAmount(check?.balance ?? 0),
          formatRupeeAmount(check?.registrationFee ?? 0),
        ),
      };
    case 'PENDING':
      return { title: m.pendingTitle, text: m.pending };
    case 'ENDED':
      return { title: m.endedTitle, text: m.ended };
    default:
      return null;
  }
}
