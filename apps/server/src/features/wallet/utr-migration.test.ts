/**
 * Migration 0008 (normalise-utr) brings recharge UTRs stored in older forms to the one form of
 * `normaliseUtr`: each normalised UTR keeps one dedupe key (the first entry's), so the same payment
 * cannot be filed again, and the SQL agrees with the TypeScript rule on every stored form.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { normaliseUtr } from '@bidxi/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { walletEntries } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0008_normalise-utr.sql'), 'utf8');

describe('migration 0008: stored UTRs normalised', () => {
  it('normalises old rows like normaliseUtr, one dedupe key per payment, and runs again harmlessly', async () => {
    const db = t.app.deps.database.db;
    const user = await signUp(t.app);
    // Forms the old schema stored: upper-case letters and digits only.
    const stored = [
      '123456789012',
      '000123456789012',
      'UTR123456789012',
      'UTRNO0123456789012',
      'UPI000123456789012',
      'IMPS987654321098',
      'UTIB0001234567',
      'UPIX12345678',
    ];
    const t0 = Date.UTC(2026, 0, 1);
    await db.insert(walletEntries).values(
      stored.map((utr, i) => ({
        userId: user.id,
        type: 'RECHARGE' as const,
        status: 'PENDING' as const,
        amountPaise: 1_000,
        dedupeKey: `RECHARGE:utr:${utr}`,
        reference: utr,
        utr,
        createdAt: new Date(t0 + i * 1_000),
      })),
    );
    for (let run = 0; run < 2; run++) await db.execute(sql.raw(MIGRATION));
    const rows = await db
      .select({
        utr: walletEntries.utr,
        key: walletEntries.dedupeKey,
        ref: walletEntries.reference,
      })
      .from(walletEntries)
      .where(sql`${walletEntries.userId} = ${user.id}`)
      .orderBy(walletEntries.createdAt);
    expect(rows.map((r) => r.utr)).toEqual(stored.map(normaliseUtr));
    expect(rows.map((r) => r.ref)).toEqual(stored.map(normaliseUtr));
    // The first entry of 123456789012 takes the key; the later four keep their old unique keys.
    expect(rows.map((r) => r.key)).toEqual([
      'RECHARGE:utr:123456789012',
      'RECHARGE:utr:000123456789012',
      'RECHARGE:utr:UTR123456789012',
      'RECHARGE:utr:UTRNO0123456789012',
      'RECHARGE:utr:UPI000123456789012',
      'RECHARGE:utr:987654321098',
      'RECHARGE:utr:UTIB0001234567',
      'RECHARGE:utr:UPIX12345678',
    ]);
  });
});

const UPI_MIGRATION = readFileSync(path.join(MIGRATIONS_DIR, '0017_normalise-utr-upi.sql'), 'utf8');

describe('migration 0017: stored UPI references as their 12 digits', () => {
  it('drops a bank prefix and zero padding like normaliseUtr; the first entry keeps the key', async () => {
    const db = t.app.deps.database.db;
    const user = await signUp(t.app);
    // Forms the rule before stored as they were: a bank's letters before 12 digits, zero padding.
    const stored = [
      '987654321012',
      'SBIN987654321012',
      'AXIS00987654321012',
      '000012345678',
      'UTIB0007654321',
    ];
    const t0 = Date.UTC(2026, 1, 1);
    await db.insert(walletEntries).values(
      stored.map((utr, i) => ({
        userId: user.id,
        type: 'RECHARGE' as const,
        status: 'PENDING' as const,
        amountPaise: 1_000,
        dedupeKey: `RECHARGE:utr:${utr}`,
        reference: utr,
        utr,
        createdAt: new Date(t0 + i * 1_000),
      })),
    );
    for (let run = 0; run < 2; run++) await db.execute(sql.raw(UPI_MIGRATION));
    const rows = await db
      .select({ utr: walletEntries.utr, key: walletEntries.dedupeKey })
      .from(walletEntries)
      .where(sql`${walletEntries.userId} = ${user.id}`)
      .orderBy(walletEntries.createdAt);
    expect(rows.map((r) => r.utr)).toEqual(stored.map(normaliseUtr));
    expect(rows.map((r) => r.key)).toEqual([
      'RECHARGE:utr:987654321012',
      'RECHARGE:utr:SBIN987654321012',
      'RECHARGE:utr:AXIS00987654321012',
      'RECHARGE:utr:000012345678',
      'RECHARGE:utr:UTIB0007654321',
    ]);
  });
});
