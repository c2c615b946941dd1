/**
 * First start and demo auctions: on an empty database the real player sheet
 * becomes the master pool; whenever no demo auction is SCHEDULED or LIVE, a free one (whole pool,
 * 3 bot teams) is scheduled 15 minutes ahead, so a newcomer always finds an auction to play.
 * A partial unique index allows one active demo, so nodes racing here create one between them.
 */
import type { DbOrTx, Db } from '../../db/client';
import { insertDemoAuctionOnce, listAuctions, type AuctionRecord } from '../auctions/auctions.port';
import { readPlayerSheet } from './player-sheet';
import { copyMasterPool, countMasterPlayers, upsertMasterPlayers } from './pool.repo';
import { MIN_AUCTION_DURATION_MS } from '@bidxi/protocol';

/** A demo starts this long after it is scheduled. */
export const DEMO_LEAD_MS = 15 * 60_000;
export const DEMO_BOT_TEAMS = 3;
export const DEMO_TITLE = 'BidXI Demo Auction';
const DEMO_DESCRIPTION =
  'A free practice auction with the full IPL player pool and three bot teams. Register a team ' +
  '(no fee), enter the room at the start time, and try bidding, building your XI and setting your ' +
  'batting order. No prizes are paid. A new demo is scheduled as soon as this one ends.';

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
 * Schedules a demo auction starting at `now + 15 min` unless one is SCHEDULED or LIVE.
 * @returns the new demo, or null when one is already active.
 */
export async function ensureDemoAuction(db: Db, now: Date): Promise<AuctionRecord | null> {
  const active = await listAuctions(db, { isDemo: true, statuses: ['SCHEDULED', 'LIVE'] });
  if (active.length > 0) return null;
  return db.transaction(async (tx) => {
    await seedPlayerSheet(tx);
    const startsAt = new Date(now.getTime() + DEMO_LEAD_MS);
    const demo = await insertDemoAuctionOnce(tx, {
      title: DEMO_TITLE,
      description: DEMO_DESCRIPTION,
      startsAt,
      endsAt: new Date(startsAt.getTime() + MIN_AUCTION_DURATION_MS),
      registrationFeePaise: 0,
      botTeams: DEMO_BOT_TEAMS,
      createdAt: now,
      updatedAt: now,
    });
    if (demo) await copyMasterPool(tx, demo.id);
    return demo;
  });
}
