// Small read-only questions about an AuctionState, shared by decide, evolve, the clock, the bots and
// the views (server and web), so each answer is computed in one place.
import type { PlayerType } from './player-type';
import { SQUAD_SIZE } from './rules/squad';
import type { AuctionState, PoolPlayer, TeamBook } from './state';

/** Lots open only while at least this many teams are present (ARCHITECTURE.md §4). */
export const MIN_PRESENT_TEAMS = 2;

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

/** True once bidding has ended (the reorder window or later). */
export function isBiddingClosed(state: AuctionState): boolean {
  return state.phase === 'BIDDING_ENDED' || state.phase === 'COMPLETED';
}

/** True at or after the auction's scheduled end (never without one). */
export function isTimeUp(state: AuctionState, now: number): boolean {
  const end = state.settings.scheduledEndAt;
  return end !== null && now >= end;
}

/**
 * Whether bidding may end at `now` (ARCHITECTURE.md §4): no lot is open and no AVAILABLE player is
 * left in the queue, or every team has 11 players, or the scheduled end has come.
 */
export function isBiddingOver(state: AuctionState, now: number): boolean {
  return (
    state.currentLot === null &&
    (state.queue.length === 0 || allTeamsFull(state.teams) || isTimeUp(state, now))
  );
}

/** The earliest instant the next lot may open: after the lobby and the pause since the last close. */
export function nextLotOpensAt(state: AuctionState): number {
  const { lotsStartAt, pauseBetweenLotsMs } = state.settings;
  return Math.max(lotsStartAt, (state.lastClosedAt ?? -Infinity) + pauseBetweenLotsMs);
}

/**
 * Teams present for the two-team rule: bot teams, teams on autopilot, and teams whose owner is in
 * `presentOwnerIds`.
 */
export function presentTeamCount(
  state: AuctionState,
  presentOwnerIds: ReadonlySet<string>,
): number {
  let n = 0;
  for (const team of Object.values(state.teams)) {
    if (team.isBot || state.autopilot[team.teamId] || presentOwnerIds.has(team.ownerId)) n += 1;
  }
  return n;
}

/**
 * The players in the room: the ids of `presentUserIds` that own a (human) team of the auction, in
 * that order. Admins watching, spectators and signed-in users without a team are not players.
 */
export function presentPlayerIds(state: AuctionState, presentUserIds: Iterable<string>): string[] {
  const owners = ownersOf(state.teams).humanOwnerIds;
  const ids: string[] = [];
  for (const id of presentUserIds) if (owners.has(id)) ids.push(id);
  return ids;
}

/**
 * The player "up next": the first still queued, who opens after the lot on the block (between lots,
 * the one about to open); `null` when the queue is empty. A pulled-back player may take the place
 * later. The room's "your target is up next" notice and the starred-player push both ask this.
 */
export function nextQueuedPlayerId(state: AuctionState): string | null {
  return state.queue[0] ?? null;
}

/** AVAILABLE players left, including the one on the block (the spec's `remainingPlayerCount`). */
export function remainingPlayerCount(state: AuctionState): number {
  return state.queue.length + (state.currentLot ? 1 : 0);
}

/** The team `ownerId` owns in this auction, or `undefined`. */
export function teamOfOwner(state: AuctionState, ownerId: string): TeamBook | undefined {
  return ownersOf(state.teams).firstTeamByOwner.get(ownerId);
}

/** The ids of the auction's teams, in the teams' order (memoised: no walk per call). */
export function teamIdsOf(state: AuctionState): readonly string[] {
  return ownersOf(state.teams).teamIds;
}

/**
 * The teams the lot clock moves for: the bot teams, then the human teams on autopilot. Without a
 * walk of every team, which a room of a thousand teams would pay on every state.
 */
export function clockMovedTeamIds(state: AuctionState): string[] {
  const onAutopilot = Object.keys(state.autopilot).filter((id) => !state.teams[id]?.isBot);
  return [...ownersOf(state.teams).botTeamIds, ...onAutopilot];
}

/**
 * The teams' ids (in their order), the first team of each owner, the human owners and the bot
 * teams.
 */
interface OwnerIndex {
  readonly teamIds: readonly string[];
  readonly firstTeamByOwner: ReadonlyMap<string, TeamBook>;
  readonly humanOwnerIds: ReadonlySet<string>;
  readonly botTeamIds: readonly string[];
}

// Memoised by identity: evolve replaces `teams` whenever a team changes and never changes it in
// place, so every state that shares a `teams` shares its index (a bid, asked for its owner's team
// with a thousand teams in the room, no longer walks them all).
const ownerIndexes = new WeakMap<AuctionState['teams'], OwnerIndex>();

function ownersOf(teams: AuctionState['teams']): OwnerIndex {
  const cached = ownerIndexes.get(teams);
  if (cached) return cached;
  const firstTeamByOwner = new Map<string, TeamBook>();
  const humanOwnerIds = new Set<string>();
  const botTeamIds: string[] = [];
  const teamIds: string[] = [];
  for (const team of Object.values(teams)) {
    teamIds.push(team.teamId);
    if (!firstTeamByOwner.has(team.ownerId)) firstTeamByOwner.set(team.ownerId, team);
    if (team.isBot) botTeamIds.push(team.teamId);
    else humanOwnerIds.add(team.ownerId);
  }
  const index = { teamIds, firstTeamByOwner, humanOwnerIds, botTeamIds };
  ownerIndexes.set(teams, index);
  return index;
}
