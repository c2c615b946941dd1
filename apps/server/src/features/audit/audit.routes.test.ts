// The public, verifiable audit log: a participant reads one lot's hash-chained entries,
// refused bids included; once the auction completes anyone downloads the whole log, which verifies
// on its own, and a tampered entry is named by `npm run verify-audit`. On fake time.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseAuditLog,
  verifyAuditLog,
  type AuditEntry,
  type AuditLine,
  type AuditPage,
} from '@bidxi/protocol';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { placeBid, runUntil, startDrivenAuction, type DrivenAuction } from '../../test/room-driver';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const run = promisify(execFile);

let t: TestApp;
let auction: DrivenAuction;
let dir: string;
beforeAll(async () => {
  t = await buildTestApp({}, {}, { fakeTimers: true });
  await t.app.ready();
  dir = mkdtempSync(path.join(tmpdir(), 'bidxi-audit-'));
  // Lot 1: A bids 0.6 Cr; B's 0.5 Cr is refused (too low); A wins at 0.6 Cr.
  auction = await startDrivenAuction(t, 2);
  expect((await placeBid(t, auction.runner, auction.a, 60)).ok).toBe(true);
  expect((await placeBid(t, auction.runner, auction.b, 50)).ok).toBe(false);
  await runUntil(t, () => auction.runner.peek()!.state.lastSale !== null);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const getPage = (query: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/auctions/${auction.id}/audit?${query}`,
    headers: bearer(token),
  });
const download = () =>
  t.app.inject({ method: 'GET', url: `/api/auctions/${auction.id}/audit.jsonl` });

async function verifyCli(file: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run('npm', ['run', '-s', 'verify-audit', '--', file], { cwd: ROOT });
    return { code: 0, out: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string };
    return { code: e.code, out: e.stdout };
  }
}

describe('audit log', () => {
  it("gives a participant one lot's chained entries, refusals included", async () => {
    const res = await getPage('lot=1', auction.a.token);
    expect(res.statusCode).toBe(200);
    const page = res.json<AuditPage>();
    const types = page.entries.map((e) => e.event.type);
    expect(types[0]).toBe('lotOpened');
    expect(types).toContain('bidPlaced');
    expect(types).toContain('lotSold');
    const refused = page.entries.find((e) => e.event.type === 'bidsRefused');
    expect(JSON.stringify(refused?.event)).toContain('BID_TOO_LOW');
    for (const [i, e] of page.entries.entries()) {
      if (i > 0) expect(e.prevHash).toBe(page.entries[i - 1]!.hash);
      expect(e.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // Lot 2 is open now: its entries are not lot 1's.
    expect(page.entries.some((e) => 'lotId' in e.event && e.event.lotId === 2)).toBe(false);
    expect(page.headSeq).toBe(auction.runner.peek()!.state.version);
  });

  it('is refused to a user who is not in the auction, and given to an admin', async () => {
    const stranger = await signUp(t.app);
    const res = await getPage('lot=1', stranger.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('NOT_PARTICIPANT');
    expect((await getPage('afterSeq=0', await adminToken(t.app))).statusCode).toBe(200);
    expect((await getPage('lot=99', auction.a.token)).statusCode).toBe(404);
  });

  it('publishes the whole log only once the auction has completed', async () => {
    const early = await download();
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('AUCTION_NOT_COMPLETED');
  });

  it('downloads a log that verifies, and names the entry someone tampered with', async () => {
    const end = await t.app.inject({
      method: 'POST',
      url: `/api/admin/auctions/${auction.id}/end`,
      headers: bearer(await adminToken(t.app)),
    });
    expect(end.statusCode).toBe(200);
    await runUntil(t, () => auction.runner.peek()!.state.phase === 'COMPLETED');

    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = parseAuditLog(res.body);
    const verdict = verifyAuditLog(lines);
    expect(verdict.problems).toEqual([]);
    expect(verdict.sales).toEqual([
      expect.objectContaining({ playerId: expect.any(String), amountLakhs: 60 }),
    ]);
    const good = path.join(dir, 'good.jsonl');
    writeFileSync(good, res.body);
    const ok = await verifyCli(good);
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^ok: \d+ entries, 1 sales replayed/);

    // Someone lowers the winning bid in their copy.
    const bidLine = lines.find(
      (l): l is { kind: 'entry' } & AuditEntry =>
        l.kind === 'entry' && l.event.type === 'bidPlaced',
    )!;
    const tampered: AuditLine[] = lines.map((l) =>
      l === bidLine ? { ...bidLine, event: { ...bidLine.event, amountLakhs: 55 } } : l,
    );
    expect(verifyAuditLog(tampered).problems).toContainEqual({
      seq: bidLine.seq,
      problem: 'its content does not match its hash',
    });
    const bad = path.join(dir, 'bad.jsonl');
    writeFileSync(bad, tampered.map((l) => JSON.stringify(l)).join('\n'));
    const refused = await verifyCli(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`MISMATCH at seq ${bidLine.seq}`);

    // Someone raises a base price in the header of their copy: the replay's start is in the chain too.
    const header = lines[0]!;
    if (header.kind !== 'header') throw new Error('the log starts with its header');
    const editedHeader = {
      ...header,
      players: header.players.map((p, i) =>
        i === 0 ? { ...p, basePriceLakhs: p.basePriceLakhs + 25 } : p,
      ),
    };
    expect(verifyAuditLog([editedHeader, ...lines.slice(1)]).problems).toEqual([
      { seq: null, problem: 'the header does not match the log hash' },
    ]);
    const edited = path.join(dir, 'edited-header.jsonl');
    writeFileSync(
      edited,
      [editedHeader, ...lines.slice(1)].map((l) => JSON.stringify(l)).join('\n'),
    );
    const headerRefused = await verifyCli(edited);
    expect(headerRefused.code).toBe(1);
    expect(headerRefused.out).toContain(
      'MISMATCH in the log: the header does not match the log hash',
    );
  });
});
