/**
 * Profile and KYC (spec 001 §2 "Profile", §3 "Payment info", §5 "Profile completion"; spec 000 §7):
 * `POST /api/upload/userImage` and `PUT /api/wallet/payment-details`, both multipart. The mobile number
 * is set only by phone OTP verification (see otp.ts); Aadhaar and PAN images are private and appear
 * only as URLs that their owner and admins can fetch.
 */
import { z } from 'zod/mini';
import { ProfileMessage } from '../messages';

/** A `userId` in a body or form: must be the caller's own id unless the caller is an admin (403). */
export const SubjectUserId = z.string().check(z.minLength(1), z.maxLength(64));

/** A UPI id (VPA), e.g. `asha.k@okaxis`. */
export const UpiId = z
  .string()
  .check(
    z.trim(),
    z.regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, { message: ProfileMessage.INVALID_UPI }),
  );

/**
 * A user's payment info as the user (or an admin) sees it. `mobileNumber` is the OTP-verified number
 * with +91 (`+919876543210`) or null. The Aadhaar/PAN URLs (`/api/images/<id>`) are served only to
 * the owner and admins. `profileCompleted`: Aadhaar, PAN, UPI id and mobile all present (spec 001 §5).
 */
export const PaymentInfo = z.object({
  mobileNumber: z.nullable(z.string()),
  upiId: z.nullable(z.string()),
  hasAadhaar: z.boolean(),
  hasPan: z.boolean(),
  aadharCardUrl: z.nullable(z.string()),
  panCardUrl: z.nullable(z.string()),
  profileCompleted: z.boolean(),
});
export type PaymentInfo = z.infer<typeof PaymentInfo>;

/** Text fields of `POST /api/upload/userImage` (multipart; the image is the `file` part). */
export const UploadUserImageFields = z.strictObject({ userId: z.optional(SubjectUserId) });
export type UploadUserImageFields = z.infer<typeof UploadUserImageFields>;

/** 200 from `POST /api/upload/userImage`: the new avatar's public URL, also now the user's `imageUrl`. */
export const UploadUserImageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  imageUrl: z.string(),
});
export type UploadUserImageResponse = z.infer<typeof UploadUserImageResponse>;

/**
 * Text fields of `PUT /api/wallet/payment-details` (multipart; image parts `aadharCard`, `panCard`).
 * An empty `upiId` means "unchanged". A `mobileNumber` (or `phoneNumber`) field is refused with 422
 * MOBILE_VIA_OTP before this schema is applied.
 */
export const PaymentDetailsFields = z.strictObject({
  userId: z.optional(SubjectUserId),
  upiId: z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(UpiId),
  ),
});
export type PaymentDetailsFields = z.infer<typeof PaymentDetailsFields>;

/** 200 from `PUT /api/wallet/payment-details`. */
export const PaymentDetailsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  paymentInfo: PaymentInfo,
});
export type PaymentDetailsResponse = z.infer<typeof PaymentDetailsResponse>;
