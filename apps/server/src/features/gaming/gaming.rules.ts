/**
 * The responsible-gaming rules, pure: which daily recharge limit is in force at an
 * instant, and whether a self-exclusion is running. Time is an argument.
 */
import { RECHARGE_LIMIT_RAISE_DELAY_HOURS, type SelfExclusionDays } from '@bidxi/protocol';
import { addDays } from 'date-fns/addDays';
import { addHours } from 'date-fns/addHours';

/** A user's stored limit state (users.recharge_limit_*). Paise; null limit = none. */
export interface LimitState {
  limitPaise: number | null;
  nextLimitPaise: number | null;
  /** When the waiting change applies (null: nothing waits). */
  nextAt: Date | null;
}

/** The limit in force at `now`: a waiting raise whose time has come replaces the current one. */
export function limitInForce(s: LimitState, now: Date): LimitState {
  if (s.nextAt !== null && s.nextAt.getTime() <= now.getTime()) {
    return { limitPaise: s.nextLimitPaise, nextLimitPaise: null, nextAt: null };
  }
  return s;
}

/** Whether `next` is looser than `current` (null = no limit, the loosest). */
const isLooser = (next: number | null, current: number | null) =>
  current !== null && (next === null || next > current);

/**
 * A user's new choice: a lower (or equal) limit applies at once and drops any waiting raise; a higher
 * one, or none, waits {@link RECHARGE_LIMIT_RAISE_DELAY_HOURS} h while the current limit stays (the
 * industry's cooling rule, so a limit cannot be raised on impulse). Without a limit anything applies
 * at once.
 */
export function chooseLimit(
  stored: LimitState,
  wantedPaise: number | null,
  now: Date,
): { state: LimitState; waits: boolean } {
  const current = limitInForce(stored, now).limitPaise;
  if (!isLooser(wantedPaise, current)) {
    return { state: { limitPaise: wantedPaise, nextLimitPaise: null, nextAt: null }, waits: false };
  }
  return {
    state: {
      limitPaise: current,
      nextLimitPaise: wantedPaise,
      nextAt: addHours(now, RECHARGE_LIMIT_RAISE_DELAY_HOURS),
    },
    waits: true,
  };
}

/**
 * The tighter of the user's limit and the deployment cap (paise; null: neither is set).
 */
export function effectiveDailyLimit(
  userLimitPaise: number | null,
  capPaise: number | null,
): number | null {
  if (userLimitPaise === null) return capPaise;
  if (capPaise === null) return userLimitPaise;
  return Math.min(userLimitPaise, capPaise);
}

/** Whether a self-exclusion ending at `until` still runs at `now`. */
export const isSelfExcluded = (until: Date | null, now: Date): until is Date =>
  until !== null && until.getTime() > now.getTime();

/**
 * The end of a new self-exclusion of `days` from `now`; a running one that ends later is kept (a
 * cooling-off is only ever lengthened, never shortened — by the user or anyone else).
 */
export function exclusionEnd(current: Date | null, days: SelfExclusionDays, now: Date): Date {
  const wanted = addDays(now, days);
  return current !== null && current.getTime() > wanted.getTime() ? current : wanted;
}
