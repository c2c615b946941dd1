// Small read-only questions about an AuctionState, shared by decide, evolve and the bots.
import type { PlayerType } from './player-type';
import { SQUAD_SIZE } from './rules/squad';
import type { AuctionState, PoolPlayer, TeamBook } from './state';

/** The pool player with this id; throws when absent (states and events never name unknown ids). */
export function requirePlayer(state: AuctionState, playerId: string): PoolPlayer {
  const player = state.players[playerId];
  if (!player) throw new Error(`Unknown player ${playerId} in auction ${state.auctionId}`);
  return player;
}

/** The team with this id; throws when absent. */
export function requireTeam(state: AuctionState, teamId: string): TeamBook {
  const team = state.teams[teamId];
  if (!team) throw new Error(`Unknown team ${teamId} in auction ${state.auctionId}`);
  return team;
}

/** The types of a team's squad, in purchase order. */
export function squadTypes(team: TeamBook): PlayerType[] {
  return team.squad.map((entry) => entry.type);
}

/** True when at least one team exists and every team has 11 players. */
export function allTeamsFull(teams: AuctionState['teams']): boolean {
  const books = Object.values(teams);
  return books.length > 0 && books.every((team) => team.squad.length >= SQUAD_SIZE);
}

/**
 * Whether bidding may end (ARCHITECTURE.md §4): no lot is open and either no AVAILABLE player is
 * left in the queue or every team has 11 players.
 */
export function isBiddingOver(state: AuctionState): boolean {
  return state.currentLot === null && (state.queue.length === 0 || allTeamsFull(state.teams));
}
