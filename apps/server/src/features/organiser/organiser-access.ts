/**
 * Who may run an auction's organiser controls: admins, and the organiser of that auction (the
 * player who made the league). Everyone else is refused 403.
 */
import { ErrorCode, LeagueMessage } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { loadAuction } from '../auctions/auctions.service';

/**
 * @throws AppError 404 AUCTION_NOT_FOUND (to admins and organisers alike for an unknown id), 403
 *   NOT_ORGANISER when the caller is neither an admin nor this auction's organiser.
 */
export async function assertMayOrganise(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
): Promise<void> {
  if (isAdmin(auth)) return;
  const auction = await loadAuction(deps.database.db, auctionId);
  if (auction.organiserId === null || auction.organiserId !== auth.user.id) {
    throw new AppError(403, ErrorCode.NOT_ORGANISER, LeagueMessage.NOT_ORGANISER);
  }
}
