/**
 * Phone verification (spec 001 §2, §5 "Phone", §8 "OTP"). A code is valid 10
 * minutes, used once, dead after 5 tries; a new code only 60 s after the account's last, at most 3
 * per 15 minutes per account. The limits are counted in the database under advisory locks, so they
 * hold across nodes. A verified number becomes `users.mobile_number`, unique across accounts.
 *
 * Requests are bound to the requesting account: the limits count that account's codes
 * only, so a code someone else's account asked for a number never stops its owner asking for one
 * (a phone-wide limit let anyone block a number's owner for 60 s, or 15 minutes, by asking first).
 * Sending a number many texts takes many accounts, each held to 3 per 15 minutes, and accounts are
 * made at most 20 per 15 minutes per address (the sign-up limit).
 */
import {
  ErrorCode,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_SENDS,
  OTP_RESEND_SECONDS,
  OTP_SEND_WINDOW_MINUTES,
  OTP_TTL_MINUTES,
  OtpMessage,
  type OtpSentResponse,
  type OtpVerifiedResponse,
  type OtpVerifyBody,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { translator } from '../../i18n/i18n';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, unprocessable } from '../../platform/errors';
import { existingSubjectOf } from '../../platform/subject';
import { isUniqueViolation } from '../../db/errors';
import { findUserById } from '../../db/users';
import { recordAdminAction, userTarget } from '../admin-log/admin-log.service';
import { codeMatches, hashCode, newCode, newSalt, toE164India } from './otp.codes';
import * as repo from './otp.repo';

const tooMany = (code: ErrorCode, waitMs: number, message: (s: number) => string) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new AppError(429, code, message(seconds), { retryAfterSeconds: seconds });
};

/** Refuses a send that breaks the account's limits. */
async function checkLimits(tx: DbOrTx, userId: string, now: number) {
  const windowMs = OTP_SEND_WINDOW_MINUTES * 60_000;
  const stats = await repo.sendStats(tx, { userId }, new Date(now - windowMs));
  if (stats.count >= OTP_MAX_SENDS && stats.oldestAt) {
    throw tooMany(
      ErrorCode.OTP_SEND_LIMIT,
      stats.oldestAt.getTime() + windowMs - now,
      (s) => `Too many OTP requests. Please try again in ${Math.ceil(s / 60)} min.`,
    );
  }
  const resendAt = (stats.latestAt?.getTime() ?? 0) + OTP_RESEND_SECONDS * 1000;
  if (resendAt > now) {
    throw tooMany(
      ErrorCode.OTP_RESEND_TOO_SOON,
      resendAt - now,
      (s) => `Please wait ${s} s before requesting another OTP.`,
    );
  }
}

/**
 * Sends a new code by SMS (`generate`, or `resend`: without a number, to the last number used).
 * @throws AppError 403 another user's id; 409 MOBILE_IN_USE number verified on another account;
 *   422 OTP_NOT_FOUND resend with nothing to resend; 429 OTP_SEND_LIMIT / OTP_RESEND_TOO_SOON
 *   (body `retryAfterSeconds`); Error when the SMS provider fails (nothing is recorded then).
 */
export async function sendOtp(
  deps: AppDeps,
  auth: AuthContext,
  body: { userId?: string; mobileNumber?: string },
  mode: 'generate' | 'resend',
): Promise<OtpSentResponse> {
  const userId = await existingSubjectOf(deps, auth, body.userId);
  const db = deps.database.db;
  const phone = body.mobileNumber
    ? toE164India(body.mobileNumber)
    : (await repo.findLatestOtp(db, userId))?.phone;
  if (!phone) throw unprocessable(ErrorCode.OTP_NOT_FOUND, OtpMessage.NOT_FOUND);
  const owner = await repo.findMobileOwner(db, phone);
  if (owner && owner !== userId) throw conflict(OtpMessage.MOBILE_IN_USE, ErrorCode.MOBILE_IN_USE);

  // The text in the account's language; English when it never chose one.
  const language = (await findUserById(db, userId))?.language ?? 'en';
  const now = deps.clock.now();
  const expiresAt = new Date(now + OTP_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await repo.lockSendScope(tx, `otp:user:${userId}`);
    await checkLimits(tx, userId, now);
    const code = newCode();
    const salt = newSalt();
    await repo.supersedeCodes(tx, userId, new Date(now));
    await repo.insertOtp(tx, {
      userId,
      phone,
      salt,
      codeHash: hashCode(salt, code),
      createdAt: new Date(now),
      expiresAt,
    });
    // Sent inside the transaction: a failed send records nothing and counts against no limit.
    await deps.sms.send(
      phone,
      translator(language, 'sms')('otp', { code, minutes: OTP_TTL_MINUTES }),
    );
  });
  return {
    success: true,
    message: mode === 'generate' ? OtpMessage.SENT : OtpMessage.RESENT,
    mobileNumber: phone,
    expiresAt: expiresAt.toISOString(),
    resendAvailableAt: new Date(now + OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

/** Why the latest code cannot be tried. */
function deadCodeError(otp: repo.OtpRecord, now: number): AppError {
  if (otp.consumedAt) return unprocessable(ErrorCode.OTP_USED, OtpMessage.USED);
  if (otp.attempts >= OTP_MAX_ATTEMPTS) {
    return unprocessable(ErrorCode.OTP_ATTEMPTS_EXCEEDED, OtpMessage.ATTEMPTS_EXCEEDED);
  }
  if (otp.expiresAt.getTime() <= now)
    return unprocessable(ErrorCode.OTP_EXPIRED, OtpMessage.EXPIRED);
  return unprocessable(ErrorCode.OTP_NOT_FOUND, OtpMessage.NOT_FOUND);
}

/**
 * Checks a code against the account's latest OTP; a match makes its number the user's mobile.
 * Each try is taken before the comparison, so concurrent guesses never get more than 5 tries.
 * @throws AppError 422 OTP_INVALID (body `attemptsLeft`), OTP_ATTEMPTS_EXCEEDED (5th wrong try and
 *   after), OTP_EXPIRED, OTP_USED, OTP_NOT_FOUND; 409 MOBILE_IN_USE; 403 another user's id.
 */
export async function verifyOtp(
  deps: AppDeps,
  auth: AuthContext,
  body: OtpVerifyBody,
): Promise<OtpVerifiedResponse> {
  const userId = await existingSubjectOf(deps, auth, body.userId);
  const db = deps.database.db;
  const now = deps.clock.now();
  const otp = await repo.findLatestOtp(db, userId);
  if (!otp) throw unprocessable(ErrorCode.OTP_NOT_FOUND, OtpMessage.NOT_FOUND);
  const tries = await repo.reserveAttempt(db, otp.id, new Date(now), OTP_MAX_ATTEMPTS);
  if (tries === null) throw deadCodeError((await repo.findLatestOtp(db, userId)) ?? otp, now);
  if (!codeMatches(otp.salt, otp.codeHash, body.otp)) {
    const attemptsLeft = OTP_MAX_ATTEMPTS - tries;
    if (attemptsLeft === 0) {
      throw unprocessable(ErrorCode.OTP_ATTEMPTS_EXCEEDED, OtpMessage.ATTEMPTS_EXCEEDED);
    }
    throw new AppError(422, ErrorCode.OTP_INVALID, OtpMessage.INVALID_OTP, { attemptsLeft });
  }
  try {
    await db.transaction(async (tx) => {
      if (!(await repo.consumeOtp(tx, otp.id, new Date(now)))) {
        throw unprocessable(ErrorCode.OTP_USED, OtpMessage.USED);
      }
      const owner = await repo.findMobileOwner(tx, otp.phone);
      if (owner && owner !== userId) {
        throw conflict(OtpMessage.MOBILE_IN_USE, ErrorCode.MOBILE_IN_USE);
      }
      const user = userId === auth.user.id ? null : await findUserById(tx, userId);
      await repo.setUserMobile(tx, userId, otp.phone, new Date(now));
      if (user) {
        // An admin verifying a player's number with the code the player read out: logged.
        await recordAdminAction(tx, {
          adminId: auth.user.id,
          action: 'USER_MOBILE_VERIFY',
          target: userTarget(user),
          before: { mobileNumber: user.mobileNumber },
          after: { mobileNumber: otp.phone },
          at: new Date(now),
        });
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(OtpMessage.MOBILE_IN_USE, ErrorCode.MOBILE_IN_USE);
    throw err;
  }
  return { success: true, message: OtpMessage.VERIFIED, mobileNumber: otp.phone };
}
