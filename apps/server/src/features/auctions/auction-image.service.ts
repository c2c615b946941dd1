/** The auction image upload (admin). */
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { imageUrl, insertPreparedImage, prepareImage, storeImage } from '../images/images.service';
import { recordAdminAction } from '../admin-log/admin-log.service';
import { auctionTarget } from './auction-admin-log';
import { updateAuction } from './auctions.repo';
import { adminViewsOf, loadAuction } from './auctions.service';

/**
 * `POST upload/auctionImage`: stores the image; with an `auctionId`, it becomes that auction's image
 * (an admin action, logged). Without one it is only stored, for a create or edit to name later.
 * @throws 404 AUCTION_NOT_FOUND, 413, 422 INVALID_IMAGE.
 */
export async function uploadAuctionImage(
  deps: AppDeps,
  auth: AuthContext,
  form: { fields: Record<string, string>; file: Buffer | null },
) {
  const db = deps.database.db;
  const now = new Date(deps.clock.now());
  const auctionId = form.fields.auctionId?.trim();
  const auction = auctionId ? await loadAuction(db, auctionId) : null;
  if (!form.file) throw badRequest('Choose an image file');
  if (!auction) {
    const imageId = await storeImage(db, form.file, 'AUCTION', auth.user.id);
    return { imageUrl: imageUrl(imageId), auction: null };
  }
  // Image work first, outside the transaction (no connection held while decoding).
  const prepared = await prepareImage(form.file, 'AUCTION');
  const { imageId, updated } = await db.transaction(async (tx) => {
    const id = await insertPreparedImage(tx, prepared, auth.user.id);
    const row = (await updateAuction(tx, auction.id, { imageId: id }, now))!;
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'AUCTION_IMAGE_UPLOAD',
      target: auctionTarget(auction),
      before: { imageId: auction.imageId },
      after: { imageId: id },
      at: now,
    });
    return { imageId: id, updated: row };
  });
  const [view] = await adminViewsOf(db, [updated], now);
  return { imageUrl: imageUrl(imageId), auction: view! };
}
