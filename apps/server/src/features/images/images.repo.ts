/** Stored images: insert and read (bytes only where served). */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images, type IMAGE_KINDS } from '../../db/schema/index';
import type { ProcessedImage } from './image-processing';

export type ImageKind = (typeof IMAGE_KINDS)[number];

export async function insertImage(
  db: DbOrTx,
  data: { ownerId: string | null; kind: ImageKind; isPrivate: boolean; image: ProcessedImage },
): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({
      ownerId: data.ownerId,
      kind: data.kind,
      isPrivate: data.isPrivate,
      contentType: data.image.contentType,
      width: data.image.width,
      height: data.image.height,
      bytes: data.image.bytes,
    })
    .returning({ id: images.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findImage(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: images.id,
      ownerId: images.ownerId,
      isPrivate: images.isPrivate,
      contentType: images.contentType,
      bytes: images.bytes,
    })
    .from(images)
    .where(eq(images.id, id));
  return row ?? null;
}

/** Deletes a stored image of `kind` (a replaced player photo). @returns whether a row went. */
export async function deleteImage(db: DbOrTx, id: string, kind: ImageKind): Promise<boolean> {
  const rows = await db
    .delete(images)
    .where(and(eq(images.id, id), eq(images.kind, kind)))
    .returning({ id: images.id });
  return rows.length === 1;
}
