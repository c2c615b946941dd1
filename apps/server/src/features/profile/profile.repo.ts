/**
 * Payment details (UPI id, KYC image ids) and the user's avatar URL. Plain functions over a db or an
 * open transaction (STYLE.md "Database layer").
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { images, paymentDetails, users } from '../../db/schema/index';

/** What the payment info of a user is built from. */
export interface PaymentRecord {
  mobileNumber: string | null;
  upiId: string | null;
  aadhaarImageId: string | null;
  panImageId: string | null;
}

/** The user's payment record, or null for an unknown user. */
export async function findPaymentRecord(db: DbOrTx, userId: string): Promise<PaymentRecord | null> {
  const [row] = await db
    .select({
      mobileNumber: users.mobileNumber,
      upiId: paymentDetails.upiId,
      aadhaarImageId: paymentDetails.aadhaarImageId,
      panImageId: paymentDetails.panImageId,
    })
    .from(users)
    .leftJoin(paymentDetails, eq(paymentDetails.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the given payment fields (others unchanged), locking the row first.
 * @returns the image ids that were replaced (to delete).
 */
export async function upsertPaymentDetails(
  tx: DbOrTx,
  userId: string,
  patch: { upiId?: string; aadhaarImageId?: string; panImageId?: string },
  at: Date,
): Promise<string[]> {
  await tx.insert(paymentDetails).values({ userId, updatedAt: at }).onConflictDoNothing();
  const [old] = await tx
    .select({ aadhaar: paymentDetails.aadhaarImageId, pan: paymentDetails.panImageId })
    .from(paymentDetails)
    .where(eq(paymentDetails.userId, userId))
    .for('update');
  await tx
    .update(paymentDetails)
    .set({ ...patch, updatedAt: at })
    .where(eq(paymentDetails.userId, userId));
  const replaced: (string | null | undefined)[] = [
    patch.aadhaarImageId ? old?.aadhaar : null,
    patch.panImageId ? old?.pan : null,
  ];
  return replaced.filter((id): id is string => typeof id === 'string');
}

/** Deletes stored images (replaced KYC documents are not kept). */
export async function deleteImages(db: DbOrTx, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(images).where(inArray(images.id, ids));
}

/** Sets the user's avatar URL. */
export async function setUserImageUrl(
  db: DbOrTx,
  userId: string,
  imageUrl: string,
  at: Date,
): Promise<void> {
  await db.update(users).set({ imageUrl, updatedAt: at }).where(eq(users.id, userId));
}
