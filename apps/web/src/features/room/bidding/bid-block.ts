/**
 * Smart bidding on the client, asked of the engine with the functions the server judges
 * with, so a button and the server never disagree: why the viewer cannot bid now (`whyCannotBid`, the
 * checks of `checkBid` behind `decide`, after the organiser's pause), whether a pass or a max bid would
 * be accepted (`decide` itself, on the room's own state), the viewer's maxima and the early close.
 */
import {
  CLIENT_MIN_TIME_LEFT_MS,
  decide,
  isOutOfLot,
  maxBidLakhs,
  minNextBidLakhs,
  roundUpTo5Lakhs,
  whyCannotBid,
  type AuctionState,
  type RuleError,
} from '@bidxi/engine';
import { ErrorCode } from '@bidxi/protocol';
import { organiserMessages } from '@/lib/messages/organiser';
import { roomMessages } from '@/lib/messages/room';

/** The reason of a refused decision, or null when `decide` accepts the command. */
function refusalOf(state: AuctionState, command: Parameters<typeof decide>[1], nowMs: number) {
  const decision = decide(state, command, nowMs);
  return decision.ok ? null : decision.error;
}

/**
 * Why team `teamId` (null: no team) cannot bid the next amount on the open lot at `nowMs` (server
 * clock, epoch ms), or null when it can. `decide` holds every bid while the organiser's pause lasts
 * (`PAUSED`); after that the engine's `whyCannotBid`: NOT_REGISTERED, LOT_NOT_OPEN, LOT_CLOSED,
 * ALREADY_HIGHEST, ALREADY_PASSED, PURSE_EXCEEDED, SQUAD_FULL / ROLE_LIMIT, OVER_MAX_BID (with
 * `details.maxBidLakhs`), and LOT_CLOSING under a second left.
 *
 * @example
 * bidBlockOf(state, 't1', serverNow())?.code; // 'OVER_MAX_BID'
 */
export function bidBlockOf(
  state: AuctionState | null,
  teamId: string | null,
  nowMs: number,
): RuleError | null {
  if (!state?.currentLot) return { code: ErrorCode.LOT_NOT_OPEN, message: '' };
  if (state.pausedAt !== null) {
    return { code: ErrorCode.PAUSED, message: organiserMessages.organiser.paused };
  }
  return whyCannotBid(state, teamId, nowMs);
}

/**
 * The next server instant (epoch ms) at which {@link bidBlockOf} changes by time alone: a second
 * before the close (LOT_CLOSING), then the close (LOT_CLOSED); null when nothing is open.
 */
export function nextBlockChangeAt(state: AuctionState | null, nowMs: number): number | null {
  const lot = state?.currentLot;
  if (!lot) return null;
  const closing = lot.closesAt - CLIENT_MIN_TIME_LEFT_MS;
  if (nowMs < closing) return closing;
  return nowMs < lot.closesAt ? lot.closesAt : null;
}

/** Why the viewer's pass on the open lot would be refused (`decide`), or null when it is accepted. */
export function passBlockOf(
  state: AuctionState | null,
  teamId: string | null,
  nowMs: number,
): RuleError | null {
  const lot = state?.currentLot;
  if (!state || !lot) return { code: ErrorCode.LOT_NOT_OPEN, message: '' };
  if (!teamId) return { code: ErrorCode.NOT_REGISTERED, message: roomMessages.room.notRegistered };
  return refusalOf(state, { type: 'pass', teamId, lotId: lot.lotId }, nowMs);
}

/** Whether the viewer's team passed on the open lot. */
export function hasPassed(state: AuctionState | null, teamId: string | null): boolean {
  return teamId !== null && (state?.currentLot?.passedTeamIds.includes(teamId) ?? false);
}

/**
 * What a max bid for `playerId` may be now (integer lakhs): `floorLakhs`, the least the server takes
 * (the next bid when the player is on the block, else the base price), and `maxBidLakhs`, the most
 * the proxy will bid for the team today (rules/max-bid.ts; the server cuts a higher maximum to it).
 */
export function maxBidRange(state: AuctionState, teamId: string, playerId: string) {
  const player = state.players[playerId];
  const lot = state.currentLot?.playerId === playerId ? state.currentLot : null;
  const floorLakhs = lot ? minNextBidLakhs(lot) : roundUpTo5Lakhs(player?.basePriceLakhs ?? 0);
  return { floorLakhs, maxBidLakhs: maxBidLakhs(state, teamId, playerId) };
}

/**
 * Why a maximum of `maxLakhs` for `playerId` would be refused by the server's `decide`
 * (PLAYER_NOT_AVAILABLE, INVALID_AMOUNT, BID_TOO_LOW, PURSE_EXCEEDED, SQUAD_FULL, ROLE_LIMIT,
 * ALREADY_PASSED, BIDDING_ENDED, PAUSED), or null.
 */
export function maxBidRefusal(
  state: AuctionState,
  teamId: string,
  playerId: string,
  maxLakhs: number,
  nowMs: number,
): RuleError | null {
  return refusalOf(state, { type: 'setMaxBid', teamId, playerId, maxLakhs }, nowMs);
}

/** One of the viewer's confidential maxima. */
export interface MyMaxBid {
  playerId: string;
  maxLakhs: number;
}

/**
 * The viewer's maxima (the room receives only its own: `redactState`), the player on the block
 * first, then in queue order.
 */
export function myMaxBidsOf(state: AuctionState | null, teamId: string | null): MyMaxBid[] {
  if (!state || !teamId) return [];
  const order = new Map(state.queue.map((id, i) => [id, i + 1]));
  if (state.currentLot) order.set(state.currentLot.playerId, 0);
  const out = [...myMaxByPlayer(state.proxies, teamId)].map(([playerId, maxLakhs]) => ({
    playerId,
    maxLakhs,
  }));
  const rank = (id: string) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  return out.sort((a, b) => rank(a.playerId) - rank(b.playerId));
}

/** The viewer's maxima by player id (integer lakhs), from the room's proxies (its own only). */
export function myMaxByPlayer(
  proxies: AuctionState['proxies'] | undefined,
  teamId: string | null,
): ReadonlyMap<string, number> {
  const out = new Map<string, number>();
  if (!proxies || !teamId) return out;
  for (const [playerId, entries] of Object.entries(proxies)) {
    const mine = entries.find((p) => p.teamId === teamId);
    if (mine) out.set(playerId, mine.maxLakhs);
  }
  return out;
}

/**
 * Whether the open lot is ending early (rules/early-close.ts): it has a leader and every other team
 * is out of it (passed, or cannot bid the next amount), so it closes within `earlyCloseMs`.
 */
export function isEndingEarly(state: AuctionState | null): boolean {
  const lot = state?.currentLot;
  if (!state || !lot || lot.highestTeamId === null) return false;
  const others = Object.keys(state.teams).filter((id) => id !== lot.highestTeamId);
  return others.length > 0 && others.every((id) => isOutOfLot(state, id));
}
