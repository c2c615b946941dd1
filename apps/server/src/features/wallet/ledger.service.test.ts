import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { insertUser } from '../accounts/accounts.repo';
import { getBalance, postEntry, resolveEntry, verifyWallet } from './ledger.service';

let tdb: TestDatabase;
let database: Database;
let admin: string;
const at = new Date('2026-11-22T06:00:00Z');
let n = 0;
const newUser = async () =>
  (
    await insertUser(database.db, {
      email: `l${++n}@example.com`,
      username: `L${n}`,
      passwordHash: 'x',
      role: 'USER',
    })
  ).id;

beforeAll(async () => {
  tdb = await createTestDatabase();
  database = tdb.database;
  admin = (
    await insertUser(database.db, {
      email: 'ledger-admin@example.com',
      username: 'A',
      passwordHash: 'x',
      role: 'ADMIN',
    })
  ).id;
});
afterAll(() => tdb.cleanup());

const credit = (userId: string, amountPaise: number, key: string) =>
  database.db.transaction((tx) =>
    postEntry(tx, {
      userId,
      type: 'RECHARGE',
      amountPaise,
      status: 'APPROVED',
      dedupeKey: key,
      actedById: admin,
      at,
    }),
  );

describe('ledger', () => {
  it('credits an approved recharge once per dedupe key', async () => {
    const u = await newUser();
    expect((await credit(u, 50_000, `k-${u}`)).created).toBe(true);
    expect((await credit(u, 50_000, `k-${u}`)).created).toBe(false);
    expect(await getBalance(database.db, u)).toEqual({
      balancePaise: 50_000,
      heldPaise: 0,
      availablePaise: 50_000,
    });
    expect((await verifyWallet(database.db, u)).ok).toBe(true);
  });

  it('holds a pending withdrawal and releases the hold when denied', async () => {
    const u = await newUser();
    await credit(u, 10_000, `k-${u}`);
    const { entry } = await database.db.transaction((tx) =>
      postEntry(tx, {
        userId: u,
        type: 'WITHDRAWAL',
        amountPaise: 7_000,
        status: 'PENDING',
        dedupeKey: `w-${u}`,
        at,
      }),
    );
    expect(await getBalance(database.db, u)).toEqual({
      balancePaise: 10_000,
      heldPaise: 7_000,
      availablePaise: 3_000,
    });
    await expect(
      database.db.transaction((tx) =>
        postEntry(tx, {
          userId: u,
          type: 'REGISTRATION_FEE',
          amountPaise: 3_001,
          status: 'APPROVED',
          dedupeKey: `f-${u}`,
          at,
        }),
      ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_BALANCE' });
    await database.db.transaction((tx) => resolveEntry(tx, entry.id, 'DENIED', admin, at));
    expect(await getBalance(database.db, u)).toEqual({
      balancePaise: 10_000,
      heldPaise: 0,
      availablePaise: 10_000,
    });
    await expect(
      database.db.transaction((tx) => resolveEntry(tx, entry.id, 'APPROVED', admin, at)),
    ).rejects.toMatchObject({ code: 'ALREADY_RESOLVED' });
    expect((await verifyWallet(database.db, u)).ok).toBe(true);
  });

  it('debits an approved withdrawal from balance and hold', async () => {
    const u = await newUser();
    await credit(u, 10_000, `k-${u}`);
    const { entry } = await database.db.transaction((tx) =>
      postEntry(tx, {
        userId: u,
        type: 'WITHDRAWAL',
        amountPaise: 4_000,
        status: 'PENDING',
        dedupeKey: `w-${u}`,
        at,
      }),
    );
    await database.db.transaction((tx) => resolveEntry(tx, entry.id, 'APPROVED', admin, at));
    expect(await getBalance(database.db, u)).toEqual({
      balancePaise: 6_000,
      heldPaise: 0,
      availablePaise: 6_000,
    });
    expect((await verifyWallet(database.db, u)).ok).toBe(true);
  });

  it('lets exactly 50 of 100 concurrent withdrawals through when the balance covers 50', async () => {
    const u = await newUser();
    await credit(u, 50 * 100, `k-${u}`);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        database.db.transaction((tx) =>
          postEntry(tx, {
            userId: u,
            type: 'WITHDRAWAL',
            amountPaise: 100,
            status: 'PENDING',
            dedupeKey: `w-${u}-${i}`,
            at,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      rejected.every((r) => (r.reason as { code?: string }).code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    expect(await getBalance(database.db, u)).toEqual({
      balancePaise: 5_000,
      heldPaise: 5_000,
      availablePaise: 0,
    });
    expect((await verifyWallet(database.db, u)).ok).toBe(true);
  });

  it('credits once when 20 approvals of the same request race', async () => {
    const u = await newUser();
    const { entry } = await database.db.transaction((tx) =>
      postEntry(tx, {
        userId: u,
        type: 'RECHARGE',
        amountPaise: 2_500,
        status: 'PENDING',
        dedupeKey: `r-${u}`,
        utr: `UTR${u}`,
        at,
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        database.db.transaction((tx) => resolveEntry(tx, entry.id, 'APPROVED', admin, at)),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await getBalance(database.db, u)).balancePaise).toBe(2_500);
    expect((await verifyWallet(database.db, u)).ok).toBe(true);
  });
});
