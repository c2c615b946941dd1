/**
 * Checking a downloaded audit log (`audit.jsonl`): its first line is the header (the
 * auction, its pool and settings), then one entry per line, then the trailer (the sales and the head
 * hash the server published). The check recomputes every hash and link, replays the events with the
 * engine from the header, compares the sales it finds with the trailer's, and checks the log hash,
 * which chains the header after the entries (so a changed header fails too). Pure: the CLI
 * (`npm run verify-audit -- FILE`) and the browser run the same function.
 */
import {
  evolve,
  initialState,
  type AuctionSettings,
  type AuctionState,
  type PlayerInput,
} from '@bidxi/engine';
import { entryHash, genesisHash, sealHash, type AuditEntry } from './audit-chain';

/** The header line: what the replay starts from. */
export interface AuditHeader {
  kind: 'header';
  format: string;
  auctionId: string;
  title: string;
  players: PlayerInput[];
  settings: AuctionSettings;
}

/** One sale as the log shows it. */
export interface AuditSale {
  playerId: string;
  teamId: string;
  amountLakhs: number;
}

/** The trailer line: what the server says the log comes to. */
export interface AuditTrailer {
  kind: 'trailer';
  headHash: string;
  /** The header chained after `headHash` (`sealHash`): what the results page publishes. */
  logHash: string;
  entries: number;
  sales: AuditSale[];
}

/** A line of `audit.jsonl`. */
export type AuditLine = AuditHeader | ({ kind: 'entry' } & AuditEntry) | AuditTrailer;

/** What the check found. `problems` name the entry (`seq`) or the part that is wrong. */
export interface AuditVerdict {
  ok: boolean;
  entries: number;
  headHash: string;
  /** The log hash recomputed from the header and the entries ('' when the log has no header). */
  logHash: string;
  sales: AuditSale[];
  problems: { seq: number | null; problem: string }[];
}

/** Parses the JSON Lines text of a log. @throws Error on a line that is not JSON. */
export function parseAuditLog(text: string): AuditLine[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, i) => {
      try {
        return JSON.parse(line) as AuditLine;
      } catch {
        throw new Error(`line ${i + 1} is not JSON`);
      }
    });
}

/**
 * Checks a log: header first, trailer last, every entry's `prevHash` the hash before it and its `hash`
 * recomputed, seq numbers 1, 2, 3…, the replay accepted by the engine, and the replayed sales and head
 * equal to the trailer's.
 *
 * @example
 * const verdict = verifyAuditLog(parseAuditLog(text));
 * if (!verdict.ok) console.error(verdict.problems);
 */
export function verifyAuditLog(lines: readonly AuditLine[]): AuditVerdict {
  const problems: AuditVerdict['problems'] = [];
  const header = lines[0];
  const trailer = lines.at(-1);
  if (header?.kind !== 'header' || trailer?.kind !== 'trailer') {
    return {
      ok: false,
      entries: 0,
      headHash: '',
      logHash: '',
      sales: [],
      problems: [
        { seq: null, problem: 'the log must start with its header and end with its trailer' },
      ],
    };
  }
  const entries = lines
    .slice(1, -1)
    .filter((l): l is { kind: 'entry' } & AuditEntry => l.kind === 'entry');
  let head = genesisHash(header.auctionId);
  let state: AuctionState = initialState({
    auctionId: header.auctionId,
    players: header.players,
    teams: [],
    settings: header.settings,
  });
  const sales = new Map<string, AuditSale>();
  for (const [i, e] of entries.entries()) {
    if (e.seq !== i + 1) problems.push({ seq: e.seq, problem: `expected entry ${i + 1} here` });
    if (e.prevHash !== head)
      problems.push({ seq: e.seq, problem: 'does not follow the entry before it' });
    const hash = entryHash(e.prevHash, e.seq, e.at, e.event);
    if (hash !== e.hash)
      problems.push({ seq: e.seq, problem: 'its content does not match its hash' });
    head = e.hash;
    try {
      state = evolve(state, e.event);
    } catch (err) {
      problems.push({ seq: e.seq, problem: `the engine refuses it: ${(err as Error).message}` });
      break;
    }
    if (e.event.type === 'lotSold') {
      const { playerId, teamId, amountLakhs } = e.event;
      sales.set(playerId, { playerId, teamId, amountLakhs });
    }
    if (e.event.type === 'saleUndone') sales.delete(e.event.playerId);
  }
  const replayed = [...sales.values()];
  if (trailer.headHash !== head) problems.push({ seq: null, problem: 'the head hash differs' });
  const logHash = sealHash(head, header);
  if (trailer.logHash !== logHash) {
    problems.push({ seq: null, problem: 'the header does not match the log hash' });
  }
  if (trailer.entries !== entries.length)
    problems.push({ seq: null, problem: 'entries are missing' });
  const key = (s: AuditSale) => `${s.playerId}:${s.teamId}:${s.amountLakhs}`;
  const published = new Set(trailer.sales.map(key));
  if (replayed.length !== trailer.sales.length || !replayed.every((s) => published.has(key(s)))) {
    problems.push({ seq: null, problem: 'the sales do not match the replay' });
  }
  return {
    ok: problems.length === 0,
    entries: entries.length,
    headHash: head,
    logHash,
    sales: replayed,
    problems,
  };
}
