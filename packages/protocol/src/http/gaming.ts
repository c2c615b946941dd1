/**
 * Responsible gaming (real-money mode): a daily recharge limit the user chooses, a
 * cooling-off self-exclusion of 7, 30 or 90 days that nobody can lift early, and the 18+ age
 * confirmation. Paths under `/api/gaming`. Amounts are rupees on the wire (whole paise), instants ISO
 * UTC; the `…Text` fields are the same instants as India time, for display.
 */
import { z } from 'zod/mini';
import { GamingMessage } from '../messages';
import { RupeeAmount } from './wallet';

/** The cooling-off lengths a user may choose, in days. */
export const SELF_EXCLUSION_DAYS = [7, 30, 90] as const;
export type SelfExclusionDays = (typeof SELF_EXCLUSION_DAYS)[number];

/** How long a raised (or removed) daily recharge limit waits before it applies (the industry's 24 h). */
export const RECHARGE_LIMIT_RAISE_DELAY_HOURS = 24;

/** `POST /api/users/register` and `POST /api/gaming/age-confirmation`: the 18+ box, ticked. */
export const AgeConfirmed = z.literal(true, { error: GamingMessage.AGE_REQUIRED });

/** `POST /api/gaming/age-confirmation`. */
export const ConfirmAgeBody = z.object({ ageConfirmed: AgeConfirmed });
export type ConfirmAgeBody = z.infer<typeof ConfirmAgeBody>;

/** `POST /api/gaming/recharge-limit`: a daily limit in rupees (≥ ₹1, whole paise), or null for none. */
export const SetRechargeLimitBody = z.object({
  limit: z.nullable(RupeeAmount('Enter a daily limit in rupees')),
});
export type SetRechargeLimitBody = z.infer<typeof SetRechargeLimitBody>;

/** `POST /api/gaming/self-exclusion`: 7, 30 or 90 days from now. */
export const SelfExcludeBody = z.object({
  days: z.union(
    SELF_EXCLUSION_DAYS.map((d) => z.literal(d)),
    {
      error: 'Choose 7, 30 or 90 days',
    },
  ),
});
export type SelfExcludeBody = z.infer<typeof SelfExcludeBody>;

/** A limit change waiting for its 24 h: the new limit (null = none) and when it applies. */
export const PendingRechargeLimit = z.object({
  limit: z.nullable(z.number()),
  limitPaise: z.nullable(z.int()),
  effectiveAt: z.string(),
  effectiveAtText: z.string(),
});

/** `GET /api/gaming`: the caller's limits and states (also the answer of every change). */
export const ResponsibleGamingView = z.object({
  /** `real` or `play`: in play mode there is no recharge, so no recharge limit. */
  moneyMode: z.enum(['real', 'play']),
  ageConfirmedAt: z.nullable(z.string()),
  /** The end of a running self-exclusion (null when none runs). */
  selfExcludedUntil: z.nullable(z.string()),
  /** The same end as 'DD Mon YYYY, HH:MM IST'. */
  selfExcludedUntilText: z.nullable(z.string()),
  /** The user's daily recharge limit in force (null: none). */
  dailyLimit: z.nullable(z.number()),
  dailyLimitPaise: z.nullable(z.int()),
  pendingLimit: z.nullable(PendingRechargeLimit),
  /** The deployment's daily cap for everyone (RECHARGE_DAILY_CAP_RUPEES; null: none). */
  deploymentCap: z.nullable(z.number()),
  /** Pending + approved recharges of today (the India day). */
  rechargedToday: z.number(),
  rechargedTodayPaise: z.int(),
  /** What may still be requested today under the tighter of the limit and the cap (null: no limit). */
  remainingToday: z.nullable(z.number()),
  remainingTodayPaise: z.nullable(z.int()),
  /** The India day counted ('YYYY-MM-DD'). */
  indiaDay: z.string(),
});
export type ResponsibleGamingView = z.infer<typeof ResponsibleGamingView>;

/** Every change answers with a message and the new view. */
export const ResponsibleGamingAnswer = z.object({
  message: z.string(),
  gaming: ResponsibleGamingView,
});
export type ResponsibleGamingAnswer = z.infer<typeof ResponsibleGamingAnswer>;
