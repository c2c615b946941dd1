// Live room texts (bids, lots, chat) and the mapper for a refused room command.
import { ErrorCode } from '@bidxi/protocol';
import { accountMessages } from '@/lib/messages/accounts';
import { translatable } from '@/lib/messages/translate';

export const roomMessages = translatable({
  room: {
    // spec 001 §5 "Bid checks (client)" and §8 "Room and bids", verbatim (typos included).
    timeUp: 'Time is up! Cannot place bid now.',
    alreadyHighest: 'You are already the highest bidder!',
    purseShort: 'Not enough money in purse',
    jumpBelowCurrent: 'Bid amount cannot be less than current bid!',
    jumpAbovePurse: 'Your purse is less than bid amount!',
    jumpAmountError: 'Cannot Jump! Amount Error',
    invalidJump: 'Invalid jump amount!',
    squadFull: 'Total players exceed the maximum allowed limit of 11.',
    roleLimit: 'You cannot have more players of this type.',
    someErrorRefresh: 'Some Erorr Occured! Please refresh.',
    otherDevice: 'You are already connected from another device to this auction',
    invalidBidResponse: 'Invalid bid response',
    bidTimedOut: 'Bid request timed out. Please try again.',
    bidFailed: 'Bid placement failed',
    placingBid: 'Placing your bid...',
    bidPlaced: (amountCr: number) => `${amountCr}Cr Bid is placed`,
    sold: (name: string, user: string) => `${name} is Sold Successfully to ${user}`,
    unsold: (name: string) => `${name} is unsold!`,
    pulledBack: 'One Player is Pulled Back!',
    outbid: 'You have been outbid',
    autopilotOffByBid: 'You bid yourself: autopilot is off',
    waiting: 'Waiting for other players to join',
    noPlayer: 'No Player Found',
    ended: 'Auction is Ended / All players have been sold',
    endedUnsold: (count: number) =>
      `Bidding is over — ${count} ${count === 1 ? 'player' : 'players'} went unsold`,
    notRegistered: 'You are not registered for this auction.',
    auctionNotFound: 'Auction not found',
    lotChanged: 'The player you bid on is no longer up for bidding. Your bid was not placed.',
    /**
     * A bid UI bound to a lot that closed before the bid went out (ARCHITECTURE.md §5), e.g.
     * 'Faf du Plessis was sold — your 5.25 Cr bid was not placed'.
     */
    bidNotPlaced: (
      playerName: string,
      outcome: 'sold' | 'unsold' | 'closed',
      amount: string | null,
    ): string => {
      // Said from its parts (each translated) because the outcome picks the sentence.
      const parts = roomMessages.room.notPlaced;
      const what = parts[outcome](playerName);
      return amount === null ? parts.jump(what) : parts.amount(what, amount);
    },
    /** The parts of {@link bidNotPlaced}. */
    notPlaced: {
      sold: (name: string) => `${name} was sold`,
      unsold: (name: string) => `${name} went unsold`,
      closed: (name: string) => `Bidding on ${name} closed`,
      amount: (what: string, amount: string) => `${what} — your ${amount} bid was not placed`,
      jump: (what: string) => `${what} — your jump bid was not placed`,
    },
    chatTooShort: 'Message must be at least 2 characters',
    /** A bid refused BID_TOO_LOW because another landed first, e.g. 'now 4.75 Cr'. */
    outbidWhileTapping: (price: string | null): string =>
      price === null ? roomMessages.room.outbidTapped : roomMessages.room.outbidTappedNow(price),
    /** The parts of `outbidWhileTapping` (the price picks the sentence). */
    outbidTapped: 'Outbid while you tapped',
    outbidTappedNow: (price: string) => `Outbid while you tapped — now ${price}`,
    /** While the connection is down the room goes on elsewhere. */
    reconnecting: 'Reconnecting… The auction goes on without you until you are back.',
    offline: 'Offline. The auction goes on without you until you are back.',
    frozenLot: 'Frozen while you are offline — this lot goes on without you',
    /** Above the bid buttons while this phone cannot send (offline, or catching up after it). */
    bidOffline: 'Offline — no bid can be sent until you are back',
    /** Under the lot: what the viewer's XI still needs, and what puts it at risk. */
    xi: {
      need: (parts: string) => `Need: ${parts}`,
      short: { Batter: 'BAT', Bowler: 'BOWL', 'Wicket-Keeper': 'WK', 'All-Rounder': 'AR' },
      /** One needed type the pool runs short of, e.g. '2 Bowlers'. */
      typeLeft: (left: number, type: string) => `${left} ${type}${left === 1 ? '' : 's'}`,
      onlyLeft: (types: string) => `Only ${types} left in the pool`,
      purseShort: 'Your purse cannot fill your XI at base prices',
    },
    /** The live region: bids, lots and the last seconds. */
    currentBidBy: (price: string, who: string) => `Current bid ${price} by ${who}`,
    you: 'You',
    upForBidding: (name: string, type: string, price: string) =>
      `${name}, ${type}, is up for bidding at ${price}`,
    secondsLeft: (seconds: number) => `${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`,
    /** A player's stats line, e.g. 'Best at #3: 9 pts · scores at #1–6 · bonus 2'. */
    stats: {
      none: 'No slot points',
      bonus: (bonus: number) => `bonus ${bonus}`,
      bestAt: (slot: number, points: number) => `Best at #${slot}: ${points} pts`,
      scoresOnly: (slot: number) => `scores at #${slot} only`,
      scoresFrom: (from: number, to: number) => `scores at #${from}–${to}`,
    },
    /** A player card's status (spec 001 §4 "Auction player card"). */
    status: {
      ongoing: 'Ongoing...',
      available: 'Available',
      soldToMe: 'Sold to me',
      soldTo: (owner: string) => `Sold to ${owner}`,
      bidOngoing: 'Bid Ongoing...',
      unsold: 'Unsold',
    },
    /** What happened while the connection was down, told on reconnect. */
    away: {
      title: 'While you were away',
      sold: (name: string, buyer: string, price: string) => `${name} sold to ${buyer} for ${price}`,
      unsold: (name: string) => `${name} went unsold`,
      pulledBack: (name: string) => `${name} was pulled back`,
      biddingWentOn: (name: string, price: string, leader: string) =>
        `Bidding on ${name} went on — now ${price} by ${leader}`,
      ended: 'Bidding has ended',
      more: (count: number) => `and ${count} more`,
      counts: (sold: number, unsold: number): string => {
        const away = roomMessages.room.away;
        return [
          sold > 0 ? (sold === 1 ? away.soldOne : away.soldCount(sold)) : '',
          unsold > 0 ? away.unsoldCount(unsold) : '',
        ]
          .filter(Boolean)
          .join(', ');
      },
      /** The parts of `counts`. */
      soldOne: '1 player sold',
      soldCount: (sold: number) => `${sold} players sold`,
      unsoldCount: (unsold: number) => `${unsold} unsold`,
      you: 'you',
      dismiss: 'Dismiss',
    },
  },
} as const);

/**
 * A refused room command (socket ack `{ code, message }`): the spec's text for the codes it names,
 * else the server's message (already user-facing), else 'Bid placement failed'.
 */
export function roomErrorMessage(error: { code?: string; message?: string } | undefined): string {
  switch (error?.code) {
    case ErrorCode.LOT_CLOSED:
      return roomMessages.room.timeUp;
    case ErrorCode.LOT_CHANGED:
      return roomMessages.room.lotChanged;
    case ErrorCode.ALREADY_HIGHEST:
      return roomMessages.room.alreadyHighest;
    case ErrorCode.BID_TOO_LOW:
      return roomMessages.room.jumpBelowCurrent;
    case ErrorCode.PURSE_EXCEEDED:
      return roomMessages.room.purseShort;
    case ErrorCode.SQUAD_FULL:
      return roomMessages.room.squadFull;
    case ErrorCode.ROLE_LIMIT:
      return error.message || roomMessages.room.roleLimit;
    case ErrorCode.NOT_REGISTERED:
      return roomMessages.room.notRegistered;
    // Smart bidding: the engine's message is user-facing and carries the figure
    // ('Your max bid is 12.5 Cr: keep enough purse to complete a valid XI.').
    case ErrorCode.OVER_MAX_BID:
    case ErrorCode.ALREADY_PASSED:
    case ErrorCode.NO_MAX_BID:
    case ErrorCode.PLAYER_NOT_AVAILABLE:
    case ErrorCode.PAUSED:
      return error.message || roomMessages.room.bidFailed;
    case ErrorCode.LOT_CLOSING:
      return roomMessages.room.timeUp;
    case ErrorCode.SESSION_EXPIRED:
    case ErrorCode.UNAUTHENTICATED:
      return accountMessages.session.expired;
    case ErrorCode.USER_BANNED:
      return accountMessages.login.banned;
    case ErrorCode.VALIDATION:
    case ErrorCode.INTERNAL:
      return roomMessages.room.bidFailed;
  }
  return error?.message || roomMessages.room.bidFailed;
}
