/**
 * Engine throughput: how many bids per second `decide` + `evolve` judge and apply on the real
 * 148-player sheet with 8 teams, how long a full replay of an auction's event log takes (what a
 * node does when it loads a room), and what one bid costs in a room of 1,000 teams (RT-1's room:
 * rules that ask about every team must not walk them all). Prints a table; run with
 * `npm run bench:engine`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  croresToLakhs,
  decide,
  evolve,
  initialState,
  minNextBidLakhs,
  parseSheetType,
  type AuctionEvent,
  type AuctionState,
  type PlayerInput,
} from '@bidxi/engine';

const SHEET = fileURLToPath(
  new URL('../packages/engine/src/fixtures/player-sheet.csv', import.meta.url),
);

function pool(): PlayerInput[] {
  const [, ...lines] = readFileSync(SHEET, 'utf8').trim().split(/\r?\n/);
  return lines.map((line, i) => {
    const [name, type, baseCr, bonus, ...slots] = line.split(',');
    const t = parseSheetType(type!)!;
    return {
      id: `p${i}`,
      name: name!,
      type: t.type,
      lotGroup: t.lotGroup,
      sheetIndex: i,
      basePriceLakhs: croresToLakhs(Number(baseCr))!,
      bonus: Number(bonus),
      slotPoints: slots.map(Number),
    };
  });
}

const teams = Array.from({ length: 8 }, (_, i) => ({
  teamId: `t${i}`,
  ownerId: `u${i}`,
  purseTotalLakhs: 1_000_000,
}));

/** Opens one lot and lets the teams outbid each other `bids` times; returns the events. */
function runLot(
  state: AuctionState,
  now: number,
  bids: number,
): { state: AuctionState; events: AuctionEvent[]; decisions: number } {
  const events: AuctionEvent[] = [];
  let s = state;
  let decisions = 0;
  const apply = (d: ReturnType<typeof decide>) => {
    decisions += 1;
    if (!d.ok) return false;
    for (const e of d.events) {
      s = evolve(s, e);
      events.push(e);
    }
    return true;
  };
  apply(decide(s, { type: 'openLot' }, now));
  for (let i = 0; i < bids && s.currentLot; i++) {
    apply(
      decide(
        s,
        {
          type: 'placeBid',
          lotId: s.currentLot.lotId,
          teamId: `t${i % teams.length}`,
          amountLakhs: minNextBidLakhs(s.currentLot),
        },
        now + i,
      ),
    );
  }
  return { state: s, events, decisions };
}

const players = pool();
let state = initialState({ auctionId: 'bench', players, teams });
const log: AuctionEvent[] = [];
let decisions = 0;
const started = performance.now();
for (let lot = 0; lot < 60 && state.queue.length > 0; lot++) {
  const r = runLot(state, lot * 100_000, 40);
  state = r.state;
  log.push(...r.events);
  decisions += r.decisions;
  if (state.currentLot) {
    const closed = decide(
      state,
      { type: 'closeLot', lotId: state.currentLot.lotId },
      state.currentLot.closesAt,
    );
    if (closed.ok) {
      for (const e of closed.events) {
        state = evolve(state, e);
        log.push(e);
      }
    }
  }
}
const elapsedMs = performance.now() - started;

const replayStarted = performance.now();
const replayed = log.reduce(evolve, initialState({ auctionId: 'bench', players, teams }));
const replayMs = performance.now() - replayStarted;
if (replayed.version !== state.version) throw new Error('replay differs');

/** µs per accepted bid (decide + evolve) on one lot of the sheet in a room of `teamCount` teams. */
function bidMicros(teamCount: number, bids: number): number {
  const many = Array.from({ length: teamCount }, (_, i) => ({
    teamId: `m${i}`,
    ownerId: `o${i}`,
    purseTotalLakhs: 1_000_000,
  }));
  let s = initialState({ auctionId: 'big', players, teams: many });
  const open = decide(s, { type: 'openLot' }, 0);
  if (!open.ok) throw new Error(open.error.code);
  s = open.events.reduce(evolve, s);
  const t0 = performance.now();
  for (let i = 0; i < bids && s.currentLot; i++) {
    const lot = s.currentLot;
    const command = {
      type: 'placeBid',
      lotId: lot.lotId,
      teamId: `m${i % teamCount}`,
      amountLakhs: minNextBidLakhs(lot),
    } as const;
    const d = decide(s, command, 1 + i);
    if (!d.ok) throw new Error(d.error.code);
    s = d.events.reduce(evolve, s);
  }
  return ((performance.now() - t0) * 1000) / bids;
}
bidMicros(1_000, 200); // warm-up
const bigRoomBidUs = bidMicros(1_000, 1_000);

console.log('| figure | value |');
console.log('|---|---|');
console.log(
  `| decide + evolve (bids and lots) | ${Math.round(decisions / (elapsedMs / 1000)).toLocaleString('en-IN')} decisions/s |`,
);
console.log(`| events in the log | ${log.length} |`);
console.log(`| replay of the whole log (room load) | ${replayMs.toFixed(1)} ms |`);
console.log(`| one bid in a room of 1,000 teams | ${bigRoomBidUs.toFixed(1)} µs |`);
