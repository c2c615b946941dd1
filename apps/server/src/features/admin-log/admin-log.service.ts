/**
 * The admin actions log (protocol http/admin-actions.ts): the one way
 * any feature records an admin change — `recordAdminAction`, called INSIDE the transaction of the
 * change, so a refused or failed action records nothing and a committed one is always recorded —
 * and the admin panel's filtered, paged list.
 */
import type {
  AdminActionCode,
  AdminActionsQuery,
  AdminActionsResponse,
  AdminActionView,
  AdminTargetType,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../platform/deps';
import { badRequest } from '../../platform/errors';
import { insertAdminAction, selectAdminActions, type StoredAdminAction } from './admin-log.repo';

/**
 * The log's target for an admin acting on user `u`'s account (a `userId` that is not the caller's:
 * only an admin session gets that far, platform/subject.ts), labelled with the user's name.
 */
export const userTarget = (u: { id: string; username: string; email: string }) => ({
  type: 'USER' as const,
  id: u.id,
  label: `${u.username} <${u.email}>`,
});

/** A JSON snapshot of the fields an action changed (Dates become ISO-8601 UTC strings). */
export type Snapshot = Record<string, unknown>;

/** What an admin did, to what, and the changed fields before and after (null: none, e.g. a create). */
export interface AdminActionInput {
  adminId: string;
  action: AdminActionCode;
  target: { type: AdminTargetType; id: string; label?: string | null };
  before: Snapshot | null;
  after: Snapshot | null;
  /** When the change happened (the server clock of the change, UTC). */
  at: Date;
}

const toJson = (s: Snapshot | null): Snapshot | null =>
  s === null ? null : (JSON.parse(JSON.stringify(s)) as Snapshot);

/**
 * Appends `input` to the log in `tx`, the transaction that makes the change. Never pass a password
 * hash, a token or secret, or a KYC image: snapshots are shown to every admin.
 */
export async function recordAdminAction(tx: DbOrTx, input: AdminActionInput): Promise<void> {
  await insertAdminAction(tx, {
    adminId: input.adminId,
    action: input.action,
    targetType: input.target.type,
    targetId: input.target.id,
    targetLabel: input.target.label ?? null,
    before: toJson(input.before),
    after: toJson(input.after),
    at: input.at,
  });
}

const same = (x: unknown, y: unknown) =>
  x instanceof Date && y instanceof Date
    ? +x === +y
    : JSON.stringify(x ?? null) === JSON.stringify(y ?? null);

/**
 * The fields of `next` whose value differs from `current`, as a before/after pair (`undefined` in
 * `next` means "not changed"). @returns null when nothing changed.
 */
export function changedFields<T extends object>(
  current: T,
  next: Partial<T>,
): { before: Snapshot; after: Snapshot } | null {
  const before: Snapshot = {};
  const after: Snapshot = {};
  for (const [k, v] of Object.entries(next)) {
    const cur = (current as Record<string, unknown>)[k];
    if (v === undefined || same(cur, v)) continue;
    before[k] = cur ?? null;
    after[k] = v;
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}

/** The list's keyset cursor: the last row's instant and id, base64url. */
const encodeCursor = (a: StoredAdminAction) =>
  Buffer.from(`${a.at.toISOString()}|${a.id}`).toString('base64url');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** @throws AppError 400 VALIDATION unless `cursor` is one {@link encodeCursor} could have made. */
function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso = '', id = '', ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(iso);
  // Exactly our own encoding: a made-up instant or id must be refused here, not by the database.
  const isOurs = !Number.isNaN(+at) && at.getTime() >= 0 && at.toISOString() === iso;
  if (rest.length > 0 || !UUID.test(id) || !isOurs || !/^\d{4}-/.test(iso)) {
    throw badRequest('cursor: not a cursor this list gave');
  }
  return { at, id };
}

const viewOf = (a: StoredAdminAction): AdminActionView => ({
  id: a.id,
  at: a.at.toISOString(),
  admin: a.admin,
  action: a.action as AdminActionCode,
  targetType: a.targetType as AdminTargetType,
  targetId: a.targetId,
  targetLabel: a.targetLabel,
  before: a.before,
  after: a.after,
});

/**
 * `GET /api/admin/actions`: newest first, filtered, one page after `q.cursor`.
 * @throws AppError 400 VALIDATION for a cursor this list did not give.
 */
export async function listAdminActions(
  deps: AppDeps,
  q: AdminActionsQuery,
): Promise<AdminActionsResponse> {
  const rows = await selectAdminActions(
    deps.database.db,
    {
      adminId: q.adminId,
      action: q.action,
      targetType: q.targetType,
      targetId: q.targetId,
      from: q.from ? new Date(q.from) : undefined,
      before: q.to ? new Date(q.to) : undefined,
      after: q.cursor ? decodeCursor(q.cursor) : undefined,
    },
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    actions: page.map(viewOf),
    nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null,
  };
}
