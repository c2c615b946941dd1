/**
 * Finished auctions straight in the database for results tests: a pool (real sheet rows or synthetic
 * XIs), squads sold to human or bot teams, fees paid, then bidding ended (the reorder window) or
 * COMPLETED. Only what the room would have written, without running it.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auctionPlayers, auctions, teams } from '../db/schema/index';
import { readPlayerSheet } from '../features/players/player-sheet';
import { createLiveAuction, type PoolRow } from './auction-fixtures';

let sheet: PoolRow[] | null = null;

/** Rows of the real sheet by name, in the order given. */
export async function sheetPlayers(...names: string[]): Promise<PoolRow[]> {
  sheet ??= await readPlayerSheet();
  return names.map((name) => {
    const row = sheet!.find((r) => r.name === name);
    if (!row) throw new Error(`no sheet row ${name}`);
    return row;
  });
}

/**
 * A valid synthetic XI (4 batters, 4 bowlers, 1 keeper, 2 all-rounders) whose players score
 * `slotPoints` in every slot plus `bonus`: the team scores 11 × (slotPoints + bonus).
 */
export function flatXi(tag: string, slotPoints: number, bonus = 0): PoolRow[] {
  const row = (name: string, type: PoolRow['type']): PoolRow => ({
    name: `${tag} ${name}`,
    type,
    bonus,
    slotPoints: Array.from({ length: 11 }, () => slotPoints),
  });
  return [
    ...[1, 2, 3, 4].map((i) => row(`Bat ${i}`, 'Batter')),
    ...[1, 2, 3, 4].map((i) => row(`Bowl ${i}`, 'Bowler')),
    row('Keeper', 'Wicket-Keeper'),
    ...[1, 2].map((i) => row(`AR ${i}`, 'All-Rounder')),
  ];
}

/** A team to build: its owner (null = a practice bot), its squad, and the fee it paid (paise). */
export interface SquadSpec {
  ownerId: string | null;
  squad: PoolRow[];
  feePaise?: number;
}

export interface FinishedAuction {
  auctionId: string;
  /** Team ids in the order of `squads`. */
  teamIds: string[];
  /** Each team's auction player ids, in the order of its squad rows. */
  playerIds: string[][];
}

/**
 * Creates a LIVE auction whose teams bought exactly the given squads (each player at 1 Cr), then
 * ends bidding at `nowMs` (the reorder window runs to `nowMs + reorderWindowMs`) or, with
 * `completed`, marks it COMPLETED.
 */
export async function finishedAuction(
  db: Db,
  o: {
    squads: SquadSpec[];
    nowMs: number;
    completed?: boolean;
    reorderWindowMs?: number;
    prizePoolPercent?: number;
  },
): Promise<FinishedAuction> {
  const humans = o.squads.filter((s) => s.ownerId !== null).map((s) => s.ownerId!);
  const {
    auction,
    pool,
    teams: humanTeams,
  } = await createLiveAuction(db, {
    pool: o.squads.flatMap((s) => s.squad),
    ownerIds: humans,
    reorderWindowMs: o.reorderWindowMs ?? 600_000,
  });
  const teamIds: string[] = [];
  const playerIds: string[][] = [];
  let next = 0;
  let human = 0;
  for (const spec of o.squads) {
    let teamId: string;
    if (spec.ownerId === null) {
      const [bot] = await db
        .insert(teams)
        .values({
          auctionId: auction.id,
          ownerId: null,
          isBot: true,
          name: `Bot ${teamIds.length + 1} (bot)`,
          budgetLimitLakhs: auction.budgetLimitLakhs,
          purseRemainingLakhs: auction.budgetLimitLakhs,
        })
        .returning();
      teamId = bot!.id;
    } else {
      teamId = humanTeams[human++]!.id;
    }
    const ids = pool.slice(next, next + spec.squad.length).map((p) => p.id);
    next += spec.squad.length;
    if (ids.length > 0) {
      await db
        .update(auctionPlayers)
        .set({ status: 'SOLD', teamId, soldPriceLakhs: 100 })
        .where(inArray(auctionPlayers.id, ids));
    }
    await db
      .update(teams)
      .set({
        purseRemainingLakhs: sql`${teams.budgetLimitLakhs} - ${ids.length * 100}`,
        registrationFeePaidPaise: spec.feePaise ?? 0,
      })
      .where(eq(teams.id, teamId));
    teamIds.push(teamId);
    playerIds.push(ids);
  }
  await db
    .update(auctions)
    .set({
      biddingEndedAt: new Date(o.nowMs),
      endsAt: new Date(o.nowMs + (o.reorderWindowMs ?? 600_000)),
      isEndTimeUpdated: true,
      prizePoolPercent: o.prizePoolPercent ?? 80,
      ...(o.completed ? { status: 'COMPLETED' as const } : {}),
    })
    .where(eq(auctions.id, auction.id));
  return { auctionId: auction.id, teamIds, playerIds };
}
