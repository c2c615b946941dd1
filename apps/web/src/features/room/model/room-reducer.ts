/**
 * Applies one server event to the room as the client holds it. Pure, and idempotent for an event of
 * the current `seq` (the server sends several events per step, all with that step's number). Objects
 * that an event does not touch keep their identity, so memoised components skip re-rendering.
 */
import type { RoomBidView, RoomPlayerView, RoomState, RoomTeamView } from '@bidxi/protocol';
import type { SequencedEvent, UnsequencedEvent } from './room-events';

/** The outcome of the last closed lot, shown until the next lot opens. */
export interface LotResult {
  auctionPlayerId: string;
  playerName: string;
  status: 'SOLD' | 'UNSOLD';
  userId: string | null;
  username: string | null;
  teamId: string | null;
  amount: number | null;
}

/** The server's room plus what the client keeps between lots. */
export interface ClientRoom extends RoomState {
  lastResult: LotResult | null;
  nextLotAt: string | null;
}

/** Chat kept in memory (the server sends its last 100 on join). */
const CHAT_CAP = 200;
const BIDS_CAP = 10;

export function fromRoomState(state: RoomState): ClientRoom {
  return { ...state, lastResult: null, nextLotAt: null };
}

function updatePlayer(
  players: RoomPlayerView[],
  id: string,
  change: (p: RoomPlayerView) => RoomPlayerView,
): RoomPlayerView[] {
  const index = players.findIndex((p) => p.auctionPlayerId === id);
  if (index < 0) return players;
  const next = change(players[index]!);
  if (shallowEqual(next, players[index]!)) return players;
  const copy = players.slice();
  copy[index] = next;
  return copy;
}

function upsertPlayer(players: RoomPlayerView[], player: RoomPlayerView): RoomPlayerView[] {
  const exists = players.some((p) => p.auctionPlayerId === player.auctionPlayerId);
  return exists
    ? updatePlayer(players, player.auctionPlayerId, () => player)
    : [...players, player];
}

function updateTeams(
  teams: RoomTeamView[],
  change: (t: RoomTeamView) => RoomTeamView,
): RoomTeamView[] {
  let changed = false;
  const next = teams.map((t) => {
    const n = change(t);
    if (n !== t && !shallowEqual(n, t)) {
      changed = true;
      return n;
    }
    return t;
  });
  return changed ? next : teams;
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((k) => Object.is(a[k], b[k]));
}

const bidKey = (b: RoomBidView) => `${b.timestamp}|${b.teamId}|${b.amountLakhs}`;

function withBid(bids: RoomBidView[], bid: RoomBidView): RoomBidView[] {
  if (bids.some((b) => bidKey(b) === bidKey(bid))) return bids;
  return [bid, ...bids]
    .sort((x, y) => y.amountLakhs - x.amountLakhs || y.timestamp.localeCompare(x.timestamp))
    .slice(0, BIDS_CAP);
}

function remaining(room: Pick<ClientRoom, 'queue' | 'currentLot'>): number {
  return room.queue.length + (room.currentLot ? 1 : 0);
}

/** One numbered event (the caller has checked its `seq`). */
export function applySequenced(room: ClientRoom, event: SequencedEvent): ClientRoom {
  const seq = Math.max(room.seq, event.payload.seq);
  switch (event.type) {
    case 'activePlayerDetail': {
      const p = event.payload;
      const isSameLot = room.currentLot?.lotId === p.lot.lotId;
      const queue = room.queue.includes(p.playerId)
        ? room.queue.filter((id) => id !== p.playerId)
        : room.queue;
      return {
        ...room,
        seq,
        phase: 'LOT_OPEN',
        currentLot: p.lot,
        lastBids: isSameLot ? room.lastBids : [],
        players: upsertPlayer(room.players, p.player),
        queue,
        roomSize: p.roomSize,
        remainingPlayerCount: queue.length + 1,
        lastResult: null,
        nextLotAt: null,
      };
    }
    case 'newBid': {
      const p = event.payload;
      if (room.currentLot && room.currentLot.lotId > p.lot.lotId) return { ...room, seq };
      const isSameLot = room.currentLot?.lotId === p.lot.lotId;
      const isNewer = !isSameLot || p.lot.bidCount >= (room.currentLot?.bidCount ?? 0);
      return {
        ...room,
        seq,
        phase: 'LOT_OPEN',
        currentLot: isNewer ? p.lot : room.currentLot,
        lastBids: withBid(isSameLot ? room.lastBids : [], p.bid),
        remainingPlayerCount: p.remainingPlayerCount,
      };
    }
    case 'currentPlayerBids': {
      const p = event.payload;
      if (room.currentLot?.auctionPlayerId !== p.auctionPlayerId) return { ...room, seq };
      return { ...room, seq, lastBids: p.bids.slice(0, BIDS_CAP) };
    }
    case 'askNewPlayer':
    case 'playerSold': {
      const p = event.payload;
      const isSold = p.status === 'SOLD';
      const player = room.players.find((x) => x.auctionPlayerId === p.auctionPlayerId);
      const players = updatePlayer(room.players, p.auctionPlayerId, (x) => ({
        ...x,
        status: p.status,
        soldToTeamId: isSold ? p.teamId : null,
        soldPrice: isSold ? p.amount : null,
      }));
      const teams =
        isSold && p.teamId && player
          ? updateTeams(room.teams, (t) =>
              t.teamId !== p.teamId || t.squad.some((s) => s.auctionPlayerId === p.auctionPlayerId)
                ? t
                : {
                    ...t,
                    squad: [
                      ...t.squad,
                      {
                        auctionPlayerId: p.auctionPlayerId,
                        name: player.name,
                        type: player.type,
                        price: p.amount ?? 0,
                      },
                    ],
                  },
            )
          : room.teams;
      const isCurrent = room.currentLot?.auctionPlayerId === p.auctionPlayerId;
      return {
        ...room,
        seq,
        phase: isCurrent ? 'BETWEEN_LOTS' : room.phase,
        currentLot: isCurrent ? null : room.currentLot,
        players,
        teams,
        remainingPlayerCount: p.remainingPlayerCount,
        lastResult: {
          auctionPlayerId: p.auctionPlayerId,
          playerName: p.playerName,
          status: p.status,
          userId: p.userId,
          username: p.username,
          teamId: p.teamId,
          amount: p.amount,
        },
        nextLotAt: p.nextLotAt,
      };
    }
    case 'playerStatusChanged': {
      const p = event.payload;
      const players = updatePlayer(room.players, p.auctionPlayerId, (x) =>
        p.status === 'AVAILABLE'
          ? { ...x, status: p.status, soldToTeamId: null, soldPrice: null }
          : { ...x, status: p.status },
      );
      return { ...room, seq, players };
    }
    case 'playerPulledBack': {
      const p = event.payload;
      const players = updatePlayer(room.players, p.auctionPlayerId, (x) => ({
        ...x,
        status: 'AVAILABLE',
        isPullBackOnce: true,
        soldToTeamId: null,
        soldPrice: null,
      }));
      const next = { ...room, seq, players, queue: p.queue };
      return { ...next, remainingPlayerCount: remaining(next) };
    }
    case 'playerReAdded':
      return { ...room, seq };
    case 'budgetUpdate': {
      const byId = new Map(event.payload.teams.map((t) => [t.teamId, t]));
      const teams = updateTeams(room.teams, (t) => {
        const b = byId.get(t.teamId);
        return b
          ? { ...t, purseRemaining: b.purseRemaining, purseRemainingLakhs: b.purseRemainingLakhs }
          : t;
      });
      return { ...room, seq, teams };
    }
    case 'teamJoined': {
      const team = event.payload.team;
      const exists = room.teams.some((t) => t.teamId === team.teamId);
      const teams = exists
        ? updateTeams(room.teams, (t) => (t.teamId === team.teamId ? team : t))
        : [...room.teams, team];
      return { ...room, seq, teams };
    }
    case 'biddingEnded':
      return {
        ...room,
        seq,
        phase: room.phase === 'COMPLETED' ? 'COMPLETED' : 'ENDED',
        currentLot: null,
        nextLotAt: null,
        auction: { ...room.auction, endsAt: event.payload.endsAt, isEndTimeUpdated: true },
      };
    case 'auctionCompleted':
      return {
        ...room,
        seq,
        phase: 'COMPLETED',
        currentLot: null,
        auction: { ...room.auction, status: 'COMPLETED' },
      };
  }
}

/** Presence and chat: no `seq`, applied as they come. */
export function applyUnsequenced(room: ClientRoom, event: UnsequencedEvent): ClientRoom {
  switch (event.type) {
    case 'auctionRoomSize': {
      const present = new Set(event.payload.connectedUserIds);
      const teams = updateTeams(room.teams, (t) =>
        t.isBot || t.isConnected === present.has(t.ownerId)
          ? t
          : { ...t, isConnected: present.has(t.ownerId) },
      );
      return room.roomSize === event.payload.roomSize && teams === room.teams
        ? room
        : { ...room, roomSize: event.payload.roomSize, teams };
    }
    case 'newUserConnected': {
      const teams = updateTeams(room.teams, (t) =>
        t.ownerId === event.payload.userId && !t.isConnected ? { ...t, isConnected: true } : t,
      );
      return teams === room.teams ? room : { ...room, teams };
    }
    case 'userDisconnected':
      // The user may still have another socket (a reload): auctionRoomSize, sent next, says who is here.
      return room;
    case 'playerCount':
      return { ...room, remainingPlayerCount: event.payload.count };
    case 'receiveChatMessage': {
      const m = event.payload;
      if (room.chat.some((c) => c.id === m.id)) return room;
      return { ...room, chat: [...room.chat, m].slice(-CHAT_CAP) };
    }
    case 'chatHistory':
      return { ...room, chat: event.payload.messages.slice(-CHAT_CAP) };
  }
}
