// Live room texts (bids, lots, chat) and the mapper for a refused room command.
import { ErrorCode } from '@bidxi/protocol';
import { accountMessages } from '@/lib/messages/accounts';

export const roomMessages = {
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
    previousSession: 'Previous session not terminated!',
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
    waiting: 'Waiting for other players to join',
    noPlayer: 'No Player Found',
    ended: 'Auction is Ended / All players have been sold',
    notRegistered: 'You are not registered for this auction.',
    auctionNotFound: 'Auction not found',
    staleVersion: 'The auction has moved on. Please try again.',
    chatTooShort: 'Message must be at least 2 characters',
  },
} as const;

/**
 * A refused room command (socket ack `{ code, message }`): the spec's text for the codes it names,
 * else the server's message (already user-facing), else 'Bid placement failed'.
 */
export function roomErrorMessage(error: { code?: string; message?: string } | undefined): string {
  switch (error?.code) {
    case 'LOT_CLOSED':
      return roomMessages.room.timeUp;
    case 'ALREADY_HIGHEST':
      return roomMessages.room.alreadyHighest;
    case 'BID_TOO_LOW':
      return roomMessages.room.jumpBelowCurrent;
    case 'PURSE_EXCEEDED':
      return roomMessages.room.purseShort;
    case 'SQUAD_FULL':
      return roomMessages.room.squadFull;
    case 'ROLE_LIMIT':
      return error.message || roomMessages.room.roleLimit;
    case 'NOT_REGISTERED':
      return roomMessages.room.notRegistered;
    case 'STALE_VERSION':
      return roomMessages.room.staleVersion;
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
