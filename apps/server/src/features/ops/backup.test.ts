/**
 * Backups that restore, on PGlite (`npm test`) and on PostgreSQL (`npm run test:db`): an
 * auction played by the room to its end with wallets, registration fees, a prize, a pending
 * recharge and uploaded team icons is backed up, restored into an empty database and served by a
 * server started on it — identical; a tampered backup (one ledger row removed) fails the restore's
 * self-check, through the `db:restore` command.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Db } from '../../db/client';
import { auctionResults, auctions } from '../../db/schema/index';
import { createAuction, fund, ip, png, register, sheetRows } from '../../test/auctions';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { bearer, signUp, type TestUser } from '../../test/factories';
import { adminStatement, randomDatabaseName, testDatabaseUrl } from '../../test/pg-admin';
import { freshUtr, postJson } from '../../test/wallet';
import { postEntry } from '../wallet/ledger.service';
import { backupDatabase, backupPglite, restoreDatabase, type BackupTarget } from './backup';
import { importRows } from '../../test/auctions';

const onPostgres = process.env.BIDXI_TEST_DB === 'postgres';
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!!';

let t: TestApp;
let dir: string;
const databases: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, {}, { realClock: true });
  await t.app.ready();
  dir = mkdtempSync(path.join(tmpdir(), 'bidxi-backup-'));
});
afterAll(async () => {
  await t.close();
  for (const name of databases)
    await adminStatement(`drop database if exists ${name} with (force)`);
  rmSync(dir, { recursive: true, force: true });
});

/** An empty restore target of the run's kind. */
async function emptyTarget(tag: string): Promise<BackupTarget> {
  if (!onPostgres) return { pgliteDir: path.join(dir, tag, 'pglite') };
  const name = randomDatabaseName('bidxi_t');
  await adminStatement(`create database ${name}`);
  databases.push(name);
  return { url: testDatabaseUrl(name) };
}

async function backup(file: string): Promise<void> {
  const database = t.app.deps.database;
  if (database.pglite) return backupPglite(database.pglite, file);
  return backupDatabase({ url: String(database.pgPool!.options.connectionString) }, file);
}

/** Every table the money and the game live in, in a stable order. */
async function fingerprint(db: Db): Promise<string> {
  const tables: [string, string][] = [
    ['users', 'select id, email, username from users order by id'],
    ['wallets', 'select user_id, balance_paise, held_paise from wallets order by user_id'],
    [
      'ledger',
      'select id, user_id, type, status, amount_paise, dedupe_key from wallet_entries order by id',
    ],
    [
      'teams',
      'select id, owner_id, name, purse_remaining_lakhs, registration_fee_paid_paise from teams order by id',
    ],
    ['sales', 'select id, status, team_id, sold_price_lakhs from auction_players order by id'],
    [
      'log',
      'select auction_id, seq, type, payload, hash, prev_hash, created_at from room_events order by auction_id, seq',
    ],
    ['bids', 'select id, seq, amount_lakhs, accepted from bids order by id'],
    ['results', 'select * from auction_results order by auction_id'],
    ['standings', 'select * from team_results order by team_id'],
    ['images', 'select id, kind, md5(bytes) as digest from images order by id'],
  ];
  const out: Record<string, unknown> = {};
  for (const [name, query] of tables) {
    const result = (await db.execute(sql.raw(query))) as unknown as { rows: unknown[] };
    out[name] = result.rows;
  }
  return JSON.stringify(out);
}

/** The server's own answers for a user: balance, ledger and the auction's standings. */
async function served(app: FastifyInstance, user: TestUser, auctionId: string) {
  const headers = bearer(user.token);
  const answers = await Promise.all([
    postJson(app, '/api/wallet/balance', user.token, { userId: user.id }),
    postJson(app, '/api/wallet/transaction-history', user.token, { userId: user.id }),
    app.inject({ method: 'GET', url: `/api/results/${auctionId}`, headers, remoteAddress: ip() }),
  ]);
  for (const a of answers) expect(a.statusCode, a.body).toBe(200);
  // The answers' clock reading is the only thing that may differ.
  return answers.map(
    (a) => JSON.parse(a.body, (k, v: unknown) => (k === 'serverTime' ? undefined : v)) as unknown,
  );
}

/** Builds a server (no listening) on a restored database. */
async function serverOn(target: BackupTarget) {
  const database = await openDatabase(target);
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'served'),
    LOG_LEVEL: 'silent',
    JWT_SECRET,
    DEMO_AUCTIONS: 'false',
    SCHEDULER_MAX_SLEEP_MS: '0',
    PUSH_REMINDERS_INTERVAL_MS: '0',
    RESULTS_INTERVAL_MS: '0',
    ROOM_LEASE_INTERVAL_MS: '0',
    RATE_LIMIT_PER_MINUTE: '100000',
    WEB_DIST_DIR: path.join(dir, 'web'),
  });
  const app = await buildApp(config, { database });
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe(`db:backup / db:restore (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(
    'restores an auction with wallets, fees and prizes identically, and refuses a tampered backup',
    { timeout: 180_000 },
    async () => {
      const db = t.app.deps.database.db;
      const [a, b] = [await signUp(t.app), await signUp(t.app)];
      await fund(t.app, a.id, 300);
      await fund(t.app, b.id, 300);
      const auction = await createAuction(t.app, { registrationFee: 50 });
      const byType = (re: RegExp, n: number) =>
        sheetRows()
          .filter((r) => re.test(r.type!))
          .slice(0, n);
      const rows = [
        ...byType(/^Bats/, 9),
        ...byType(/^Bowl/, 10),
        ...byType(/^Wick/, 5),
        ...byType(/^All/, 6),
      ];
      expect((await importRows(t.app, auction.id, rows)).statusCode).toBe(201);
      for (const [u, name] of [
        [a, 'Alpha XI'],
        [b, 'Bravo XI'],
      ] as const) {
        const res = await register(
          t.app,
          u.token,
          { auctionId: auction.id, userId: u.id, teamName: name },
          { name: 'image', data: await png() },
        );
        expect(res.statusCode, res.body).toBe(201);
      }
      // Live now, with short timers: two practice bots buy their squads through the room. Bots play
      // only in free auctions: the fee, already paid above, is set to ₹0 first.
      await db
        .update(auctions)
        .set({
          registrationFeePaise: 0,
          status: 'LIVE',
          startsAt: new Date(),
          lobbyMs: 300,
          lotWindowMs: 150,
          bidWindowMs: 100,
          pauseBetweenLotsMs: 10,
          reorderWindowMs: 300,
          botTeams: 2,
        })
        .where(eq(auctions.id, auction.id));
      await t.room.registry.pollLeases();
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        const [r] = await db
          .select()
          .from(auctionResults)
          .where(eq(auctionResults.auctionId, auction.id));
        if (r) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      // A prize as scoring posts it (these human teams bought nothing, so scoring paid none), and a
      // recharge still pending.
      await db.transaction((tx) =>
        postEntry(tx, {
          userId: a.id,
          type: 'PRIZE',
          amountPaise: 12_345,
          status: 'APPROVED',
          dedupeKey: `PRIZE:${auction.id}:test`,
          reference: auction.id,
          at: new Date(),
        }),
      );
      expect(
        (
          await postJson(t.app, '/api/wallet/recharge-request', b.token, {
            amount: 75,
            UTRNumber: freshUtr(),
          })
        ).statusCode,
      ).toBe(201);

      const before = await fingerprint(db);
      expect(before).toContain('REGISTRATION_FEE');
      expect(before).toContain('lotSold');
      expect(before).toContain('TEAM_ICON');
      const answersBefore = await served(t.app, a, auction.id);

      const file = path.join(dir, 'bidxi.backup');
      await backup(file);
      const target = await emptyTarget('restored');
      expect(await restoreDatabase(target, file)).toMatchObject({ problems: [] });
      const server = await serverOn(target);
      try {
        expect(await fingerprint(server.app.deps.database.db)).toBe(before);
        expect(await served(server.app, a, auction.id)).toEqual(answersBefore);
      } finally {
        await server.close();
      }
      // Into a database that is not empty: refused.
      await expect(restoreDatabase(target, file)).rejects.toThrow(/not empty/);

      // Tampered: one ledger row removed from the backed-up data.
      await db.execute(sql`delete from wallet_entries where user_id = ${a.id} and type = 'PRIZE'`);
      const tampered = path.join(dir, 'tampered.backup');
      await backup(tampered);
      const second = await emptyTarget('tampered');
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '', DATA_DIR: '' };
      if ('url' in second) env.DATABASE_URL = second.url;
      else env.DATA_DIR = path.dirname(second.pgliteDir);
      const cli = spawnSync('npm', ['run', '--silent', 'db:restore', '--', tampered], {
        cwd: ROOT,
        env,
        encoding: 'utf8',
      });
      expect(cli.status, cli.stderr).toBe(1);
      expect(cli.stderr).toContain('self-check FAILED');
      expect(cli.stderr).toContain(`wallet ${a.id}`);
    },
  );
});
