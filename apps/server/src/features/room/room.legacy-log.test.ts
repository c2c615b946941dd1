// Logs written before the engine owned every fact (closes without `at`, registrations without the
// team's names) are upgraded by migration 0006 and replay into a complete state.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createLiveAuction } from '../../test/auction-fixtures';
import { signUp } from '../../test/factories';

const MIGRATION = fileURLToPath(
  new URL('../../../drizzle/0006_room_events_facts.sql', import.meta.url),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('room: a log written before the engine owned every fact', () => {
  it('replays after migration 0006 with close instants and team names', async () => {
    const db = t.app.deps.database.db;
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const { auction, pool, teams } = await createLiveAuction(db, {
      pool: [{ name: 'Batter', type: 'Batter' }],
      ownerIds: [a.id, b.id],
    });
    const closedAt = new Date('2026-11-20T10:00:20.000Z');
    const legacy = [
      ...teams.map((team) => ({
        type: 'teamRegistered',
        teamId: team.id,
        ownerId: team.ownerId,
        purseTotalLakhs: 10_000,
        isBot: false,
      })),
      {
        type: 'lotOpened',
        lotId: 1,
        playerId: pool[0]!.id,
        basePriceLakhs: 50,
        openedAt: Date.parse('2026-11-20T10:00:00.000Z'),
        closesAt: Date.parse('2026-11-20T10:00:20.000Z'),
      },
      { type: 'lotUnsold', lotId: 1, playerId: pool[0]!.id },
    ];
    await db.insert(roomEvents).values(
      legacy.map((payload, i) => ({
        auctionId: auction.id,
        seq: i + 1,
        type: payload.type,
        payload,
        createdAt: closedAt,
      })),
    );
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await db.execute(sql.raw(statement));

    const view = await t.room.registry.room(auction.id).snapshot();
    expect(view!.state.lastClosedAt).toBe(closedAt.getTime());
    expect(view!.state.players[pool[0]!.id]!.status).toBe('UNSOLD');
    const mine = Object.values(view!.state.teams).find((team) => team.ownerId === a.id)!;
    expect(mine).toMatchObject({ name: 'Team 1', ownerName: a.username, imageUrl: null });
  });
});
