/**
 * Phone verification by OTP (spec 001 §2 "Phone verification", §5 "Phone", §8 "OTP"; spec 000 §7):
 * `POST /api/otp/generate`, `POST /api/otp/verify`, `POST /api/otp/resend`. A verified number becomes
 * the user's `mobileNumber` (stored and returned with +91); a number belongs to one account at most.
 */
import { z } from 'zod/mini';
import { OtpMessage } from '../messages';
import { SubjectUserId } from './profile';

/** Digits in a code (spec 001 §5). */
export const OTP_LENGTH = 6;
/** A code is valid this long after it is sent. */
export const OTP_TTL_MINUTES = 10;
/** Wrong tries per code; after the last one the code is dead. */
export const OTP_MAX_ATTEMPTS = 5;
/**
 * A new code for the same account only after this many seconds (spec 001 §2). Limits are the
 * requesting account's: another account's codes for the same number never count against it.
 */
export const OTP_RESEND_SECONDS = 60;
/** At most this many codes per account in {@link OTP_SEND_WINDOW_MINUTES}. */
export const OTP_MAX_SENDS = 3;
export const OTP_SEND_WINDOW_MINUTES = 15;

/** An Indian mobile number: 10 digits starting 6–9, optionally prefixed with +91. */
export const IndianMobile = z
  .string({ error: OtpMessage.INVALID_PHONE })
  .check(z.trim(), z.regex(/^(?:\+91)?[6-9]\d{9}$/, { message: OtpMessage.INVALID_PHONE }));

/** `POST /api/otp/generate`: sends a code by SMS to `mobileNumber`. */
export const OtpGenerateBody = z.object({
  userId: z.optional(SubjectUserId),
  mobileNumber: IndianMobile,
});
export type OtpGenerateBody = z.infer<typeof OtpGenerateBody>;

/** `POST /api/otp/resend`: a new code; without `mobileNumber`, to the number of the last code sent. */
export const OtpResendBody = z.object({
  userId: z.optional(SubjectUserId),
  mobileNumber: z.optional(IndianMobile),
});
export type OtpResendBody = z.infer<typeof OtpResendBody>;

/** `POST /api/otp/verify`: checks the code of the account's latest OTP. */
export const OtpVerifyBody = z.object({
  userId: z.optional(SubjectUserId),
  otp: z
    .string({ error: OtpMessage.INVALID_OTP_FORMAT })
    .check(z.trim(), z.regex(/^\d{6}$/, { message: OtpMessage.INVALID_OTP_FORMAT })),
});
export type OtpVerifyBody = z.infer<typeof OtpVerifyBody>;

/**
 * 200 from generate/resend. `mobileNumber` with +91; `expiresAt` (code valid until) and
 * `resendAvailableAt` (earliest next send) are ISO-8601 UTC instants.
 */
export const OtpSentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  mobileNumber: z.string(),
  expiresAt: z.string(),
  resendAvailableAt: z.string(),
});
export type OtpSentResponse = z.infer<typeof OtpSentResponse>;

/** 200 from verify: the number is now the user's `mobileNumber`. */
export const OtpVerifiedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  mobileNumber: z.string(),
});
export type OtpVerifiedResponse = z.infer<typeof OtpVerifiedResponse>;
