/**
 * A completed auction replayed from its published log: the engine's `evolve` over
 * the entries from the header's initial state gives the room at every entry — the same fold the room
 * store and `verifyAuditLog` use. States are rebuilt from a checkpoint every {@link CHECKPOINT_EVERY}
 * entries, so scrubbing anywhere is quick and the memory stays small. Pure.
 */
import { evolve, initialState, type AuctionState } from '@bidxi/engine';
import type {
  AuditEntry,
  AuditHeader,
  AuditLine,
  RoomAuctionInfo,
  RoomSnapshot,
} from '@bidxi/protocol';

/** A state is kept every this many entries. */
export const CHECKPOINT_EVERY = 100;
/**
 * Playback skips idle stretches (the lobby, an outage, the pause before the next lot) down to this
 * much log time, so the replay moves at the chosen speed through what happened.
 */
export const MAX_IDLE_MS = 4_000;

/** A lot opened at entry `index`. */
export interface TimelineLot {
  index: number;
  lotId: number;
  playerName: string;
}

/** A sale at entry `index` (integer lakhs). */
export interface TimelineSale {
  index: number;
  lotId: number;
  playerName: string;
  teamId: string;
  amountLakhs: number;
}

export interface ReplayTimeline {
  header: AuditHeader;
  entries: AuditEntry[];
  /** Each entry's instant, epoch ms. */
  times: number[];
  /** Each entry's place on the playback clock (idle stretches shortened), ms from the first. */
  playTimes: number[];
  lots: TimelineLot[];
  sales: TimelineSale[];
  /** Every team owner of the log (the replay counts them all as present). */
  ownerIds: string[];
  /** The state after entries `0..index` (`-1`: before the first). */
  stateAt: (index: number) => AuctionState;
}

/** Builds the timeline of a log's lines. @throws Error without a header. */
export function buildTimeline(lines: readonly AuditLine[]): ReplayTimeline {
  const header = lines[0];
  if (header?.kind !== 'header') throw new Error('the log has no header');
  const entries = lines.flatMap((l) => {
    if (l.kind !== 'entry') return [];
    const { kind: _kind, ...entry } = l;
    return [entry];
  });
  const initial = initialState({
    auctionId: header.auctionId,
    players: header.players,
    teams: [],
    settings: header.settings,
  });
  const checkpoints: AuctionState[] = [initial];
  const lots: TimelineLot[] = [];
  const sales: TimelineSale[] = [];
  const ownerIds: string[] = [];
  const times: number[] = [];
  const playTimes: number[] = [];
  const nameOf = (id: string) => initial.players[id]?.name ?? id;
  let state = initial;
  for (const [i, entry] of entries.entries()) {
    state = evolve(state, entry.event);
    if ((i + 1) % CHECKPOINT_EVERY === 0) checkpoints.push(state);
    const at = Date.parse(entry.at);
    const prev = times.at(-1);
    times.push(at);
    playTimes.push(prev === undefined ? 0 : playTimes.at(-1)! + Math.min(at - prev, MAX_IDLE_MS));
    const e = entry.event;
    if (e.type === 'teamRegistered') ownerIds.push(e.ownerId);
    if (e.type === 'lotOpened')
      lots.push({ index: i, lotId: e.lotId, playerName: nameOf(e.playerId) });
    if (e.type === 'lotSold') {
      const { lotId, teamId, amountLakhs } = e;
      sales.push({ index: i, lotId, playerName: nameOf(e.playerId), teamId, amountLakhs });
    }
  }
  const stateAt = (index: number) => {
    const last = Math.min(Math.max(index, -1), entries.length - 1);
    const from = Math.floor((last + 1) / CHECKPOINT_EVERY);
    let s = checkpoints[from]!;
    for (let i = from * CHECKPOINT_EVERY; i <= last; i++) s = evolve(s, entries[i]!.event);
    return s;
  };
  return { header, entries, times, playTimes, lots, sales, ownerIds, stateAt };
}

/** The entry shown at playback time `playMs`: the last one at or before it (binary search). */
export function indexAtPlayTime(timeline: ReplayTimeline, playMs: number): number {
  const { playTimes } = timeline;
  let lo = 0;
  let hi = playTimes.length - 1;
  if (hi < 0 || playMs < playTimes[0]!) return -1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (playTimes[mid]! <= playMs) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The log instant (epoch ms) the room's clocks show at playback time `playMs`: the entry's own
 * instant plus the time played since, never past the next entry's.
 */
export function clockAt(timeline: ReplayTimeline, playMs: number): number {
  const i = Math.max(0, indexAtPlayTime(timeline, playMs));
  const at = timeline.times[i] ?? 0;
  const next = timeline.times[i + 1];
  const since = playMs - (timeline.playTimes[i] ?? 0);
  return next === undefined ? at + Math.max(0, since) : Math.min(at + Math.max(0, since), next);
}

/** The last close (sale or unsold) at or before `index`, or -1. */
export function lastCloseAtOrBefore(timeline: ReplayTimeline, index: number): number {
  for (let i = Math.min(index, timeline.entries.length - 1); i >= 0; i--) {
    const type = timeline.entries[i]!.event.type;
    if (type === 'lotSold' || type === 'lotUnsold') return i;
    if (type === 'lotOpened') return -1;
  }
  return -1;
}

/** What the room shows of the auction beyond the engine state, from the log. */
export function auctionInfoOf(timeline: ReplayTimeline, state: AuctionState): RoomAuctionInfo {
  const firstTeam = Object.values(state.teams)[0];
  return {
    id: timeline.header.auctionId,
    title: timeline.header.title,
    status: state.phase === 'COMPLETED' ? 'COMPLETED' : 'LIVE',
    startsAt: new Date(timeline.times[0] ?? timeline.header.settings.lotsStartAt).toISOString(),
    budgetLimitLakhs: firstTeam?.purseTotalLakhs ?? 10_000,
  };
}

/**
 * The room as a `roomState` snapshot after entry `index`: every team of the log counts as present
 * (the log does not record who was connected), no chat, nobody's team is the viewer's.
 */
export function snapshotAt(timeline: ReplayTimeline, index: number): RoomSnapshot {
  const state = timeline.stateAt(index);
  const owners = timeline.ownerIds;
  return {
    seq: state.version,
    serverTime: new Date(timeline.times[Math.max(0, index)] ?? 0).toISOString(),
    auction: auctionInfoOf(timeline, state),
    state,
    chat: [],
    connectedUserIds: owners,
    roomSize: owners.length,
    myTeamId: null,
    headHash: index >= 0 ? (timeline.entries[index]?.hash ?? '') : '',
  };
}
