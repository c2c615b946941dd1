/**
 * Builds a user's {@link PaymentInfo} (spec 001 §3) and decides profile completion (spec 001 §5:
 * 'Completed' only when Aadhaar image, PAN image, UPI id and mobile number are all present).
 * Used by the wallet balance, the profile read, payment-details updates and withdrawals.
 */
import { ErrorCode, type PaymentInfo } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../platform/errors';
import { imageUrl } from '../images/images.service';
import { findPaymentRecord, type PaymentRecord } from './profile.repo';

/** The payment info of a record; the KYC URLs are private (owner and admins only). */
export function toPaymentInfo(r: PaymentRecord): PaymentInfo {
  const info = {
    mobileNumber: r.mobileNumber,
    upiId: r.upiId,
    hasAadhaar: r.aadhaarImageId !== null,
    hasPan: r.panImageId !== null,
    aadharCardUrl: r.aadhaarImageId ? imageUrl(r.aadhaarImageId) : null,
    panCardUrl: r.panImageId ? imageUrl(r.panImageId) : null,
  };
  return {
    ...info,
    profileCompleted: info.hasAadhaar && info.hasPan && !!info.upiId && !!info.mobileNumber,
  };
}

/**
 * Loads the payment info of a user.
 * @throws AppError 404 USER_NOT_FOUND for an unknown user.
 */
export async function loadPaymentInfo(db: DbOrTx, userId: string): Promise<PaymentInfo> {
  const record = await findPaymentRecord(db, userId);
  if (!record) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  return toPaymentInfo(record);
}
