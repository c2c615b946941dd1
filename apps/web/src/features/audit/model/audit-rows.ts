/**
 * What the bid log sheet shows of audit entries: one row per bid attempt, accepted or
 * refused with its reason, per lot open and close, pull-back, max bid and organiser action. Pure:
 * names come from the caller (the room's state, or the log's own `teamRegistered` events).
 */
import type { AuctionEvent } from '@bidxi/engine';
import type { AuditEntry } from '@bidxi/protocol';
import { formatCrores } from '@/lib/format';
import { refusalReasonText, auditMessages } from '@/lib/messages/audit';
import { organiserMessages } from '@/lib/messages/organiser';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

/** How a row reads: a bid accepted / refused, a result, an organiser action or a room fact. */
export type AuditRowKind = 'accepted' | 'refused' | 'sale' | 'organiser' | 'room';

/** One line of the bid log. `at` epoch ms; `amountLakhs` integer lakhs or null. */
export interface AuditRow {
  key: string;
  seq: number;
  at: number;
  kind: AuditRowKind;
  teamId: string | null;
  team: string | null;
  amountLakhs: number | null;
  /** What happened, in words ('Accepted', 'Refused: Time Up!', 'Sold to … for 2 Cr'). */
  text: string;
  isProxy: boolean;
  /** A refusal that stands for more than one attempt (a flood is counted, not listed). */
  attempts: number;
}

/** Display names by id. */
export interface AuditNames {
  teams: Readonly<Record<string, string>>;
  players: Readonly<Record<string, string>>;
}

const teamName = (names: AuditNames, id: string | null | undefined) =>
  id ? (names.teams[id] ?? id.slice(0, 8)) : null;
const playerName = (names: AuditNames, id: string) => names.players[id] ?? id.slice(0, 8);

const atOf = (entry: AuditEntry) => Date.parse(entry.at);

/** The rows of one entry, in the order they happened. */
export function rowsOfEntry(entry: AuditEntry, names: AuditNames): AuditRow[] {
  const e = entry.event;
  const base = {
    key: String(entry.seq),
    seq: entry.seq,
    at: atOf(entry),
    teamId: null,
    team: null,
    amountLakhs: null,
    isProxy: false,
    attempts: 1,
  };
  const row = (kind: AuditRowKind, text: string, extra: Partial<AuditRow> = {}): AuditRow[] => [
    { ...base, kind, text, ...extra },
  ];
  if (e.type === 'bidsRefused') {
    return e.attempts.map((a, i) => ({
      ...base,
      key: `${entry.seq}.${i}`,
      at: a.at,
      kind: 'refused',
      teamId: a.teamId,
      team: teamName(names, a.teamId) ?? auditMessages.audit.noTeam,
      amountLakhs: a.amountLakhs,
      text: `${auditMessages.audit.refused}: ${refusalReasonText(a.code)}`,
      attempts: a.attempts ?? 1,
    }));
  }
  if (e.type === 'bidPlaced') {
    return row('accepted', auditMessages.audit.accepted, {
      at: e.at,
      teamId: e.teamId,
      team: teamName(names, e.teamId),
      amountLakhs: e.amountLakhs,
      isProxy: e.proxy === true,
    });
  }
  const text = describe(e, names);
  if (text === null) return [];
  const teamId = 'teamId' in e ? e.teamId : null;
  const amount = 'amountLakhs' in e ? e.amountLakhs : e.type === 'maxBidSet' ? e.maxLakhs : null;
  return row(kindOf(e), text, {
    at: 'at' in e ? e.at : e.type === 'lotOpened' ? e.openedAt : base.at,
    teamId,
    team: teamName(names, teamId),
    amountLakhs: amount,
    isProxy: e.type === 'maxBidSet' || e.type === 'maxBidCancelled',
  });
}

function kindOf(e: AuctionEvent): AuditRowKind {
  switch (e.type) {
    case 'lotSold':
      return 'sale';
    case 'auctionPaused':
    case 'auctionResumed':
    case 'saleUndone':
      return 'organiser';
    case 'lotExtended':
      return e.reason === 'ORGANISER' ? 'organiser' : 'room';
    case 'lotUnsold':
    case 'biddingEnded':
      return e.by === undefined ? 'room' : 'organiser';
    default:
      // Any other event the organiser caused (it carries who) is theirs.
      return 'by' in e ? 'organiser' : 'room';
  }
}

function describe(e: AuctionEvent, names: AuditNames): string | null {
  const say = auditMessages.audit.row;
  switch (e.type) {
    case 'lotOpened':
      return say.lotOpened(e.lotId, playerName(names, e.playerId), formatCrores(e.basePriceLakhs));
    case 'lotSold':
      return say.sold(
        playerName(names, e.playerId),
        teamName(names, e.teamId),
        formatCrores(e.amountLakhs),
      );
    case 'lotUnsold':
      return e.reason === 'SKIPPED'
        ? organiserMessages.organiser.skipped(playerName(names, e.playerId))
        : say.unsold(playerName(names, e.playerId));
    case 'lotExtended':
      return e.reason === 'ORGANISER'
        ? say.timeAdded(Math.round((e.closesAt - e.at) / 1000), clock(e.closesAt))
        : say.extended(clock(e.closesAt));
    case 'lotEndingEarly':
      return say.endingEarly;
    case 'maxBidSet':
      return say.maxBidSet(playerName(names, e.playerId));
    case 'maxBidCancelled':
      return say.maxBidWithdrawn(playerName(names, e.playerId));
    case 'teamPassed':
      return say.passed;
    case 'playerPulledBack':
      return say.pulledBack(playerName(names, e.playerId));
    case 'auctionPaused':
      return organiserMessages.organiser.paused;
    case 'auctionResumed':
      return say.resumed(organiserMessages.organiser.resumed, Math.round(e.pausedMs / 1000));
    case 'saleUndone':
      return organiserMessages.organiser.saleUndone(playerName(names, e.playerId), e.reason);
    case 'biddingEnded':
      return e.by === undefined ? say.biddingEnded : organiserMessages.organiser.endedEarly;
    case 'auctionCompleted':
      return say.completed;
    case 'teamRegistered':
      return say.joined(e.name);
    case 'redacted':
      return say.redacted;
    case 'autopilotSet': {
      const team = teamName(names, e.teamId) ?? '';
      if (!e.enabled) return say.autopilotOff(team);
      return e.reason === 'AWAY' ? say.autopilotAway(team) : say.autopilotOn(team);
    }
    case 'bidPlaced':
    case 'bidsRefused':
      return null;
    default:
      // Another organiser's event: its catalogue text, if it has one.
      return organiserMessages.organiser.eventText[(e as AuctionEvent).type] ?? null;
  }
}

// Made on first use: a time-zone formatter is costly to make, and the room loads this module.
let clockFormat: Intl.DateTimeFormat | undefined;

/** An instant (epoch ms) as 'HH:MM:SS' India time. */
export function clock(atMs: number): string {
  clockFormat ??= new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: INDIA_TIME_ZONE,
  });
  return clockFormat.format(new Date(atMs));
}

/** The rows of `entries`, newest first. */
export function auditRows(entries: readonly AuditEntry[], names: AuditNames): AuditRow[] {
  return entries.flatMap((e) => rowsOfEntry(e, names)).reverse();
}

/**
 * The log cut into lots as the server's `?lot=` does: lot N runs from its `lotOpened` to the next
 * lot's; entries before the first open are lot 0.
 */
export function entriesByLot(entries: readonly AuditEntry[]): Map<number, AuditEntry[]> {
  const lots = new Map<number, AuditEntry[]>();
  let lot = 0;
  for (const entry of entries) {
    if (entry.event.type === 'lotOpened') lot = entry.event.lotId;
    const list = lots.get(lot);
    if (list) list.push(entry);
    else lots.set(lot, [entry]);
  }
  return lots;
}

/** Team and player names the log itself carries (`teamRegistered`), over `base`. */
export function namesFromEntries(
  entries: readonly AuditEntry[],
  base: AuditNames = { teams: {}, players: {} },
): AuditNames {
  const teams: Record<string, string> = { ...base.teams };
  for (const { event } of entries) {
    if (event.type === 'teamRegistered') teams[event.teamId] = event.ownerName || event.name;
  }
  return { teams, players: base.players };
}

/** The first 8 and last 4 characters of a hash: 'a1b2c3d4…9f0e'. */
export function shortHash(hash: string): string {
  return hash.length <= 14 ? hash : `${hash.slice(0, 8)}…${hash.slice(-4)}`;
}
