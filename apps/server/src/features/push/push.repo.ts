/** Push subscriptions, preferences and the reminders already claimed (db/schema/push.ts). */
import { and, count, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Language, PushPreferences } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import {
  auctions,
  pushPreferences,
  pushReminders,
  pushSubscriptions,
  teams,
  users,
} from '../../db/schema';

/** The language `userId` reads notices in: the one they chose, else English. */
export async function languageOf(db: DbOrTx, userId: string): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? 'en';
}

/** A stored subscription, as web-push takes it. */
export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Every notice is on until the player turns it off. */
export const DEFAULT_PREFERENCES: PushPreferences = {
  auctionStarting: true,
  outbid: true,
  walletRequest: true,
  reorderClosing: true,
  starredNext: true,
};

/** Saves `sub` for `userId`; an endpoint known under another user (a shared browser) moves to this one. */
export async function saveSubscription(
  db: DbOrTx,
  userId: string,
  sub: StoredSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: sub.endpoint, userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: sql`now()` },
    });
}

/** Deletes `endpoint` if it is `userId`'s. @returns whether a row went. */
export async function deleteUserSubscription(
  db: DbOrTx,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return rows.length > 0;
}

/** Deletes a subscription the push service no longer knows (404/410). */
export async function deleteSubscription(db: DbOrTx, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

/** The user's subscriptions (one per browser). */
export async function subscriptionsOf(db: DbOrTx, userId: string): Promise<StoredSubscription[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return rows.map((r) => ({ endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

/** How many browsers of the user are subscribed. */
export async function countSubscriptions(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** The user's toggles (the defaults when never saved). */
export async function preferencesOf(db: DbOrTx, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  if (!row) return { ...DEFAULT_PREFERENCES };
  return {
    auctionStarting: row.auctionStarting,
    outbid: row.outbid,
    walletRequest: row.walletRequest,
    reorderClosing: row.reorderClosing,
    starredNext: row.starredNext,
  };
}

/** Replaces the user's toggles. */
export async function savePreferences(
  db: DbOrTx,
  userId: string,
  prefs: PushPreferences,
): Promise<void> {
  await db
    .insert(pushPreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({
      target: pushPreferences.userId,
      set: { ...prefs, updatedAt: sql`now()` },
    });
}

/** A reminder this node claimed and must send. */
export interface ClaimedReminder {
  userId: string;
  auctionId: string;
  title: string;
  /** The instant it is about: the start, or the end of the reorder window. */
  at: Date;
}

type ReminderKind = 'AUCTION_STARTING' | 'REORDER_CLOSING';

/**
 * Claims, once per user, auction and kind, the reminders due in `(now, now + leadMs]` for owners of
 * a team with at least one subscribed browser: SCHEDULED auctions starting then
 * (`AUCTION_STARTING`), LIVE auctions whose reorder window closes then (`REORDER_CLOSING`). The
 * insert is the claim (`ON CONFLICT DO NOTHING`), so another node or a restart never claims it again.
 */
export async function claimDueReminders(
  db: DbOrTx,
  kind: ReminderKind,
  now: Date,
  leadMs: number,
): Promise<ClaimedReminder[]> {
  const due = kind === 'AUCTION_STARTING' ? auctions.startsAt : auctions.endsAt;
  const phase =
    kind === 'AUCTION_STARTING'
      ? eq(auctions.status, 'SCHEDULED')
      : and(eq(auctions.status, 'LIVE'), isNotNull(auctions.biddingEndedAt));
  const candidates = await db
    .selectDistinct({
      userId: sql<string>`${teams.ownerId}`,
      auctionId: auctions.id,
      title: auctions.title,
      at: due,
    })
    .from(auctions)
    .innerJoin(teams, eq(teams.auctionId, auctions.id))
    .where(
      and(
        phase,
        gt(due, now),
        lte(due, new Date(now.getTime() + leadMs)),
        isNotNull(teams.ownerId),
        sql`exists (select 1 from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${teams.ownerId})`,
      ),
    );
  if (candidates.length === 0) return [];
  const claimed = await db
    .insert(pushReminders)
    .values(candidates.map((c) => ({ userId: c.userId, auctionId: c.auctionId, kind })))
    .onConflictDoNothing()
    .returning({ userId: pushReminders.userId, auctionId: pushReminders.auctionId });
  const won = new Set(claimed.map((c) => `${c.userId}/${c.auctionId}`));
  return candidates.filter((c) => won.has(`${c.userId}/${c.auctionId}`));
}
