// Phone verification (OTP) and profile texts, and the mappers for those calls' refusals.
import { ErrorCode, OtpMessage, ProfileMessage } from '@bidxi/protocol';
import { asApiError } from '@/lib/messages/common';
import { translatable } from '@/lib/messages/translate';

export const profileMessages = translatable({
  otp: {
    // spec 001 §5 "Phone" and §8 "OTP" (verbatim), plus the server's own texts.
    sendFailed: 'Failed to send OTP. Please try again.',
    resendFailed: 'Failed to resend OTP. Please try again.',
    sent: OtpMessage.SENT,
    resent: OtpMessage.RESENT,
    verifiedTitle: 'Phone verification',
    verified: OtpMessage.VERIFIED,
    invalid: OtpMessage.INVALID_OTP,
    invalidPhone: OtpMessage.INVALID_PHONE,
    invalidFormat: OtpMessage.INVALID_OTP_FORMAT,
    expired: OtpMessage.EXPIRED,
    used: OtpMessage.USED,
    attemptsExceeded: OtpMessage.ATTEMPTS_EXCEEDED,
    notFound: OtpMessage.NOT_FOUND,
    mobileInUse: OtpMessage.MOBILE_IN_USE,
    attemptsLeft: (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'} left`,
  },
  profile: {
    // spec 001 §5 "Team registration" (the 5 MB text) and §8 "Profile" (verbatim).
    pictureUpdated: ProfileMessage.PICTURE_UPDATED,
    pictureFailed: 'Profile picture upload failed',
    paymentUpdated: ProfileMessage.PAYMENT_DETAILS_UPDATED,
    paymentFailed: 'Failed to update payment details',
    fileTooLarge: 'File size must be under 5MB.',
    notAnImage: 'The file must be a JPEG, PNG or WebP image.',
    invalidUpi: ProfileMessage.INVALID_UPI,
    completed: 'Completed',
    notCompleted: 'Not Completed',
  },
} as const);

/** `POST /api/otp/generate | resend | verify`. */
export function otpErrorMessage(error: unknown, action: 'send' | 'resend' | 'verify'): string {
  const fallback =
    action === 'send'
      ? profileMessages.otp.sendFailed
      : action === 'resend'
        ? profileMessages.otp.resendFailed
        : profileMessages.otp.invalid;
  const e = asApiError(error);
  if (!e) return fallback;
  switch (e.code) {
    case ErrorCode.OTP_INVALID:
      return profileMessages.otp.invalid;
    case ErrorCode.OTP_EXPIRED:
      return profileMessages.otp.expired;
    case ErrorCode.OTP_USED:
      return profileMessages.otp.used;
    case ErrorCode.OTP_ATTEMPTS_EXCEEDED:
      return profileMessages.otp.attemptsExceeded;
    case ErrorCode.OTP_NOT_FOUND:
      return profileMessages.otp.notFound;
    case ErrorCode.MOBILE_IN_USE:
      return profileMessages.otp.mobileInUse;
    case ErrorCode.OTP_RESEND_TOO_SOON:
    case ErrorCode.OTP_SEND_LIMIT:
      return e.message;
    case ErrorCode.VALIDATION:
      if (e.fields?.mobileNumber) return profileMessages.otp.invalidPhone;
      if (e.fields?.otp) return profileMessages.otp.invalidFormat;
      return fallback;
  }
  if (e.isTransport) return e.message;
  return fallback;
}

/** `PUT /api/wallet/payment-details` and `POST /api/upload/userImage`. */
export function profileUpdateErrorMessage(error: unknown, what: 'payment' | 'picture'): string {
  const fallback =
    what === 'payment'
      ? profileMessages.profile.paymentFailed
      : profileMessages.profile.pictureFailed;
  const e = asApiError(error);
  if (!e) return fallback;
  if (e.httpStatus === 413 || e.code === ErrorCode.PAYLOAD_TOO_LARGE) {
    return profileMessages.profile.fileTooLarge;
  }
  if (e.code === ErrorCode.INVALID_IMAGE) return e.message || profileMessages.profile.notAnImage;
  if (e.code === ErrorCode.VALIDATION && e.fields?.upiId) return profileMessages.profile.invalidUpi;
  if (e.isTransport) return e.message;
  return fallback;
}
