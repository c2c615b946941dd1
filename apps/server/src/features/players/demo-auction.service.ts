/**
 * First start and demo auctions: on an empty database the real player sheet
 * becomes the master pool; whenever no demo auction is SCHEDULED or LIVE, a free one (whole pool,
 * 3 bot teams) is scheduled 15 minutes ahead, so a newcomer always finds an auction to play.
 * A partial unique index allows one active demo, so nodes racing here create one between them.
 */
import type { DbOrTx, Db } from '../../db/client';
import type { AuctionRecord } from '../auctions/auctions.port';
import { createDemoAuctionOnce } from '../auctions/auction-create.service';
import { hasActiveDemo } from '../auctions/auctions.service';
import { readPlayerSheet } from './player-sheet';
import { copyMasterPool, countMasterPlayers, upsertMasterPlayers } from './pool.repo';

/** A demo starts this long after it is scheduled. */
export const DEMO_LEAD_MS = 15 * 60_000;

/** Imports the player sheet into an empty master pool. @returns players added (0 if not empty). */
export async function seedPlayerSheet(db: DbOrTx): Promise<number> {
  if ((await countMasterPlayers(db)) > 0) return 0;
  const rows = await readPlayerSheet();
  const ids = await upsertMasterPlayers(
    db,
    rows.map((r, sheetIndex) => ({ ...r, sheetIndex })),
  );
  return ids.size;
}

/**
 * When {@link ensureDemoAuction} next has a demo to schedule: `now` while no demo is SCHEDULED or
 * LIVE; else null, since the next one is due only once the active demo completes or is cancelled
 * (changes the scheduler hears of).
 */
export async function nextDemoDue(db: DbOrTx, now: Date): Promise<Date | null> {
  return (await hasActiveDemo(db)) ? null : now;
}

/**
 * Schedules a demo auction starting at `now + 15 min` unless one is SCHEDULED or LIVE.
 * @returns the new demo, or null when one is already active.
 */
export async function ensureDemoAuction(db: Db, now: Date): Promise<AuctionRecord | null> {
  if (await hasActiveDemo(db)) return null;
  return db.transaction(async (tx) => {
    await seedPlayerSheet(tx);
    const demo = await createDemoAuctionOnce(tx, new Date(now.getTime() + DEMO_LEAD_MS), now);
    if (demo) await copyMasterPool(tx, demo.id);
    return demo;
  });
}
