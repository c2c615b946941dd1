/**
 * Admin player photos: one photo per sheet player, uploaded from an auction's pool
 * screen. The upload goes through the images feature (real type read from the bytes, metadata
 * stripped, resized to 512 px, re-encoded as WebP; 5 MB and 25 megapixel limits) and is stored in
 * the database like every other upload, so backups carry it. The photo belongs to the master player:
 * every pool row of that player, in any auction, shows it, and a later import of the player keeps it.
 * A room already running keeps the pictures it started with until it is next loaded.
 */
import { ErrorCode, type PoolPlayerView } from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { badRequest, notFound } from '../../platform/errors';
import { isUuid } from '../auctions/auctions.service';
import {
  discardImage,
  imageUrl,
  insertPreparedImage,
  prepareImage,
} from '../images/images.service';
import { recordAdminAction } from '../admin-log/admin-log.service';
import { findPlayerPhotoId, setPlayerPhotoId } from './player-photo.repo';
import { findPoolPlayer } from './pool.repo';
import { toPoolPlayerView } from './pool-view';

async function loadPoolPlayer(deps: AppDeps, id: string) {
  const found = isUuid(id) ? await findPoolPlayer(deps.database.db, id) : null;
  if (!found) throw notFound('Player not found', ErrorCode.PLAYER_NOT_FOUND);
  return found;
}

/**
 * `POST /api/auction-players/:id/photo` (admin, multipart with one image file): the photo of the
 * pool row's sheet player, replacing any earlier one (which is deleted).
 * @throws 404 PLAYER_NOT_FOUND; 400 no file; 413 over 5 MB; 422 INVALID_IMAGE (not a JPEG, PNG or
 *   WebP, damaged, over 25 megapixels); 429 when too many images wait.
 */
export async function setPoolPlayerPhoto(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
  file: Buffer | null,
): Promise<{ imageUrl: string; player: PoolPlayerView }> {
  const player = await loadPoolPlayer(deps, id);
  if (!file) throw badRequest('Choose an image file');
  // The image work happens before the transaction (images.service prepareImage).
  const prepared = await prepareImage(file, 'PLAYER');
  const now = new Date(deps.clock.now());
  return deps.database.db.transaction(async (tx) => {
    const previous = await findPlayerPhotoId(tx, player.playerId);
    const imageId = await insertPreparedImage(tx, prepared, auth.user.id);
    await setPlayerPhotoId(tx, player.playerId, imageId, now);
    if (previous) await discardImage(tx, previous, 'PLAYER');
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'POOL_PLAYER_PHOTO_SET',
      target: { type: 'POOL_PLAYER', id: player.id, label: player.name },
      before: { imageUrl: previous ? imageUrl(previous) : null },
      after: { imageUrl: imageUrl(imageId) },
      at: now,
    });
    return {
      imageUrl: imageUrl(imageId),
      player: toPoolPlayerView((await findPoolPlayer(tx, player.id))!),
    };
  });
}

/**
 * `DELETE /api/auction-players/:id/photo` (admin): back to the generated picture. Idempotent.
 * @throws 404 PLAYER_NOT_FOUND.
 */
export async function removePoolPlayerPhoto(
  deps: AppDeps,
  auth: AuthContext,
  id: string,
): Promise<{ player: PoolPlayerView }> {
  const player = await loadPoolPlayer(deps, id);
  const now = new Date(deps.clock.now());
  return deps.database.db.transaction(async (tx) => {
    const previous = await findPlayerPhotoId(tx, player.playerId);
    await setPlayerPhotoId(tx, player.playerId, null, now);
    if (previous) await discardImage(tx, previous, 'PLAYER');
    // Removing no photo changes nothing and records nothing.
    if (previous)
      await recordAdminAction(tx, {
        adminId: auth.user.id,
        action: 'POOL_PLAYER_PHOTO_REMOVE',
        target: { type: 'POOL_PLAYER', id: player.id, label: player.name },
        before: { imageUrl: imageUrl(previous) },
        after: { imageUrl: null },
        at: now,
      });
    return { player: toPoolPlayerView((await findPoolPlayer(tx, player.id))!) };
  });
}
