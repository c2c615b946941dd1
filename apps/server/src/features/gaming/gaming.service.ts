/**
 * The user's responsible-gaming settings: read them, choose a daily recharge limit,
 * self-exclude for 7/30/90 days, confirm being 18+. Always the caller's own account: there is no
 * admin path that changes any of them (an admin sees them read-only in the user's profile).
 */
import {
  ErrorCode,
  GamingMessage,
  paiseToRupees,
  rupeesToPaise,
  type ResponsibleGamingAnswer,
  type ResponsibleGamingView,
  type SelfExcludeBody,
  type SetRechargeLimitBody,
} from '@bidxi/protocol';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound, unprocessable } from '../../platform/errors';
import { formatIndiaLong, indiaDay } from '../../platform/india-time';
import type { DbOrTx } from '../../db/client';
import { selfExcludedText } from './gaming.guards';
import {
  readGamingRow,
  sumRecharges,
  writeAgeConfirmed,
  writeExclusionEnd,
  writeLimit,
} from './gaming.repo';
import {
  chooseLimit,
  effectiveDailyLimit,
  exclusionEnd,
  isSelfExcluded,
  limitInForce,
} from './gaming.rules';

const rupeesOrNull = (paise: number | null) => (paise === null ? null : paiseToRupees(paise));

async function loadRow(db: DbOrTx, userId: string, lock = false) {
  const row = await readGamingRow(db, userId, lock);
  if (!row) throw notFound('User not found', ErrorCode.USER_NOT_FOUND);
  return row;
}

/** The caller's view at the clock's now: limit in force, a waiting raise, today's total, exclusion. */
export async function getGaming(
  deps: AppDeps,
  auth: AuthContext,
  db: DbOrTx = deps.database.db,
): Promise<ResponsibleGamingView> {
  const userId = auth.user.id;
  const now = new Date(deps.clock.now());
  const row = await loadRow(db, userId);
  const inForce = limitInForce(row, now);
  const cap = deps.config.rechargeDailyCapPaise;
  const limit = effectiveDailyLimit(inForce.limitPaise, cap);
  const { day, start, end } = indiaDay(now);
  const today = await sumRecharges(db, userId, start, end);
  const excluded = isSelfExcluded(row.selfExcludedUntil, now) ? row.selfExcludedUntil : null;
  const remaining = limit === null ? null : Math.max(0, limit - today);
  return {
    moneyMode: deps.config.moneyMode,
    ageConfirmedAt: row.ageConfirmedAt?.toISOString() ?? null,
    selfExcludedUntil: excluded?.toISOString() ?? null,
    selfExcludedUntilText: excluded ? formatIndiaLong(excluded) : null,
    dailyLimit: rupeesOrNull(inForce.limitPaise),
    dailyLimitPaise: inForce.limitPaise,
    pendingLimit:
      inForce.nextAt === null
        ? null
        : {
            limit: rupeesOrNull(inForce.nextLimitPaise),
            limitPaise: inForce.nextLimitPaise,
            effectiveAt: inForce.nextAt.toISOString(),
            effectiveAtText: formatIndiaLong(inForce.nextAt),
          },
    deploymentCap: rupeesOrNull(cap),
    rechargedToday: paiseToRupees(today),
    rechargedTodayPaise: today,
    remainingToday: rupeesOrNull(remaining),
    remainingTodayPaise: remaining,
    indiaDay: day,
  };
}

/**
 * Sets the caller's daily recharge limit (null: none). Lower applies at once; higher (or none) after
 * 24 h. The row lock orders it with the caller's recharges.
 * @throws AppError 422 VALIDATION for a limit under ₹1; 404 unknown user.
 */
export async function setRechargeLimit(
  deps: AppDeps,
  auth: AuthContext,
  body: SetRechargeLimitBody,
): Promise<ResponsibleGamingAnswer> {
  const wanted = body.limit === null ? null : rupeesToPaise(body.limit);
  if (wanted !== null && (wanted === null || wanted < 100)) {
    throw unprocessable(ErrorCode.VALIDATION, 'The daily limit must be at least ₹1');
  }
  const now = new Date(deps.clock.now());
  return deps.database.db.transaction(async (tx) => {
    const row = await loadRow(tx, auth.user.id, true);
    const { state, waits } = chooseLimit(row, wanted, now);
    await writeLimit(tx, auth.user.id, state);
    const message = waits ? GamingMessage.LIMIT_RAISE_PENDING : GamingMessage.LIMIT_SET;
    return { message, gaming: await getGaming(deps, auth, tx) };
  });
}

/**
 * Self-excludes the caller for `days` (7, 30 or 90) from now; a running exclusion that ends later
 * stays. After the commit, the caller's room sockets are closed on every node.
 * @throws AppError 404 unknown user.
 */
export async function selfExclude(
  deps: AppDeps,
  auth: AuthContext,
  body: SelfExcludeBody,
): Promise<ResponsibleGamingAnswer> {
  const now = new Date(deps.clock.now());
  const userId = auth.user.id;
  const { answer, until } = await deps.database.db.transaction(async (tx) => {
    const row = await loadRow(tx, userId, true);
    const end = exclusionEnd(row.selfExcludedUntil, body.days, now);
    await writeExclusionEnd(tx, userId, end);
    const gaming = await getGaming(deps, auth, tx);
    return { answer: { message: selfExcludedText(end), gaming }, until: end };
  });
  // The verified-session cache holds the user as it was: forget it so the next request sees this.
  deps.sessionCache?.forget({ userId });
  await deps.room.userSelfExcluded(userId, selfExcludedText(until)).catch(() => undefined);
  return answer;
}

/** Records that the caller confirmed being 18+ (once; later confirmations change nothing). */
export async function confirmAge(
  deps: AppDeps,
  auth: AuthContext,
): Promise<ResponsibleGamingAnswer> {
  const userId = auth.user.id;
  await writeAgeConfirmed(deps.database.db, userId, new Date(deps.clock.now()));
  deps.sessionCache?.forget({ userId });
  return { message: 'Thank you', gaming: await getGaming(deps, auth) };
}
