/**
 * Builds a user's {@link PaymentInfo} (spec 001 §3) and decides profile completion (spec 001 §5:
 * 'Completed' only when Aadhaar image, PAN image, UPI id and mobile number are all present).
 * Used by the wallet balance, the profile read, payment-details updates and withdrawals.
 */
import { ErrorCode, WalletMessage, type PaymentInfo } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { notFound, unprocessable } from '../../platform/errors';
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

/**
 * Checks that a user may be paid out: a UPI id or mobile number to pay to, and both KYC images
 * (spec 001 §5 "Withdraw", in that order). Call it inside the withdrawal's transaction.
 * @throws AppError 422 PAYMENT_INFO_REQUIRED without a UPI id or mobile, KYC_REQUIRED without
 *   Aadhaar and PAN.
 */
export async function assertPayoutDetails(db: DbOrTx, userId: string): Promise<void> {
  const payment = await findPaymentRecord(db, userId);
  if (!payment?.upiId && !payment?.mobileNumber) {
    throw unprocessable(ErrorCode.PAYMENT_INFO_REQUIRED, WalletMessage.PAYMENT_INFO_REQUIRED);
  }
  if (!payment.aadhaarImageId || !payment.panImageId) {
    throw unprocessable(ErrorCode.KYC_REQUIRED, WalletMessage.KYC_REQUIRED);
  }
}
