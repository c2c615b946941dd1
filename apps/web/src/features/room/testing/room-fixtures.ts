// Rooms for tests, played through the real engine (initialState + decide/evolve): every snapshot is an
// engine state the server could send, and every batch holds the events the engine really emits.
import {
  decide,
  evolve,
  initialState,
  nextLotOpensAt,
  type AuctionCommand,
  type AuctionEvent,
  type AuctionSettings,
  type AuctionState,
  type PlayerInput,
  type TeamInput,
} from '@bidxi/engine';
import type { RoomEventsMessage, RoomSnapshot } from '@bidxi/protocol';

export const ME = 'u-me';
export const RIVAL = 'u-rival';
export const MY_TEAM = 't-me';
export const RIVAL_TEAM = 't-rival';
export const AUCTION_ID = '11111111-1111-4111-8111-111111111111';
export const PLAYER_ID = '22222222-2222-4222-8222-222222222222';
export const NEXT_PLAYER_ID = '33333333-3333-4333-8333-333333333333';

const SLOTS = [975, 975, 200, 350, 0, 0, 0, 0, 0, 0, 0];

/** A pool player as imported; Rohit Sharma, Batter, base 2 Cr, unless overridden. */
export function poolPlayer(over: Partial<PlayerInput> = {}): PlayerInput {
  return {
    id: PLAYER_ID,
    name: 'Rohit Sharma',
    type: 'Batter',
    lotGroup: 1,
    sheetIndex: 0,
    basePriceLakhs: 200,
    bonus: 0,
    slotPoints: SLOTS,
    ...over,
  };
}

/** Rohit on the block first, Jasprit Bumrah queued after him. */
export const DEFAULT_POOL: PlayerInput[] = [
  poolPlayer(),
  poolPlayer({ id: NEXT_PLAYER_ID, name: 'Jasprit Bumrah', type: 'Bowler', lotGroup: 2 }),
];

/** The viewer's team (100 Cr) unless overridden. */
export function teamInput(over: Partial<TeamInput> = {}): TeamInput {
  return {
    teamId: MY_TEAM,
    ownerId: ME,
    name: 'Mumbai Mavericks',
    ownerName: 'me',
    purseTotalLakhs: 10_000,
    ...over,
  };
}

export const RIVAL_INPUT = teamInput({
  teamId: RIVAL_TEAM,
  ownerId: RIVAL,
  name: 'Chennai Chargers',
  ownerName: 'rival',
});

/** A third team, for a bid by someone other than the viewer and the rival. */
export const THIRD_TEAM = 't-third';
export const THIRD_INPUT = teamInput({
  teamId: THIRD_TEAM,
  ownerId: 'u-third',
  name: 'Delhi Dashers',
  ownerName: 'third',
});

export interface RoomSetup {
  players?: PlayerInput[];
  teams?: TeamInput[];
  settings?: Partial<AuctionSettings>;
  /** The real time the room is built around (epoch ms); lots open from `now − 300 s`. */
  now?: number;
}

/** A room played through the engine; each step applies its events and returns them as a batch. */
export interface TestRoom {
  state: AuctionState;
  readonly now: number;
  /** Decides `command` at `at` (throws on a refusal) and applies its events. */
  run: (command: AuctionCommand, at: number) => RoomEventsMessage;
  /** Opens the next lot at `at` (default: as soon as the engine allows). */
  open: (at?: number) => RoomEventsMessage;
  bid: (teamId: string, amountLakhs: number, at?: number) => RoomEventsMessage;
  /** Closes the open lot at its `closesAt` (sold to the leader, or unsold). */
  close: () => RoomEventsMessage;
  /** Opens the next lot, `teamId` bids `amountLakhs`, and it closes: sold. */
  sell: (teamId: string, amountLakhs: number) => RoomEventsMessage;
  /** The `roomState` a client would get now. */
  snapshot: (over?: Partial<RoomSnapshot>) => RoomSnapshot;
}

/** The batch of `events` ending at `seq`. */
export function batch(seq: number, events: AuctionEvent[], at = Date.now()): RoomEventsMessage {
  return { seq, serverTime: new Date(at).toISOString(), events, headHash: `head-${seq}` };
}

/** A room with the default pool and the two teams, before its first lot. */
export function createTestRoom(setup: RoomSetup = {}): TestRoom {
  const now = setup.now ?? Date.now();
  let clock = now - 600_000;
  const room: TestRoom = {
    state: initialState({
      auctionId: AUCTION_ID,
      players: setup.players ?? DEFAULT_POOL,
      teams: setup.teams ?? [teamInput(), RIVAL_INPUT],
      settings: { lotsStartAt: now - 300_000, ...setup.settings },
    }),
    now,
    run(command, at) {
      const decision = decide(room.state, command, at);
      if (!decision.ok) throw new Error(`${command.type} refused: ${decision.error.code}`);
      room.state = decision.events.reduce(evolve, room.state);
      clock = Math.max(clock, at);
      return batch(room.state.version, [...decision.events], at);
    },
    open: (at) => room.run({ type: 'openLot' }, at ?? Math.max(clock, nextLotOpensAt(room.state))),
    bid(teamId, amountLakhs, at) {
      const lot = room.state.currentLot;
      if (!lot) throw new Error('no open lot');
      return room.run({ type: 'placeBid', lotId: lot.lotId, teamId, amountLakhs }, at ?? clock + 1);
    },
    close() {
      const lot = room.state.currentLot;
      if (!lot) throw new Error('no open lot');
      return room.run({ type: 'closeLot', lotId: lot.lotId }, lot.closesAt);
    },
    sell(teamId, amountLakhs) {
      const events = [room.open(), room.bid(teamId, amountLakhs), room.close()].flatMap(
        (b) => b.events,
      );
      return batch(room.state.version, events, clock);
    },
    snapshot: (over = {}) => ({
      seq: room.state.version,
      serverTime: new Date(now).toISOString(),
      auction: {
        id: AUCTION_ID,
        title: 'IPL Mega Auction',
        status: 'LIVE',
        startsAt: new Date(now - 600_000).toISOString(),
        budgetLimitLakhs: 10_000,
      },
      state: room.state,
      chat: [],
      connectedUserIds: [ME, RIVAL],
      roomSize: 2,
      myTeamId: MY_TEAM,
      headHash: `head-${room.state.version}`,
      ...over,
    }),
  };
  return room;
}

/**
 * The usual room: Rohit Sharma's lot opened 5 s ago (closing in 15 s), no bids yet; with
 * `bidLakhs` the rival (or `bidderTeamId`) bid that a second ago.
 */
export function liveRoom(
  setup: RoomSetup & { bidLakhs?: number; bidderTeamId?: string } = {},
): TestRoom {
  const room = createTestRoom(setup);
  room.open(room.now - 5_000);
  if (setup.bidLakhs !== undefined) {
    room.bid(setup.bidderTeamId ?? RIVAL_TEAM, setup.bidLakhs, room.now - 1_000);
  }
  return room;
}
