/**
 * Every team of an auction scored and ranked from its current squad order (ARCHITECTURE.md §4,
 * spec 001 §5 "Ranking"). Once bidding is over the squads are final: valid teams rank by score, ties
 * share a rank, invalid teams come last unranked. During bidding no squad is complete, so the live
 * standings rank every team by its current points (slot points + bonus).
 */
import { rankTeams } from '@bidxi/engine';
import type { DbOrTx } from '../../db/client';
import type { AuctionRecord } from '../auctions/auctions.port';
import type { PoolPlayerRecord } from '../players/players.port';
import { listTeamsOfAuction, type TeamRecord } from '../teams/teams.port';
import { scoreSquad, type SquadTotals } from './squad';
import { loadOrderedSquads } from './squad-order.repo';

/** A team with its squad in slot order, what it scores, and its rank (null = N/A). */
export interface EvaluatedTeam {
  team: TeamRecord;
  squad: PoolPlayerRecord[];
  totals: SquadTotals;
  rank: number | null;
}

/** Squads are final once bidding has ended (the reorder window and after). */
export const isBiddingOver = (a: Pick<AuctionRecord, 'biddingEndedAt' | 'status'>): boolean =>
  a.biddingEndedAt !== null || a.status === 'COMPLETED';

/** The auction's teams, best first (ties in registration order, unranked last). */
export async function evaluateTeams(db: DbOrTx, auction: AuctionRecord): Promise<EvaluatedTeam[]> {
  const teams = await listTeamsOfAuction(db, auction.id);
  const squads = await loadOrderedSquads(
    db,
    auction.id,
    teams.map((t) => t.id),
  );
  const scored = new Map(
    teams.map((team) => {
      const squad = squads.get(team.id) ?? [];
      return [team.id, { team, squad, totals: scoreSquad(squad) }] as const;
    }),
  );
  const isFinal = isBiddingOver(auction);
  const ranked = rankTeams(
    [...scored.values()].map(({ team, totals }) => ({
      teamId: team.id,
      isValid: isFinal ? totals.isValid : true,
      score: isFinal ? totals.score : totals.totalPoints + totals.totalBonus,
      isBot: team.isBot,
    })),
  );
  return ranked.map((r) => ({ ...scored.get(r.teamId)!, rank: r.rank }));
}
