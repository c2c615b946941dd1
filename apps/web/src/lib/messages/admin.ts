// Admin console texts (users, wallet requests, transactions, auctions, analytics) and the mappers for
// admin calls' refusals.
import { ErrorCode } from '@bidxi/protocol';
import { loginErrorMessage } from '@/lib/messages/accounts';
import { auctionMessages } from '@/lib/messages/auctions';
import type { ApiRequestError } from '@/lib/api-client';
import { asApiError, commonMessages, dataErrorMessage } from '@/lib/messages/common';
import { translatable } from '@/lib/messages/translate';

export const adminMessages = translatable({
  admin: {
    notAdmin: 'This account does not have admin access',
    banned: (name: string) => `${name} has been banned`,
    unbanned: (name: string) => `${name} has been unbanned`,
    banFailed: 'Could not update the user. Please try again.',
  },
  adminWallet: {
    approved: 'Request approved',
    denied: 'Request denied',
    alreadyResolved: 'This request has already been resolved',
    resolveFailed: 'Could not update the request. Please try again.',
    exportFailed: 'Could not export the transactions. Please try again.',
    exported: (n: number) => `Exported ${n} ${n === 1 ? 'transaction' : 'transactions'}`,
  },
  adminAuctions: {
    created: 'Auction created',
    updated: 'Auction updated',
    started: 'Auction started',
    cancelled: 'Auction cancelled; every fee was refunded',
    imageUploaded: 'Image uploaded',
    imageFailed: 'Image upload failed',
    imported: (n: number) => `${n} player${n === 1 ? '' : 's'} added to the pool`,
    playerUpdated: 'Player updated',
    playerRemoved: 'Player removed',
    rowsInvalid: 'Some rows have errors; nothing was imported',
    notScheduled: 'Only a scheduled auction can be changed.',
    badStatusChange: 'That status change is not allowed for this auction.',
    endTooSoon: 'The end time must be at least 2 hours after the start.',
    startInPast: 'The start time must be in the future.',
    registrationsExist: 'Fee and purse cannot change once teams have registered.',
    imageNotFound: 'The image was not found. Please upload it again.',
    playerNotFound: 'Player not found',
    invalidImage: 'That file is not a JPEG, PNG or WebP image.',
  },
  analytics: {
    loadFailed: 'Could not load the analytics. Please try again.',
    exported: (n: number) => `Exported ${n} ${n === 1 ? 'row' : 'rows'}`,
    nothingToExport: 'There is nothing to export for this range.',
    resultsFailed: 'Could not load the results of this auction.',
  },
} as const);

export function adminLoginErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.code === ErrorCode.NOT_ADMIN) return adminMessages.admin.notAdmin;
  return loginErrorMessage(error);
}

/** `POST /api/admin/update/wallet-requests`. */
export function resolveRequestErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (e?.code === ErrorCode.ALREADY_RESOLVED) return adminMessages.adminWallet.alreadyResolved;
  if (e?.isTransport) return e.message;
  return adminMessages.adminWallet.resolveFailed;
}

/** Admin auction, pool and content calls: a readable sentence per rule the server enforces. */
export function adminAuctionErrorMessage(error: unknown): string {
  const e = asApiError(error);
  if (!e) return commonMessages.unexpected;
  switch (e.code) {
    case ErrorCode.AUCTION_NOT_FOUND:
      return auctionMessages.auctions.notFound;
    case ErrorCode.AUCTION_NOT_SCHEDULED:
      return adminMessages.adminAuctions.notScheduled;
    case ErrorCode.INVALID_STATUS_CHANGE:
      return adminMessages.adminAuctions.badStatusChange;
    case ErrorCode.INVALID_END_TIME:
      return adminMessages.adminAuctions.endTooSoon;
    case ErrorCode.START_IN_PAST:
      return adminMessages.adminAuctions.startInPast;
    case ErrorCode.REGISTRATIONS_EXIST:
      return adminMessages.adminAuctions.registrationsExist;
    case ErrorCode.IMAGE_NOT_FOUND:
      return adminMessages.adminAuctions.imageNotFound;
    case ErrorCode.INVALID_PLAYER_ROWS:
      return adminMessages.adminAuctions.rowsInvalid;
    case ErrorCode.PLAYER_NOT_FOUND:
      return adminMessages.adminAuctions.playerNotFound;
    case ErrorCode.INVALID_IMAGE:
      return adminMessages.adminAuctions.invalidImage;
    case ErrorCode.PAYLOAD_TOO_LARGE:
      return auctionMessages.registration.fileTooLarge;
  }
  if (e.isTransport) return e.message;
  return serverRefusalMessage(e) ?? dataErrorMessage(error, 'auction');
}

/**
 * The server's own words for a refusal it explained (400, 403, 409, 422 with a code): they say what to
 * fix ("A player with this name is already in the pool"). Field messages are joined without their keys,
 * so no `base_cr:` reaches the screen. Null for answers the generic texts cover (401, 404, 429, 5xx).
 */
function serverRefusalMessage(e: ApiRequestError): string | null {
  if (![400, 403, 409, 422].includes(e.httpStatus) || e.code.startsWith('HTTP_')) return null;
  const fields = Object.values(e.fields ?? {});
  return fields.length > 0 ? fields.join('; ') : e.message;
}
