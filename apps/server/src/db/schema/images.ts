import {
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const IMAGE_KINDS = ['AVATAR', 'AADHAAR', 'PAN', 'AUCTION', 'TEAM_ICON', 'PLAYER'] as const;

/**
 * Uploaded images, re-encoded by sharp (type verified from the bytes, metadata stripped, resized)
 * and stored in the database. Private images (Aadhaar, PAN) are served only to their owner and admins.
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: IMAGE_KINDS }).notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);
