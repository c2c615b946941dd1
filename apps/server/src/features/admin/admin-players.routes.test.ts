import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { adminToken, bearer, signUp } from '../../test/factories';
import { createAuction, importRows, ip, sheetRows } from '../../test/auctions';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  admin = await adminToken(t.app);
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'PUT' | 'DELETE' | 'POST',
  url: string,
  payload?: object,
  token = admin,
) => t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: ip() });
const pool = async (auctionId: string) =>
  (await send('GET', `/api/auctions/${auctionId}/pool`)).json().players as {
    id: string;
    name: string;
    type: string;
    order: number;
    basePrice: number;
    bonus: number;
    slotPoints: number[];
  }[];

describe('POST /api/players/register-to-auction-3', () => {
  it('imports the real 148-row player sheet into the pool, in lot order', async () => {
    const a = await createAuction(t.app);
    const res = await importRows(t.app, a.id, sheetRows());
    expect(res.statusCode).toBe(201);
    expect(res.json().added).toBe(148);
    const players = await pool(a.id);
    expect(players).toHaveLength(148);
    expect(players[0]).toMatchObject({
      name: 'Shreyas Iyer',
      type: 'Batter',
      order: 1,
      basePrice: 2,
      bonus: 0,
    });
    expect(players[0]!.slotPoints).toEqual([500, 500, 875, 875, 750, 0, 0, 0, 0, 0, 0]);
    // Group 1: Batters, Bowlers, Wicket-Keepers, All-Rounders; then group 2.
    const firstGroup = players.filter((p) => p.order === 1).map((p) => p.type);
    expect([...new Set(firstGroup)]).toEqual(['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder']);
    expect(players.map((p) => p.order)).toEqual(
      [...players.map((p) => p.order)].sort((x, y) => x - y),
    );
    const view = await send('GET', `/api/auctions/${a.id}`, undefined, (await signUp(t.app)).token);
    expect(view.json().auction.totalPlayerCount).toBe(148);
  });

  it('writes nothing when one row is bad, and names the row and field', async () => {
    const a = await createAuction(t.app);
    const rows = sheetRows().slice(0, 10);
    rows[3] = { ...rows[3]!, base_cr: '1.23' };
    rows[7] = { ...rows[7]!, type: 'Spinner 1', slot_2: '-5' };
    const res = await importRows(t.app, a.id, rows);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'INVALID_PLAYER_ROWS',
      message: '2 rows have errors (first: row 5); nothing was imported',
    });
    // Rows as the spreadsheet numbers them: the header is row 1, so rows[3] is row 5.
    expect(res.json().rows).toEqual([
      { index: 3, row: 5, errors: { base_cr: 'Base price must be a multiple of 0.05 Cr' } },
      {
        index: 7,
        row: 9,
        errors: {
          slot_2: 'Slot 2 points cannot be negative',
          type: expect.stringContaining('Unknown type'),
        },
      },
    ]);
    expect(await pool(a.id)).toHaveLength(0);
  });

  it('names rows by the sheet row numbers sent with them, and every message in words', async () => {
    const a = await createAuction(t.app);
    const [r0, r1] = sheetRows();
    // Rows 2 and 5 of a sheet whose rows 3–4 were blank; row 5 repeats row 2's name.
    const res = await send('POST', '/api/players/register-to-auction-3', {
      auctionId: a.id,
      players: [r0, { ...r1, name: r0!.name, bonus: 'many' }],
      sheetRows: [2, 5],
      dryRun: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { index: 1, row: 5, errors: { bonus: 'Bonus points must be a number' } },
    ]);
    const dup = await send('POST', '/api/players/register-to-auction-3', {
      auctionId: a.id,
      players: [r0, r1, { ...r1, name: r0!.name }],
      sheetRows: [2, 3, 7],
    });
    expect(dup.json().error.message).toBe('1 row has errors (first: row 7); nothing was imported');
    expect(dup.json().rows).toEqual([{ index: 2, row: 7, errors: { name: 'Same name as row 2' } }]);
    const mismatched = await send('POST', '/api/players/register-to-auction-3', {
      auctionId: a.id,
      players: [r0, r1],
      sheetRows: [2],
    });
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().error.fields).toEqual({
      sheetRows: 'Send one sheet row number per player row',
    });
  });

  it('refuses duplicate names within the auction, ignoring case', async () => {
    const a = await createAuction(t.app);
    const [r0, r1] = sheetRows();
    expect((await importRows(t.app, a.id, [r0!])).statusCode).toBe(201);
    const res = await importRows(t.app, a.id, [
      r1!,
      { ...r1!, name: r1!.name!.toUpperCase() },
      { ...r0!, name: ` ${r0!.name} ` },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().rows).toEqual([
      { index: 1, row: 3, errors: { name: 'Same name as row 2' } },
      { index: 2, row: 4, errors: { name: 'A player with this name is already in the pool' } },
    ]);
    expect(await pool(a.id)).toHaveLength(1);
  });

  it('accepts numeric cells and a single `player`; a dry run writes nothing', async () => {
    const a = await createAuction(t.app);
    const row = {
      name: 'New Talent',
      type: 'All Rounder 2',
      base_cr: 0.55,
      bonus: 10,
      slot_1: 100,
    };
    const dry = await send('POST', '/api/players/register-to-auction-3', {
      auctionId: a.id,
      players: [row],
      dryRun: true,
    });
    expect(dry.statusCode).toBe(200);
    expect(dry.json().preview[0]).toMatchObject({
      name: 'New Talent',
      type: 'All-Rounder',
      order: 2,
      basePrice: 0.55,
    });
    expect(await pool(a.id)).toHaveLength(0);
    const one = await send('POST', '/api/players/register-to-auction-3', {
      auctionId: a.id,
      player: row,
    });
    expect(one.statusCode).toBe(201);
    expect((await pool(a.id))[0]).toMatchObject({
      name: 'New Talent',
      bonus: 10,
      slotPoints: [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });

  it('answers 404 for an unknown auction and 403 for players', async () => {
    const res = await importRows(
      t.app,
      '00000000-0000-4000-8000-000000000000',
      sheetRows().slice(0, 1),
    );
    expect(res.statusCode).toBe(404);
    const u = await signUp(t.app);
    const forbidden = await send('GET', '/api/admin/auctions', undefined, u.token);
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/auction-players/:id', () => {
  it('edits and removes pool players while scheduled, and refuses once live', async () => {
    const a = await createAuction(t.app);
    await importRows(t.app, a.id, sheetRows().slice(0, 3));
    const [p0, p1, p2] = await pool(a.id);
    const edit = await send('PUT', `/api/auction-players/${p0!.id}`, {
      base_cr: '2.5',
      type: 'Batsmen 4',
      slot_11: 7,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().player).toMatchObject({
      basePrice: 2.5,
      order: 4,
      type: 'Batter',
      name: p0!.name,
    });
    expect(edit.json().player.slotPoints[10]).toBe(7);
    const bad = await send('PUT', `/api/auction-players/${p0!.id}`, { base_cr: 0, slot_3: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toEqual({
      code: 'VALIDATION',
      message: 'Base price must be more than 0; Slot 3 points must be a whole number',
      fields: {
        base_cr: 'Base price must be more than 0',
        slot_3: 'Slot 3 points must be a whole number',
      },
    });
    const dup = await send('PUT', `/api/auction-players/${p0!.id}`, { name: p1!.name });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      code: 'CONFLICT',
      message: 'A player with this name is already in the pool',
      fields: { name: 'A player with this name is already in the pool' },
    });
    const del = await send('DELETE', `/api/auction-players/${p1!.id}`);
    expect(del.json()).toEqual({ deleted: p1!.id });
    expect(await pool(a.id)).toHaveLength(2);
    await send('PUT', '/api/auctions/update', { auctionId: a.id, status: 'LIVE' });
    const locked = await send('DELETE', `/api/auction-players/${p2!.id}`);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.code).toBe('AUCTION_NOT_SCHEDULED');
    const more = await importRows(t.app, a.id, sheetRows().slice(5, 6));
    expect(more.json().error.code).toBe('AUCTION_NOT_SCHEDULED');
    expect((await send('DELETE', '/api/auction-players/nope')).statusCode).toBe(404);
  });
});
