// Two nodes starting together on a new database both find no admin and both create it: one insert
// loses on the unique e-mail. That node must start, not crash (the fault suite's cluster start found
// it: one of two nodes exited during start).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { buildTestApp, TEST_ADMIN, type TestApp } from '../../test/build-app';
import { ensureAdmin } from './admin-bootstrap';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe('ensureAdmin on nodes starting together', () => {
  it('creates one admin and neither start fails', async () => {
    const db = t.app.deps.database.db;
    await db.delete(users).where(eq(users.role, 'ADMIN')); // a new database: no admin yet
    const starts = await Promise.allSettled([
      ensureAdmin(t.app.deps, t.app.log),
      ensureAdmin(t.app.deps, t.app.log),
    ]);
    expect(starts.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled']);
    const admins = await db.select().from(users).where(eq(users.role, 'ADMIN'));
    expect(admins.map((a) => a.email)).toEqual([TEST_ADMIN.email]);
  });
});
