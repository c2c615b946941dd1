// Smart bidding texts: the max bid, why a bid is impossible, max bids by proxy, passes and
// the early close. The reasons are keyed by the engine's refusal codes (`whyCannotBid`), never by
// message text, so the bid buttons say what the server would say.
import { ErrorCode } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { organiserMessages } from '@/lib/messages/organiser';
import { roomMessages } from '@/lib/messages/room';
import { translatable } from '@/lib/messages/translate';

/** A refusal as the engine gives it: code, message, details (amounts in integer lakhs). */
export interface BlockReason {
  code: string;
  message?: string;
  details?: Readonly<Record<string, string | number | null>>;
}

/** How a lot a max-bid form was bound to ended (or what happened to the form's player). */
export type FormClosedOutcome = 'sold' | 'unsold' | 'closed' | 'on-block' | 'gone';

export const smartBiddingMessages = translatable({
  bidding: {
    /** The purse bar and the Teams tab, e.g. 'Max bid 12.5 Cr'. */
    maxBid: (amount: string) => `Max bid ${amount}`,
    maxBidHelp: 'keeps enough for a valid XI',
    whyCannotBid: "Why can't I bid?",
    // Max bids by proxy.
    setMax: 'Set max bid',
    setMaxFor: (name: string) => `Set max bid for ${name}`,
    yourMax: (amount: string) => `Your max ${amount}`,
    maxFieldLabel: 'Your maximum (Cr)',
    maxHint:
      'The room bids for you only as high as needed, up to this amount, even while you are offline. Nobody else sees it.',
    maxRange: (from: string, maxBid: string) =>
      `From ${from}, in steps of 0.05 Cr; your max bid now is ${maxBid}.`,
    saveMax: 'Save max bid',
    cancelMax: 'Cancel max bid',
    cancelMaxFor: (name: string) => `Cancel max bid for ${name}`,
    maxSaved: (name: string, amount: string) => `Max bid ${amount} set for ${name}`,
    maxCancelled: (name: string) => `Max bid for ${name} cancelled`,
    invalidMax: 'Enter an amount in Cr, in steps of 0.05 Cr',
    maxAtLeast: (floor: string) => `Your max must be at least ${floor}`,
    myMaxBids: 'Your max bids',
    noMaxBids: 'No max bids. Set one from Upcoming or on the player on the block.',
    proxyBid: 'Auto',
    proxyBidHelp: 'placed by a max bid',
    /**
     * A max-bid form whose lot changed before it was saved (ARCHITECTURE.md §5), e.g. 'Rohit Sharma
     * was sold — your max bid was not saved'.
     */
    formClosed: (name: string, outcome: FormClosedOutcome): string => {
      // Said from its parts (each translated) because the outcome picks the sentence.
      const parts = smartBiddingMessages.bidding.formClosedParts;
      const what = parts[outcome === 'on-block' ? 'onBlock' : outcome](name);
      return outcome === 'on-block' ? parts.notSavedAgain(what) : parts.notSaved(what);
    },
    /** The parts of `formClosed`. */
    formClosedParts: {
      sold: (name: string) => `${name} was sold`,
      unsold: (name: string) => `${name} went unsold`,
      onBlock: (name: string) => `${name} is up for bidding now`,
      gone: (name: string) => `${name} is no longer available`,
      closed: (name: string) => `Bidding on ${name} closed`,
      notSaved: (what: string) => `${what} — your max bid was not saved.`,
      notSavedAgain: (what: string) =>
        `${what} — your max bid was not saved. Set it again on the lot if you still want it.`,
    },
    // Pass and early close.
    pass: 'Not interested',
    passed: 'You passed',
    passedOn: (name: string) => `You passed on ${name}`,
    /** To the leader, and to everyone else (who may have passed themselves). */
    endingEarly: (isLeader: boolean): string =>
      isLeader
        ? smartBiddingMessages.bidding.endingEarlyLeader
        : smartBiddingMessages.bidding.endingEarlyOthers,
    endingEarlyAnnounce: (name: string, seconds: number) =>
      `Everyone else passed: bidding on ${name} closes in ${seconds} seconds`,
    endingEarlyLeader: 'Everyone else is out — closing early',
    endingEarlyOthers: 'All but the leader are out — closing early',
    passedOnThis: 'You passed on this player.',
    overMaxOf: (max: string) =>
      `Over your max bid of ${max}: keep enough purse to complete a valid XI.`,
    overMax: 'Over your max bid: keep enough purse to complete a valid XI.',
    /** The short reason inside INCREASE BID (one line on a phone). */
    short: {
      leading: 'You are leading',
      passed: 'You passed',
      noTeam: 'No team',
      purseLow: 'Purse too low',
      squadFull: 'Squad full',
      typeFull: 'Type full',
      overMax: 'Over max bid',
      paused: 'Paused',
      timeUp: 'Time is up',
    },
  },
} as const);

/** The full reason a bid is impossible, for the line above the bid buttons and the tap's toast. */
export function bidBlockText(reason: BlockReason): string {
  switch (reason.code) {
    case ErrorCode.NOT_REGISTERED:
      return roomMessages.room.notRegistered;
    case ErrorCode.ALREADY_HIGHEST:
      return roomMessages.room.alreadyHighest;
    case ErrorCode.ALREADY_PASSED:
      return smartBiddingMessages.bidding.passedOnThis;
    case ErrorCode.LOT_CLOSING:
    case ErrorCode.LOT_CLOSED:
    case ErrorCode.LOT_CHANGED:
    case ErrorCode.LOT_NOT_OPEN:
      return roomMessages.room.timeUp;
    case ErrorCode.PURSE_EXCEEDED:
      return roomMessages.room.purseShort;
    case ErrorCode.SQUAD_FULL:
      return roomMessages.room.squadFull;
    case ErrorCode.ROLE_LIMIT:
      return reason.message || roomMessages.room.roleLimit;
    case ErrorCode.OVER_MAX_BID: {
      const max = reason.details?.maxBidLakhs;
      return typeof max === 'number'
        ? smartBiddingMessages.bidding.overMaxOf(formatCrores(max))
        : (reason.message ?? smartBiddingMessages.bidding.overMax);
    }
    case ErrorCode.PAUSED:
      return organiserMessages.organiser.paused;
  }
  return reason.message || roomMessages.room.bidFailed;
}

/** The short reason inside INCREASE BID (one line on a phone). */
export function bidBlockShort(reason: BlockReason): string {
  switch (reason.code) {
    case ErrorCode.ALREADY_HIGHEST:
      return smartBiddingMessages.bidding.short.leading;
    case ErrorCode.ALREADY_PASSED:
      return smartBiddingMessages.bidding.short.passed;
    case ErrorCode.NOT_REGISTERED:
      return smartBiddingMessages.bidding.short.noTeam;
    case ErrorCode.PURSE_EXCEEDED:
      return smartBiddingMessages.bidding.short.purseLow;
    case ErrorCode.SQUAD_FULL:
      return smartBiddingMessages.bidding.short.squadFull;
    case ErrorCode.ROLE_LIMIT:
      return smartBiddingMessages.bidding.short.typeFull;
    case ErrorCode.OVER_MAX_BID:
      return smartBiddingMessages.bidding.short.overMax;
    case ErrorCode.PAUSED:
      return smartBiddingMessages.bidding.short.paused;
  }
  return smartBiddingMessages.bidding.short.timeUp;
}
