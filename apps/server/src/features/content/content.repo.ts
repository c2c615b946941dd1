/** Static page texts in the database. */
import { eq } from 'drizzle-orm';
import type { StaticContentType } from '@bidxi/protocol';
import type { DbOrTx } from '../../db/client';
import { staticContent } from '../../db/schema/index';

export interface ContentRecord {
  type: StaticContentType;
  content: string;
  updatedAt: Date;
}

export async function findContent(db: DbOrTx, type: string): Promise<ContentRecord | null> {
  const [row] = await db
    .select({
      type: staticContent.type,
      content: staticContent.content,
      updatedAt: staticContent.updatedAt,
    })
    .from(staticContent)
    .where(eq(staticContent.type, type));
  return row ? { ...row, type: row.type as StaticContentType } : null;
}

export async function upsertContent(
  db: DbOrTx,
  data: { type: StaticContentType; content: string; updatedById: string; at: Date },
): Promise<ContentRecord> {
  const values = { content: data.content, updatedById: data.updatedById, updatedAt: data.at };
  const [row] = await db
    .insert(staticContent)
    .values({ type: data.type, ...values })
    .onConflictDoUpdate({ target: staticContent.type, set: values })
    .returning({
      type: staticContent.type,
      content: staticContent.content,
      updatedAt: staticContent.updatedAt,
    });
  if (!row) throw new Error('upsert returned no row');
  return { ...row, type: row.type as StaticContentType };
}

/** Seeds missing types (an admin's edits are never overwritten). */
export async function insertMissingContent(
  db: DbOrTx,
  texts: Record<StaticContentType, string>,
): Promise<void> {
  await db
    .insert(staticContent)
    .values(Object.entries(texts).map(([type, content]) => ({ type, content })))
    .onConflictDoNothing();
}
