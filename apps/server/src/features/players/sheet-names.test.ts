import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctionPlayers, players } from '../../db/schema/index';
import { createLiveAuction } from '../../test/auction-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { readPlayerSheet } from './player-sheet';
import { CUT_SHEET_NAMES, repairCutSheetNames } from './sheet-names';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const slotPoints = Array(11).fill(0);

describe('the player sheet’s names', () => {
  it('are whole in the repository’s sheet', async () => {
    const names = (await readPlayerSheet()).map((r) => r.name);
    expect(names).toContain('Bhuvneshwar Kumar');
    expect(names).toContain('Jake Fraser-McGurk');
    for (const cut of Object.keys(CUT_SHEET_NAMES)) expect(names).not.toContain(cut);
  });

  it('are repaired where an install imported them cut, once, except in a pool that has the full name', async () => {
    const db = t.app.deps.database.db;
    const [cut] = await db
      .insert(players)
      .values({
        name: 'Bhuvneshwar Kum',
        type: 'Bowler',
        lotGroup: 1,
        sheetIndex: 0,
        basePriceLakhs: 200,
        slotPoints,
      })
      .returning();
    const [a, b] = [
      (await createLiveAuction(db, { pool: [], ownerIds: [] })).auction,
      (await createLiveAuction(db, { pool: [], ownerIds: [] })).auction,
    ];
    const row = (auctionId: string, name: string, sheetIndex: number) => ({
      auctionId,
      playerId: cut!.id,
      name,
      type: 'Bowler' as const,
      order: 1,
      sheetIndex,
      basePriceLakhs: 200,
      slotPoints,
    });
    await db
      .insert(auctionPlayers)
      .values([
        row(a!.id, 'Bhuvneshwar Kum', 0),
        row(b!.id, 'Bhuvneshwar Kum', 0),
        row(b!.id, 'Bhuvneshwar Kumar', 1),
      ]);

    expect(await repairCutSheetNames(db)).toBe(2); // the master row and pool a's
    const names = async (auctionId: string) =>
      (await db.select().from(auctionPlayers).where(eq(auctionPlayers.auctionId, auctionId)))
        .map((p) => p.name)
        .sort();
    expect(await names(a!.id)).toEqual(['Bhuvneshwar Kumar']);
    expect(await names(b!.id)).toEqual(['Bhuvneshwar Kum', 'Bhuvneshwar Kumar']);
    const [master] = await db.select().from(players).where(eq(players.id, cut!.id));
    expect(master?.name).toBe('Bhuvneshwar Kumar');
    expect(await repairCutSheetNames(db)).toBe(0);
  });
});
