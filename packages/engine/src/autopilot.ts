// Autopilot: while a team's owner is away (or asked for it), the engine bids for the team on the
// players its XI still needs, one increment at a time, never above the player's fair value (the
// bots' estimate; unless the player is the team's last chance of a valid XI), the team's max bid
// (which keeps purse for every open place) or the owner's own max bid for the player. The lot
// clock asks after every event and submits the move at `at` through `decide`, like a bot's move;
// the owner's own bid turns it off (decide-bids.ts).
import { sensibleValueLakhs, BOT_REFERENCE_BID_WINDOW_MS } from './bots';
import type { PassCommand, PlaceBidCommand } from './commands';
import type { PlayerType } from './player-type';
import { requirePlayer, squadTypes } from './queries';
import { isOutOfLot } from './rules/early-close';
import { minNextBidLakhs } from './rules/increments';
import { maxBidLakhs } from './rules/max-bid';
import { xiNeeds } from './rules/needs';
import { SQUAD_SIZE, canAddToSquad } from './rules/squad';
import { canCompleteAll, type TypeSupply } from './rules/xi-feasibility';
import type { AuctionState } from './state';

/** How long autopilot waits after a lot opens or after the bid it answers (scaled like a bot's). */
export const AUTOPILOT_REACTION_MS = 700;

/** Autopilot's next move on the open lot: a command to submit at `at` (epoch ms). */
export interface AutopilotMove {
  readonly at: number;
  readonly command: PlaceBidCommand | PassCommand;
}

/** Players of each type still to come (the queue), plus `extra` (the player on the block). */
function supplyOf(state: AuctionState, extra: PlayerType | null): TypeSupply {
  const supply = { Batter: 0, Bowler: 0, 'Wicket-Keeper': 0, 'All-Rounder': 0 };
  for (const id of state.queue) supply[requirePlayer(state, id).type] += 1;
  if (extra) supply[extra] += 1;
  return supply;
}

/**
 * Whether team `teamId`'s XI needs `playerId`: a type below its minimum, or — for a place above the
 * minimums — one that still lets every team that can complete its XI complete it from the players
 * to come. When the players to come cannot complete them all anyway, the team's own XI comes first.
 */
export function xiWantsPlayer(state: AuctionState, teamId: string, playerId: string): boolean {
  const team = state.teams[teamId];
  const player = state.players[playerId];
  if (!team || !player) return false;
  const types = squadTypes(team);
  if (types.length >= SQUAD_SIZE || !canAddToSquad(types, player.type).ok) return false;
  if (xiNeeds(types)[player.type] > 0) return true;
  const before = supplyOf(state, player.type);
  const squads = Object.values(state.teams)
    .map((t) => ({ teamId: t.teamId, types: squadTypes(t) }))
    .filter((t) => canCompleteAll([t.types], before));
  if (
    !canCompleteAll(
      squads.map((t) => t.types),
      before,
    )
  ) {
    return true;
  }
  const after = squads.map((t) => (t.teamId === teamId ? [...t.types, player.type] : t.types));
  return canCompleteAll(after, supplyOf(state, null));
}

/**
 * Whether team `teamId` may still end with a valid XI if it buys `playerId`, the player on the block
 * (null: if it does not): types only, the squad's places against the players still to be auctioned.
 */
function canCompleteWith(state: AuctionState, teamId: string, playerId: string | null): boolean {
  const team = state.teams[teamId];
  const player = playerId === null ? null : state.players[playerId];
  if (!team || player === undefined) return false;
  return canCompleteAll([squadTypes(team)], supplyOf(state, player?.type ?? null));
}

/** Whether a team other than `teamId` may still end with a valid XI if it buys `playerId`. */
function anotherCanComplete(state: AuctionState, teamId: string, playerId: string): boolean {
  return Object.keys(state.teams).some(
    (id) => id !== teamId && canCompleteWith(state, id, playerId),
  );
}

/**
 * Whether `playerId`, the player on the block, is team `teamId`'s last chance of a valid XI: the
 * team needs the player ({@link xiWantsPlayer}), can complete its XI with the player and cannot
 * with the players to come after the player alone.
 */
export function isXiLastChance(state: AuctionState, teamId: string, playerId: string): boolean {
  return (
    xiWantsPlayer(state, teamId, playerId) &&
    canCompleteWith(state, teamId, playerId) &&
    !canCompleteWith(state, teamId, null)
  );
}

/**
 * The most autopilot will bid for `playerId` for team `teamId` (integer lakhs, a multiple of 5): the
 * lowest of the player's fair value (`sensibleValueLakhs`), the team's max bid, the owner's max bid
 * for the player and the owner's autopilot ceiling. 0 when its XI does not need the player, or
 * when no player to come can make its XI valid while another team's can still be: an invalid XI
 * scores nothing (spec "Ranking"), so the player is left to a team it can count for. When the
 * player is the team's last chance of a valid XI ({@link isXiLastChance}) the fair value does not
 * cap it: any price within the max bid is better than an XI that scores nothing.
 *
 * @example
 * autopilotLimitLakhs(state, 't1', 'p7'); // e.g. 350: fair value 3.5 Cr, within the max bid
 */
export function autopilotLimitLakhs(state: AuctionState, teamId: string, playerId: string): number {
  const player = state.players[playerId];
  if (!player || !xiWantsPlayer(state, teamId, playerId)) return 0;
  if (!canCompleteWith(state, teamId, playerId) && anotherCanComplete(state, teamId, playerId)) {
    return 0;
  }
  const own = state.proxies[playerId]?.find((p) => p.teamId === teamId)?.maxLakhs ?? Infinity;
  const cap = state.autopilot[teamId]?.capLakhs ?? Infinity;
  const fair = isXiLastChance(state, teamId, playerId)
    ? Infinity
    : sensibleValueLakhs(state, player);
  const limit = Math.min(fair, maxBidLakhs(state, teamId, playerId), own, cap);
  return Math.floor(limit / 5) * 5;
}

/**
 * What autopilot does next for team `teamId` on the open lot, or `null` (off, no lot, leading, out of
 * the lot, or the owner's max bid for the player still bidding for it): bid the next amount
 * (`minNextBidLakhs`) when it is within `autopilotLimitLakhs`, else pass, `AUTOPILOT_REACTION_MS`
 * (scaled down for short bid windows) after the lot opened, the last bid, or autopilot came on.
 *
 * @example
 * const move = autopilotMove(state, 't1');
 * if (move) schedule(move.at, move.command);
 */
export function autopilotMove(state: AuctionState, teamId: string): AutopilotMove | null {
  const lot = state.currentLot;
  const entry = state.autopilot[teamId];
  const team = state.teams[teamId];
  if (!lot || !entry || !team || team.isBot || lot.highestTeamId === teamId) return null;
  if (isOutOfLot(state, teamId)) return null;
  const floor = minNextBidLakhs(lot);
  const own = state.proxies[lot.playerId]?.find((p) => p.teamId === teamId);
  if (own && own.maxLakhs >= floor) return null; // the owner's max bid bids for the team
  const scale = Math.min(1, state.settings.bidWindowMs / BOT_REFERENCE_BID_WINDOW_MS);
  const after = Math.max(entry.since, lot.lastBidAt ?? lot.openedAt);
  const at = after + Math.round(AUTOPILOT_REACTION_MS * scale);
  if (at >= lot.closesAt) return null;
  const limit = autopilotLimitLakhs(state, teamId, lot.playerId);
  const command: PlaceBidCommand | PassCommand =
    limit >= floor
      ? { type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs: floor, autopilot: true }
      : { type: 'pass', teamId, lotId: lot.lotId };
  return { at, command };
}
