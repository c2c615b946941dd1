// A published audit log for tests, played through the real engine (decide/evolve) and hashed with the
// protocol's chain: two teams, Rohit Sharma sold to 'me' for 2.5 Cr (a proxy bid) after a refused bid,
// and Jasprit Bumrah unsold. The same shape `GET …/audit.jsonl` sends.
import {
  decide,
  evolve,
  initialState,
  nextLotOpensAt,
  type AuctionCommand,
  type AuctionEvent,
  type AuctionState,
  type PlayerInput,
} from '@bidxi/engine';
import {
  AUDIT_FORMAT,
  entryHash,
  genesisHash,
  sealHash,
  type AuditEntry,
  type AuditHeader,
  type AuditLine,
  type AuditTrailer,
} from '@bidxi/protocol';

export const LOG_AUCTION_ID = '44444444-4444-4444-8444-444444444444';
export const ROHIT = '55555555-5555-4555-8555-555555555555';
export const BUMRAH = '66666666-6666-4666-8666-666666666666';
export const MY_TEAM_ID = 't-me';
export const RIVAL_TEAM_ID = 't-rival';

const SLOTS = [975, 975, 200, 350, 0, 0, 0, 0, 0, 0, 0];
const PLAYERS: PlayerInput[] = [
  {
    id: ROHIT,
    name: 'Rohit Sharma',
    type: 'Batter',
    lotGroup: 1,
    sheetIndex: 0,
    basePriceLakhs: 200,
    bonus: 0,
    slotPoints: SLOTS,
  },
  {
    id: BUMRAH,
    name: 'Jasprit Bumrah',
    type: 'Bowler',
    lotGroup: 2,
    sheetIndex: 1,
    basePriceLakhs: 150,
    bonus: 0,
    slotPoints: SLOTS,
  },
];

export interface TestLog {
  text: string;
  lines: AuditLine[];
  entries: AuditEntry[];
  header: AuditHeader;
  /** The last line: head hash, log hash and sales. */
  trailer: AuditTrailer;
  /** The entry index (0-based) of the sale. */
  saleIndex: number;
}

/** Builds the log; `start` is the first entry's instant (epoch ms). */
export function buildTestLog(start = Date.parse('2026-03-12T10:30:00.000Z')): TestLog {
  const settings = {
    lotsStartAt: start,
    pauseBetweenLotsMs: 3_000,
    lotWindowMs: 20_000,
    bidWindowMs: 15_000,
  };
  let state: AuctionState = initialState({
    auctionId: LOG_AUCTION_ID,
    players: PLAYERS,
    teams: [],
    settings,
  });
  const events: { at: number; event: AuctionEvent }[] = [];
  const run = (command: AuctionCommand, at: number) => {
    const d = decide(state, command, at);
    if (!d.ok) throw new Error(`${command.type} refused: ${d.error.code}`);
    for (const event of d.events) {
      state = evolve(state, event);
      events.push({ at, event });
    }
  };
  const add = (event: AuctionEvent, at: number) => {
    state = evolve(state, event);
    events.push({ at, event });
  };
  run(
    {
      type: 'registerTeam',
      teamId: MY_TEAM_ID,
      ownerId: 'u-me',
      purseTotalLakhs: 10_000,
      name: 'Mumbai Mavericks',
      ownerName: 'me',
    },
    start - 60_000,
  );
  run(
    {
      type: 'registerTeam',
      teamId: RIVAL_TEAM_ID,
      ownerId: 'u-rival',
      purseTotalLakhs: 10_000,
      name: 'Chennai Chargers',
      ownerName: 'rival',
    },
    start - 50_000,
  );
  run({ type: 'openLot' }, start);
  run({ type: 'placeBid', lotId: 1, teamId: MY_TEAM_ID, amountLakhs: 200 }, start + 2_000);
  add(
    {
      type: 'bidsRefused',
      attempts: [
        {
          teamId: MY_TEAM_ID,
          lotId: 1,
          amountLakhs: 225,
          code: 'ALREADY_HIGHEST',
          at: start + 2_500,
        },
      ],
    },
    start + 2_500,
  );
  run({ type: 'placeBid', lotId: 1, teamId: RIVAL_TEAM_ID, amountLakhs: 225 }, start + 4_000);
  add(
    {
      type: 'bidPlaced',
      lotId: 1,
      teamId: MY_TEAM_ID,
      amountLakhs: 250,
      at: start + 5_000,
      closesAt: start + 20_000,
      proxy: true,
    },
    start + 5_000,
  );
  run({ type: 'closeLot', lotId: 1 }, start + 20_000);
  const saleIndex = events.length - 1;
  run({ type: 'openLot' }, Math.max(start + 23_000, nextLotOpensAt(state)));
  const lot2 = state.currentLot!;
  run({ type: 'closeLot', lotId: 2 }, lot2.closesAt);

  const header: AuditHeader = {
    kind: 'header',
    format: AUDIT_FORMAT,
    auctionId: LOG_AUCTION_ID,
    title: 'IPL Mega Auction',
    players: PLAYERS,
    settings: state.settings,
  };
  let head = genesisHash(LOG_AUCTION_ID);
  const entries: AuditEntry[] = events.map(({ at, event }, i) => {
    const iso = new Date(at).toISOString();
    const hash = entryHash(head, i + 1, iso, event);
    const entry = { seq: i + 1, at: iso, event, prevHash: head, hash };
    head = hash;
    return entry;
  });
  const trailer: AuditTrailer = {
    kind: 'trailer',
    headHash: head,
    logHash: sealHash(head, header),
    entries: entries.length,
    sales: [{ playerId: ROHIT, teamId: MY_TEAM_ID, amountLakhs: 250 }],
  };
  const lines: AuditLine[] = [
    header,
    ...entries.map((e) => ({ kind: 'entry' as const, ...e })),
    trailer,
  ];
  return {
    text: `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`,
    lines,
    entries,
    header,
    trailer,
    saleIndex,
  };
}
