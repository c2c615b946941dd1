/**
 * The bid log's rows for what the runner judged (the admin bid log, table `bids`): the accepted bids
 * of a commit (a tap's and its proxies' answers, each with its event's seq) and a refused bid.
 */
import { evolve, type AuctionCommand, type AuctionEvent, type AuctionState } from '@bidxi/engine';
import type { CommittedChange, RoomCommandMeta } from '../../platform/room-port';
import type { BidLogEntry } from './room.repo';
import type { RoomTeamRow } from './room.auction-repo';
import type { BidAttempt } from './room.commands';

/** Who sent a command, for the bid log; and what must commit with its events. */
export type CommandMeta = RoomCommandMeta;
export type { CommittedChange };

/** The engine command that registers a team row. */
export function registerCommand(t: RoomTeamRow): AuctionCommand {
  return {
    type: 'registerTeam',
    teamId: t.teamId,
    ownerId: t.ownerId,
    purseTotalLakhs: t.purseTotalLakhs,
    isBot: t.isBot,
    name: t.name,
    ownerName: t.ownerName,
    imageUrl: t.imageUrl,
  };
}

/**
 * The bid-log rows of the accepted bids among `events` (applied to `before`): the tap's (who sent it
 * from `meta`) and the proxies' (their team's owner; bots have no user). Each carries its event's seq.
 */
export function acceptedBids(
  auctionId: string,
  before: AuctionState,
  events: readonly AuctionEvent[],
  nowMs: number,
  meta: CommandMeta,
): BidLogEntry[] {
  const rows: BidLogEntry[] = [];
  let state = before;
  for (const e of events) {
    if (e.type === 'bidPlaced') {
      const team = state.teams[e.teamId];
      const isBot = team?.isBot ?? false;
      const who: CommandMeta = e.proxy
        ? { userId: isBot ? undefined : team?.ownerId, isBot }
        : { ...meta, isBot: meta.isBot ?? isBot };
      const bid = { lotId: e.lotId, teamId: e.teamId, amountLakhs: e.amountLakhs };
      rows.push({
        ...bidLog(auctionId, bid, nowMs, who, state, null),
        seq: state.version + 1,
        isProxy: e.proxy === true || e.autopilot === true,
      });
    }
    state = evolve(state, e);
  }
  return rows;
}

/** The bid-log row of one bid as received, judged on `state` (`reasonCode` null: accepted). */
export function bidLog(
  auctionId: string,
  bid: BidAttempt,
  nowMs: number,
  meta: CommandMeta,
  state: AuctionState,
  reasonCode: string | null,
): BidLogEntry {
  const lot = state.currentLot;
  const amountLakhs = bid.amountLakhs;
  return {
    auctionId,
    auctionPlayerId: lot && lot.lotId === bid.lotId ? lot.playerId : null,
    lotId: bid.lotId,
    teamId: bid.teamId,
    userId: meta.isBot ? null : (meta.userId ?? null),
    amountLakhs: amountLakhs !== null && Number.isSafeInteger(amountLakhs) ? amountLakhs : null,
    accepted: reasonCode === null,
    reasonCode,
    seq: null,
    isBot: meta.isBot ?? false,
    receivedAt: new Date(nowMs),
    closesAt: lot ? new Date(lot.closesAt) : null,
  };
}
