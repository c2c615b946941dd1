/**
 * What an organiser control changed, for the admin actions log: read from the events the
 * room committed for it (the ones carrying the admin in `by`), so the record says what happened, not
 * what was asked — a skip names the lot that was actually open.
 */
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import type { AdminActionCode } from '@bidxi/protocol';
import type { CommittedChange } from '../../platform/room-port';

/** An action code with its before/after snapshots. */
export interface OrganiserRecord {
  action: AdminActionCode;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const iso = (ms: number | null | undefined) => (ms == null ? null : new Date(ms).toISOString());

const playerName = (s: AuctionState, playerId: string) => s.players[playerId]?.name ?? null;
const teamName = (s: AuctionState, teamId: string) => s.teams[teamId]?.name ?? null;

function recordOf(e: AuctionEvent, { before, after }: CommittedChange): OrganiserRecord | null {
  switch (e.type) {
    case 'auctionPaused':
      return { action: 'ROOM_PAUSE', before: { pausedAt: null }, after: { pausedAt: iso(e.at) } };
    case 'auctionResumed':
      return {
        action: 'ROOM_RESUME',
        before: { pausedAt: iso(before.pausedAt) },
        after: { pausedAt: null, pausedMs: e.pausedMs },
      };
    case 'lotExtended':
      return {
        action: 'ROOM_ADD_TIME',
        before: { lotId: e.lotId, closesAt: iso(before.currentLot?.closesAt) },
        after: { lotId: e.lotId, closesAt: iso(e.closesAt) },
      };
    case 'saleUndone':
      return {
        action: 'ROOM_UNDO_SALE',
        before: {
          lotId: e.lotId,
          player: playerName(before, e.playerId),
          status: 'SOLD',
          team: teamName(before, e.teamId),
          amountLakhs: e.amountLakhs,
        },
        after: { player: playerName(after, e.playerId), status: 'AVAILABLE', reason: e.reason },
      };
    case 'lotUnsold':
      return {
        action: 'ROOM_SKIP_LOT',
        before: {
          lotId: e.lotId,
          player: playerName(before, e.playerId),
          status: 'OPEN',
          closesAt: iso(before.currentLot?.closesAt),
        },
        after: { lotId: e.lotId, status: 'UNSOLD', reason: 'SKIPPED' },
      };
    case 'biddingEnded':
      return {
        action: 'ROOM_END',
        before: { phase: before.phase },
        after: { phase: after.phase, biddingEndedAt: iso(e.at) },
      };
    default:
      return null;
  }
}

/**
 * The record of the control admin `adminId` sent, from its committed events; null if none is theirs.
 * With the control's code from the table (`action`, `ORGANISER_CONTROLS`), the record of that code
 * (an End on a paused auction resumes it first, then ends: ROOM_END; a skip whose close brings a
 * pause the admin asked for: ROOM_SKIP_LOT); an event with no record of its own above (a newer
 * control's) is recorded under `action` with the event's own fields as `after`. Without it, the last
 * of their events with a record names the control.
 */
export function organiserRecordOf(
  adminId: string,
  change: CommittedChange,
  action?: AdminActionCode,
): OrganiserRecord | null {
  const theirs = [...change.events].reverse().filter((e) => 'by' in e && e.by === adminId);
  const records = theirs.map((e) => recordOf(e, change));
  if (action !== undefined) {
    const own = records.find((record) => record?.action === action);
    if (own) return own;
    const unnamed = theirs[records.indexOf(null)];
    if (unnamed) return { action, before: {}, after: fieldsOf(unnamed) };
  }
  return records.find((record) => record !== null) ?? null;
}

/** An event's own fields: all but its type, who sent it and when. */
function fieldsOf(e: AuctionEvent): Record<string, unknown> {
  const { type: _type, ...rest } = e as AuctionEvent & { by?: string; at?: number };
  const { by: _by, at: _at, ...fields } = rest;
  return fields;
}
