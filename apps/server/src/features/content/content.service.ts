/** Static pages: read by anyone, replaced by admins, defaults seeded on first start. */
import {
  CONTENT_NOT_FOUND_MESSAGE,
  ErrorCode,
  STATIC_CONTENT_TYPES,
  type StaticContentType,
} from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { recordAdminAction } from '../admin-log/admin-log.service';
import { defaultContent } from './content-defaults';
import {
  findContent,
  insertMissingContent,
  upsertContent,
  type ContentRecord,
} from './content.repo';

const view = (c: ContentRecord) => ({
  content: { type: c.type, content: c.content, updatedAt: c.updatedAt.toISOString() },
});

/** `GET static-content/:type`. @throws 404 CONTENT_NOT_FOUND 'Content not found for the specified type'. */
export async function getContent(deps: AppDeps, type: string) {
  const known = (STATIC_CONTENT_TYPES as readonly string[]).includes(type);
  const found = known ? await findContent(deps.database.db, type) : null;
  if (!found) throw notFound(CONTENT_NOT_FOUND_MESSAGE, ErrorCode.CONTENT_NOT_FOUND);
  return view(found);
}

/** `POST static-content` (admin): replaces the text of a page (logged with the old and new text). */
export async function saveContent(
  deps: AppDeps,
  auth: AuthContext,
  body: { type: StaticContentType; content: string },
) {
  const at = new Date(deps.clock.now());
  const saved = await deps.database.db.transaction(async (tx) => {
    const before = await findContent(tx, body.type);
    const row = await upsertContent(tx, { ...body, updatedById: auth.user.id, at });
    await recordAdminAction(tx, {
      adminId: auth.user.id,
      action: 'CONTENT_EDIT',
      target: { type: 'CONTENT', id: body.type, label: body.type },
      before: before ? { content: before.content } : null,
      after: { content: row.content },
      at,
    });
    return row;
  });
  return view(saved);
}

/** Writes the default text of every page that has none yet. */
export async function seedStaticContent(db: DbOrTx, supportEmail: string): Promise<void> {
  await insertMissingContent(db, defaultContent(supportEmail));
}
