/**
 * Stores uploads and serves them. Public images (avatars, auction images, team icons) are readable
 * by anyone with the URL; private ones (Aadhaar, PAN) only by their owner and admins.
 */
import type { DbOrTx } from '../../db/client';
import { forbidden, notFound } from '../../platform/errors';
import { hasAdminPowers, type AuthContext } from '../../platform/auth';
import { processImage, type ProcessedImage } from './image-processing';
import { deleteImage, findImage, insertImage, type ImageKind } from './images.repo';

const MAX_SIDE: Record<ImageKind, number> = {
  AVATAR: 512,
  AADHAAR: 1600,
  PAN: 1600,
  AUCTION: 1280,
  TEAM_ICON: 256,
  PLAYER: 512,
};
const PRIVATE_KINDS: ReadonlySet<ImageKind> = new Set(['AADHAAR', 'PAN']);

/** The URL an image is served at. */
export const imageUrl = (id: string) => `/api/images/${id}`;

/** An upload verified and cleaned for `kind`, not stored yet. */
export interface PreparedImage {
  kind: ImageKind;
  image: ProcessedImage;
}

/**
 * Verifies and cleans an upload for `kind`. Call it BEFORE opening a transaction: the image work
 * must not hold a database connection (image-processing.ts).
 * @throws AppError 413/422/429 from {@link processImage}.
 */
export async function prepareImage(upload: Buffer, kind: ImageKind): Promise<PreparedImage> {
  return { kind, image: await processImage(upload, MAX_SIDE[kind]) };
}

/** Stores a prepared image. @returns the image id. */
export async function insertPreparedImage(
  db: DbOrTx,
  prepared: PreparedImage,
  ownerId: string | null,
): Promise<string> {
  const { kind, image } = prepared;
  return insertImage(db, { ownerId, kind, isPrivate: PRIVATE_KINDS.has(kind), image });
}

/**
 * Verifies, cleans and stores an upload (outside any transaction).
 * @returns the image id. @throws AppError 413/422/429 from {@link processImage}.
 */
export async function storeImage(
  db: DbOrTx,
  upload: Buffer,
  kind: ImageKind,
  ownerId: string | null,
): Promise<string> {
  return insertPreparedImage(db, await prepareImage(upload, kind), ownerId);
}

/** Whether an image with this id is stored (an auction's image chosen by URL or id). */
export async function imageExists(db: DbOrTx, id: string): Promise<boolean> {
  return (await findImage(db, id)) !== null;
}

/**
 * Reads an image for a viewer (null for a guest).
 * @throws AppError 404 unknown id (also for a private image without a viewer), 403 private image of another user.
 */
export async function readImageFor(db: DbOrTx, id: string, viewer: AuthContext | null) {
  const image = await findImage(db, id);
  if (!image) throw notFound('Image not found');
  if (image.isPrivate) {
    if (!viewer) throw notFound('Image not found');
    if (viewer.user.id !== image.ownerId && !hasAdminPowers(viewer)) throw forbidden();
  }
  return image;
}

/**
 * Deletes a stored image that nothing shows any more (a replaced or removed player photo); an id of
 * another kind is left alone. @returns whether the image was deleted.
 */
export async function discardImage(db: DbOrTx, id: string, kind: ImageKind): Promise<boolean> {
  return deleteImage(db, id, kind);
}
