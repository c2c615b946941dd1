/**
 * The admin actions log as stored (`admin_actions`, append-only: the database refuses UPDATE and
 * DELETE). Plain functions over a database or transaction; they return plain records.
 */
import { and, desc, eq, gte, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminActions, users } from '../../db/schema/index';

/** A row to append. */
export interface AdminActionRow {
  adminId: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** A stored row with its admin's name. */
export interface StoredAdminAction extends AdminActionRow {
  id: string;
  admin: { id: string; username: string; email: string };
}

/** Filters of the list (all optional, combined with AND); `from` inclusive, `before` exclusive. */
export interface AdminActionFilter {
  adminId?: string;
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: Date;
  before?: Date;
  /** Keyset: rows strictly older than this (at, id), as the list orders them. */
  after?: { at: Date; id: string };
}

/** Appends one action (in the caller's transaction). */
export async function insertAdminAction(db: DbOrTx, row: AdminActionRow): Promise<void> {
  await db.insert(adminActions).values(row);
}

/** Matching actions, newest first, at most `limit`. */
export async function selectAdminActions(
  db: DbOrTx,
  f: AdminActionFilter,
  limit: number,
): Promise<StoredAdminAction[]> {
  const parts: (SQL | undefined)[] = [
    f.adminId ? eq(adminActions.adminId, f.adminId) : undefined,
    f.action ? eq(adminActions.action, f.action) : undefined,
    f.targetType ? eq(adminActions.targetType, f.targetType) : undefined,
    f.targetId ? eq(adminActions.targetId, f.targetId) : undefined,
    f.from ? gte(adminActions.at, f.from) : undefined,
    f.before ? lt(adminActions.at, f.before) : undefined,
    f.after
      ? or(
          lt(adminActions.at, f.after.at),
          and(eq(adminActions.at, f.after.at), lt(adminActions.id, f.after.id)),
        )
      : undefined,
  ];
  const rows = await db
    .select({
      id: adminActions.id,
      adminId: adminActions.adminId,
      action: adminActions.action,
      targetType: adminActions.targetType,
      targetId: adminActions.targetId,
      targetLabel: adminActions.targetLabel,
      before: adminActions.before,
      after: adminActions.after,
      at: adminActions.at,
      admin: { id: users.id, username: users.username, email: users.email },
    })
    .from(adminActions)
    .innerJoin(users, eq(users.id, adminActions.adminId))
    .where(and(...parts))
    .orderBy(desc(adminActions.at), desc(adminActions.id))
    .limit(limit);
  return rows.map((r) => ({
    ...r,
    before: r.before as Record<string, unknown> | null,
    after: r.after as Record<string, unknown> | null,
  }));
}
