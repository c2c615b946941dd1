/**
 * What happened in the room while this phone was away: the engine state when the
 * connection dropped against the state it caught up to, told in a few lines ('Faf du Plessis sold to
 * Meera for 3 Cr'). A diff of two engine states, so it holds whether the room caught up by events or
 * by a new snapshot.
 */
import { isBiddingClosed, type AuctionState, type PoolPlayer } from '@bidxi/engine';
import { formatCrores } from '@/lib/format';
import { roomMessages } from '@/lib/messages/room';
import type { LotResult } from './room-view';

/** A player whose status changed while away. Amount in integer lakhs. */
export type AwayOutcome =
  | { kind: 'sold'; player: PoolPlayer; teamId: string; amountLakhs: number }
  | { kind: 'unsold'; player: PoolPlayer }
  | { kind: 'pulledBack'; player: PoolPlayer };

/** The told summary: one headline, and detail lines when there is more than one thing to tell. */
export interface CatchUpSummary {
  headline: string;
  lines: string[];
}

/** Detail lines shown at most; the rest is counted ('and 4 more'). */
export const MAX_AWAY_LINES = 4;

/**
 * The players whose status changed between `before` and `after`, in the order their lots came up:
 * the lot that was open, then the queue as it was, then anyone else (a player pulled back meanwhile).
 */
export function awayOutcomes(before: AuctionState, after: AuctionState): AwayOutcome[] {
  const order = new Set<string>();
  if (before.currentLot) order.add(before.currentLot.playerId);
  for (const id of before.queue) order.add(id);
  for (const id of Object.keys(after.players)) order.add(id);
  const out: AwayOutcome[] = [];
  for (const id of order) {
    const was = before.players[id];
    const now = after.players[id];
    if (!was || !now || was === now) continue;
    if (now.status === 'SOLD' && was.status !== 'SOLD') {
      out.push({
        kind: 'sold',
        player: now,
        teamId: now.soldToTeamId ?? '',
        amountLakhs: now.soldForLakhs ?? 0,
      });
    } else if (now.status === 'UNSOLD' && isNewlyUnsold(was, now)) {
      out.push({ kind: 'unsold', player: now });
    } else if (now.status === 'AVAILABLE' && was.status === 'UNSOLD') {
      out.push({ kind: 'pulledBack', player: now });
    }
  }
  return out;
}

/** Unsold now, and not merely still: it was on offer, or was pulled back and went unsold again. */
function isNewlyUnsold(was: PoolPlayer, now: PoolPlayer): boolean {
  return was.status === 'AVAILABLE' || (!was.isPullBackOnce && now.isPullBackOnce);
}

/** The last lot that closed among `outcomes`, as the between-lots card shows it. */
export function lastResultOf(outcomes: readonly AwayOutcome[], state: AuctionState) {
  const closed = outcomes.filter((o) => o.kind !== 'pulledBack');
  const last = closed.at(-1);
  if (!last) return null;
  const team = last.kind === 'sold' ? state.teams[last.teamId] : undefined;
  const result: LotResult = {
    auctionPlayerId: last.player.id,
    playerName: last.player.name,
    status: last.kind === 'sold' ? 'SOLD' : 'UNSOLD',
    userId: team?.ownerId ?? null,
    username: team?.ownerName ?? null,
    teamId: team?.teamId ?? null,
    amount: last.kind === 'sold' ? last.amountLakhs / 100 : null,
  };
  return result;
}

function ownerLabel(state: AuctionState, teamId: string | null, myTeamId: string | null): string {
  if (teamId !== null && teamId === myTeamId) return roomMessages.room.away.you;
  const team = teamId === null ? undefined : state.teams[teamId];
  return team ? (team.isBot ? team.name : team.ownerName) : '—';
}

function outcomeText(o: AwayOutcome, state: AuctionState, myTeamId: string | null): string {
  const { away } = roomMessages.room;
  if (o.kind === 'sold') {
    return away.sold(
      o.player.name,
      ownerLabel(state, o.teamId, myTeamId),
      formatCrores(o.amountLakhs),
    );
  }
  return o.kind === 'unsold' ? away.unsold(o.player.name) : away.pulledBack(o.player.name);
}

/** Keeps the viewer's buys and the latest others, at most `max`, in order; counts the rest. */
function pick(outcomes: AwayOutcome[], myTeamId: string | null, max: number) {
  if (outcomes.length <= max) return { kept: outcomes, dropped: 0 };
  const isMine = (o: AwayOutcome) => o.kind === 'sold' && o.teamId === myTeamId;
  const keep = new Set(outcomes.filter(isMine).slice(-max));
  for (let i = outcomes.length - 1; i >= 0 && keep.size < max; i--) keep.add(outcomes[i]!);
  return { kept: outcomes.filter((o) => keep.has(o)), dropped: outcomes.length - keep.size };
}

/**
 * The summary of what changed from `before` (when the connection dropped) to `after` (caught up), or
 * null when nothing did. One change is the headline itself; several get a count headline
 * ('While you were away: 3 players sold, 1 unsold') and up to {@link MAX_AWAY_LINES} lines.
 *
 * @example
 * catchUpSummary(atDisconnect, now, 't-me');
 * // { headline: 'Faf du Plessis sold to Meera for 3 Cr', lines: [] }
 */
export function catchUpSummary(
  before: AuctionState,
  after: AuctionState,
  myTeamId: string | null,
): CatchUpSummary | null {
  const { away } = roomMessages.room;
  const outcomes = awayOutcomes(before, after);
  const { kept, dropped } = pick(outcomes, myTeamId, MAX_AWAY_LINES);
  const lines = kept.map((o) => outcomeText(o, after, myTeamId));
  if (dropped > 0) lines.push(away.more(dropped));
  const was = before.currentLot;
  const lot = after.currentLot;
  if (was && lot && was.lotId === lot.lotId && lot.bidCount !== was.bidCount) {
    const name = after.players[lot.playerId]?.name ?? '';
    const price = formatCrores(lot.currentBidLakhs ?? lot.basePriceLakhs);
    lines.push(away.biddingWentOn(name, price, ownerLabel(after, lot.highestTeamId, myTeamId)));
  }
  if (!isBiddingClosed(before) && isBiddingClosed(after)) lines.push(away.ended);
  if (lines.length === 0) return null;
  if (lines.length === 1) return { headline: lines[0]!, lines: [] };
  const sold = outcomes.filter((o) => o.kind === 'sold').length;
  const unsold = outcomes.filter((o) => o.kind === 'unsold').length;
  const counts = away.counts(sold, unsold);
  return { headline: counts ? `${away.title}: ${counts}` : away.title, lines };
}
