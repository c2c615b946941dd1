import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ActivePlayerDetail } from '@bidxi/protocol';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';
import { connectRoom, type TestSocket } from '../../test/socket-client';

const TOKEN = 'metrics-token-for-tests-0123456789';
const PROMTOOL = '/usr/bin/promtool';

let t: TestApp | null = null;
let off: TestApp | null = null;
const sockets: TestSocket[] = [];
afterAll(async () => {
  for (const s of sockets) s.close();
  await t?.close();
  await off?.close();
});

const scrape = async (app: TestApp['app'], auth?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: auth === undefined ? {} : { authorization: auth },
  });

/** The value of one sample line (`name{labels} value`), or undefined. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('GET /metrics', () => {
  it('is off without METRICS_TOKEN', async () => {
    off = await buildTestApp();
    const res = await scrape(off.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('refuses a scrape without the token, and after a few bids serves every family', async () => {
    t = await buildTestApp(
      { METRICS_TOKEN: TOKEN, LEDGER_CHECK_INTERVAL_MS: '100' },
      {},
      { realClock: true },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    expect((await scrape(t.app)).statusCode).toBe(401);
    expect((await scrape(t.app, 'Bearer wrong-token-wrong-token')).statusCode).toBe(401);
    expect((await scrape(t.app, TOKEN)).statusCode).toBe(401);

    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction } = await createLiveAuction(t.app.deps.database.db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
      lotWindowMs: 1_500,
      bidWindowMs: 800,
    });
    const sa = await connectRoom(baseUrl, { token: a.token, auctionId: auction.id });
    const sb = await connectRoom(baseUrl, { token: b.token, auctionId: auction.id });
    sockets.push(sa, sb);
    const lot = await sa.waitFor<ActivePlayerDetail>('activePlayerDetail', undefined, 10_000);
    const bid = (s: TestSocket, crores: number) =>
      s.emitAck('bid', {
        auctionPlayerId: lot.playerId,
        lotId: lot.lot.lotId,
        biddingAmount: crores,
      });
    expect((await bid(sa, 0.5)).success).toBe(true);
    const low = await bid(sb, 0.5);
    expect(low.success).toBe(false);
    await sa.waitFor('askNewPlayer', undefined, 10_000); // the lot closes: its lag is recorded
    await t.app.inject({ method: 'GET', url: '/api/health' });

    const res = await scrape(t.app, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'bidxi_bids_total{outcome="accepted"}')).toBe(1);
    expect(sample(text, `bidxi_bids_total{outcome="${low.error!.code}"}`)).toBe(1);
    expect(sample(text, 'bidxi_bid_ack_seconds_count')).toBe(2);
    expect(sample(text, 'bidxi_lot_close_lag_seconds_count')).toBe(1);
    expect(sample(text, 'bidxi_socket_connections')).toBe(2);
    expect(sample(text, 'bidxi_live_auctions')).toBe(1);
    expect(sample(text, 'bidxi_auction_leases')).toBe(1);
    expect(sample(text, 'bidxi_ledger_mismatches')).toBe(0);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}',
      ),
    ).toBe(1);
    for (const family of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
      'nodejs_active_handles',
    ])
      expect(text).toContain(`# TYPE ${family} `);
    expect(text).not.toContain('nodejs_active_handles_total');
    // No user id anywhere in the labels.
    expect(text).not.toContain(a.id);

    if (existsSync(PROMTOOL)) {
      const dir = mkdtempSync(path.join(tmpdir(), 'bidxi-metrics-'));
      const file = path.join(dir, 'metrics.txt');
      writeFileSync(file, text);
      // promtool lints every family, Node's defaults included.
      let problems = '';
      let exitCode = 0;
      try {
        execFileSync('sh', ['-c', `${PROMTOOL} check metrics < ${file}`], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
      } catch (err) {
        const out = err as { status?: number; stdout?: string; stderr?: string };
        exitCode = out.status ?? -1;
        problems = `${out.stdout ?? ''}\n${out.stderr ?? ''}`;
      }
      rmSync(dir, { recursive: true, force: true });
      expect({ exitCode, problems: problems.trim() }).toEqual({ exitCode: 0, problems: '' });
    }
  });

  it('counts wallets that differ from their ledger', async () => {
    const user = await signUp(t!.app);
    await t!.app.deps.database.db.execute(
      sql`insert into wallets (user_id, balance_paise) values (${user.id}, 5000)`,
    );
    let mismatches: number | undefined;
    for (let i = 0; i < 50 && mismatches !== 1; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mismatches = sample(
        (await scrape(t!.app, `Bearer ${TOKEN}`)).body,
        'bidxi_ledger_mismatches',
      );
    }
    expect(mismatches).toBe(1);
  });
});
