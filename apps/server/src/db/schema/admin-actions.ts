import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The admin actions log: one row per admin change, written in the transaction of the
 * change. Append-only: a trigger (migration `admin_actions_append_only`) refuses UPDATE and DELETE. `before`/`after` hold
 * only the changed fields, never a secret, a password hash or a KYC image. Codes: protocol
 * http/admin-actions.ts (`ADMIN_ACTION_CODES`, `ADMIN_TARGET_TYPES`).
 */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_actions_at_idx').on(t.at, t.id),
    index('admin_actions_admin_idx').on(t.adminId, t.at),
    index('admin_actions_target_idx').on(t.targetType, t.targetId, t.at),
    check('admin_actions_target_id_check', sql`length(${t.targetId}) between 1 and 64`),
  ],
);
