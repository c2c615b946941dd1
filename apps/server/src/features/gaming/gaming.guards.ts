/**
 * The responsible-gaming checks other features run (through gaming.port.ts) where money moves or a
 * player plays: self-exclusion on registration, practice, the room and recharge; the 18+
 * confirmation on money actions in real mode; the daily recharge limit inside the recharge's own
 * transaction, under the user's row lock, so two simultaneous requests cannot both pass.
 */
import { ErrorCode, GamingMessage, paiseToRupees } from '@bidxi/protocol';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { formatIndiaLong, indiaDay } from '../../platform/india-time';
import { readGamingRow, sumRecharges } from './gaming.repo';
import { effectiveDailyLimit, isSelfExcluded, limitInForce } from './gaming.rules';

const rupees = (paise: number) =>
  `₹${paiseToRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** 'Self-excluded until 3 Dec 2026, 14:30 IST'. */
export const selfExcludedText = (until: Date) =>
  `${GamingMessage.SELF_EXCLUDED} ${formatIndiaLong(until)}`;

/**
 * Refuses a self-excluded user (registration, practice, joining a room as a bidder, recharge).
 * Withdrawals stay open: a player may always take their money out.
 * @throws AppError 403 SELF_EXCLUDED 'Self-excluded until <date> IST' while the exclusion runs, with
 *   `selfExcludedUntil` (ISO instant) in the body so a client can say it in its own language.
 */
export function assertNotSelfExcluded(
  user: { selfExcludedUntil: Date | null },
  nowMs: number,
): void {
  if (isSelfExcluded(user.selfExcludedUntil, new Date(nowMs))) {
    throw new AppError(403, ErrorCode.SELF_EXCLUDED, selfExcludedText(user.selfExcludedUntil), {
      selfExcludedUntil: user.selfExcludedUntil.toISOString(),
    });
  }
}

/**
 * Refuses a money action (recharge, a paid registration) of a user who has not confirmed being 18+,
 * in real mode only (play mode moves no money).
 * @throws AppError 403 AGE_NOT_CONFIRMED.
 */
export function assertAgeConfirmed(config: Config, user: { ageConfirmedAt: Date | null }): void {
  if (config.moneyMode === 'real' && user.ageConfirmedAt === null) {
    throw forbidden(GamingMessage.AGE_NOT_CONFIRMED, ErrorCode.AGE_NOT_CONFIRMED);
  }
}

/**
 * Everything a recharge request must pass, inside its transaction: locks the user's row (so a second
 * request of the same user waits for this one to commit, then counts it), then self-exclusion, age,
 * and the daily limit — the tighter of the user's limit in force and RECHARGE_DAILY_CAP_RUPEES — over
 * the PENDING + APPROVED recharges of the India day of `now`.
 * @throws AppError 403 SELF_EXCLUDED, 403 AGE_NOT_CONFIRMED, 422 RECHARGE_LIMIT_EXCEEDED (with
 *   `remaining` in ₹, `remainingPaise` and `limitPaise` in the body), 404 USER_NOT_FOUND.
 */
export async function assertMayRecharge(
  tx: Tx,
  config: Config,
  userId: string,
  amountPaise: number,
  nowMs: number,
): Promise<void> {
  const row = await readGamingRow(tx, userId, true);
  if (!row) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  assertNotSelfExcluded(row, nowMs);
  assertAgeConfirmed(config, row);
  const now = new Date(nowMs);
  const limit = effectiveDailyLimit(
    limitInForce(row, now).limitPaise,
    config.rechargeDailyCapPaise,
  );
  if (limit === null) return;
  const { start, end } = indiaDay(now);
  const today = await sumRecharges(tx, userId, start, end);
  if (today + amountPaise > limit) {
    const remaining = Math.max(0, limit - today);
    throw new AppError(
      422,
      ErrorCode.RECHARGE_LIMIT_EXCEEDED,
      `This recharge would pass your daily limit of ${rupees(limit)}. ` +
        (remaining > 0
          ? `You can add up to ${rupees(remaining)} more today (India time).`
          : 'You have reached it for today (India time).'),
      { remaining: paiseToRupees(remaining), remainingPaise: remaining, limitPaise: limit },
    );
  }
}
