/**
 * Profile picture and payment details (spec 001 §2 "Profile", spec 000 §7 `upload/userImage`,
 * `wallet/payment-details`), for the owner or an admin. Images go through the images feature
 * (type from the bytes, metadata stripped, re-encoded); Aadhaar and PAN are stored private.
 */
import {
  ErrorCode,
  PaymentDetailsFields,
  ProfileMessage,
  UploadUserImageFields,
  type PaymentDetailsResponse,
  type PaymentInfo,
  type UploadUserImageResponse,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest } from '../../platform/errors';
import { parseFields, type MultipartForm } from '../../platform/multipart';
import { existingSubjectOf } from '../../platform/subject';
import { imageUrl, insertPreparedImage, prepareImage } from '../images/images.service';
import { loadPaymentInfo, toPaymentInfo } from './payment-info';
import {
  deleteImages,
  findPaymentRecord,
  setUserImageUrl,
  upsertPaymentDetails,
} from './profile.repo';
import { findUserById } from '../../db/users';
import { recordAdminAction, userTarget } from '../admin-log/admin-log.service';

/** An admin acting on another user's account: that is an admin action, and logged. */
const byAdmin = (auth: AuthContext, userId: string) => userId !== auth.user.id;

const kycSnapshot = (info: PaymentInfo) => ({
  upiId: info.upiId,
  hasAadhaar: info.hasAadhaar,
  hasPan: info.hasPan,
});

/** File parts of the avatar form. */
export const USER_IMAGE_FILES = ['file'] as const;
/** File parts of the payment-details form (the spec's names). */
export const PAYMENT_DETAILS_FILES = ['aadharCard', 'panCard'] as const;

/**
 * Stores a new avatar (public) and makes it the user's `imageUrl`.
 * @throws AppError 400 no `file` or a bad field; 403 another user's id; 404 unknown user;
 *   413 over 5 MB; 422 INVALID_IMAGE not a JPEG/PNG/WebP or damaged.
 */
export async function uploadUserImage(
  deps: AppDeps,
  auth: AuthContext,
  form: MultipartForm,
): Promise<UploadUserImageResponse> {
  const fields = parseFields(UploadUserImageFields, form.fields);
  const userId = await existingSubjectOf(deps, auth, fields.userId);
  const file = form.files.file;
  if (!file) throw badRequest(`file: ${ProfileMessage.FILE_REQUIRED}`);
  const avatar = await prepareImage(file, 'AVATAR');
  const at = new Date(deps.clock.now());
  const url = await deps.database.db.transaction(async (tx) => {
    const subject = byAdmin(auth, userId) ? await findUserById(tx, userId) : null;
    const id = await insertPreparedImage(tx, avatar, userId);
    await setUserImageUrl(tx, userId, imageUrl(id), at);
    if (subject) {
      await recordAdminAction(tx, {
        adminId: auth.user.id,
        action: 'USER_PICTURE_EDIT',
        target: userTarget(subject),
        before: { imageUrl: subject.imageUrl },
        after: { imageUrl: imageUrl(id) },
        at,
      });
    }
    return imageUrl(id);
  });
  return { success: true, message: ProfileMessage.PICTURE_UPDATED, imageUrl: url };
}

/**
 * Sets the UPI id and/or the Aadhaar and PAN images; a replaced KYC image is deleted. The mobile
 * number is refused here: it is set only by OTP verification.
 * @throws AppError 422 MOBILE_VIA_OTP for a `mobileNumber`/`phoneNumber` field; 400 bad UPI id, an
 *   unknown field or nothing to update; 403 another user's id; 404 unknown user; 413/422 bad image.
 */
export async function updatePaymentDetails(
  deps: AppDeps,
  auth: AuthContext,
  form: MultipartForm,
): Promise<PaymentDetailsResponse> {
  if ('mobileNumber' in form.fields || 'phoneNumber' in form.fields) {
    throw new AppError(422, ErrorCode.MOBILE_VIA_OTP, ProfileMessage.MOBILE_VIA_OTP);
  }
  const fields = parseFields(PaymentDetailsFields, form.fields);
  const userId = await existingSubjectOf(deps, auth, fields.userId);
  const { aadharCard, panCard } = form.files;
  if (!fields.upiId && !aadharCard && !panCard) {
    throw badRequest(ProfileMessage.NOTHING_TO_UPDATE);
  }
  const at = new Date(deps.clock.now());
  // Image work first, outside the transaction (no connection held while decoding).
  const aadhaar = aadharCard ? await prepareImage(aadharCard, 'AADHAAR') : null;
  const pan = panCard ? await prepareImage(panCard, 'PAN') : null;
  const paymentInfo = await deps.database.db.transaction(async (tx) => {
    const subject = byAdmin(auth, userId) ? await findUserById(tx, userId) : null;
    const before = subject ? await findPaymentRecord(tx, userId) : null;
    const replaced = await upsertPaymentDetails(
      tx,
      userId,
      {
        ...(fields.upiId ? { upiId: fields.upiId } : {}),
        ...(aadhaar ? { aadhaarImageId: await insertPreparedImage(tx, aadhaar, userId) } : {}),
        ...(pan ? { panImageId: await insertPreparedImage(tx, pan, userId) } : {}),
      },
      at,
    );
    await deleteImages(tx, replaced);
    const info = await loadPaymentInfo(tx, userId);
    if (subject && before) {
      // Whether each KYC image is on file, and which were uploaded now — never the images.
      await recordAdminAction(tx, {
        adminId: auth.user.id,
        action: 'USER_PAYMENT_DETAILS_EDIT',
        target: userTarget(subject),
        before: kycSnapshot(toPaymentInfo(before)),
        after: { ...kycSnapshot(info), aadhaarUploaded: !!aadhaar, panUploaded: !!pan },
        at,
      });
    }
    return info;
  });
  return { success: true, message: ProfileMessage.PAYMENT_DETAILS_UPDATED, paymentInfo };
}
