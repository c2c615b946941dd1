/**
 * After a command commits, tells the room what happened, in the spec's event names (spec
 * auctions-and-room.md §7) with BidXI's `seq`, `closesAt` and `serverTime` (ARCHITECTURE.md §5).
 * Broadcasts go to the socket.io room of the auction, on every node through the adapter.
 */
import { lakhsToCrores, type AuctionEvent, type AuctionState } from '@bidxi/engine';
import type { RoomBidView } from '@bidxi/protocol';
import type { RoomRunner } from './room.runner';
import { lotView, playerView, remainingPlayerCount, teamViews } from './room.views';

/** What the broadcaster needs from the socket layer. */
export interface RoomEmitter {
  toRoom(auctionId: string, event: string, payload: unknown): void;
  roomSize(auctionId: string): number;
  present(auctionId: string): ReadonlySet<string>;
  now(): number;
}

export const roomName = (auctionId: string) => `auction:${auctionId}`;

/** Bids of the open lot, newest first, kept per auction so `currentPlayerBids` needs no query. */
const lotBids = new Map<string, RoomBidView[]>();

export function currentLotBids(auctionId: string): RoomBidView[] | undefined {
  return lotBids.get(auctionId);
}

export function setCurrentLotBids(auctionId: string, bids: RoomBidView[]): void {
  lotBids.set(auctionId, bids);
}

export function broadcastCommit(
  emitter: RoomEmitter,
  runner: RoomRunner,
  events: readonly AuctionEvent[],
  before: AuctionState,
  after: AuctionState,
): void {
  const setup = runner.setup;
  if (!setup) return;
  const id = runner.auctionId;
  const now = emitter.now();
  const serverTime = new Date(now).toISOString();
  let seq = before.version;
  for (const e of events) {
    seq += 1;
    switch (e.type) {
      case 'lotOpened': {
        const lot = after.currentLot;
        if (!lot) break;
        lotBids.set(id, []);
        emitter.toRoom(id, 'activePlayerDetail', {
          seq,
          serverTime,
          playerId: e.playerId,
          time: Math.max(0, e.closesAt - now),
          delay: setup.auction.bidWindowMs / 1000,
          roomSize: emitter.roomSize(id),
          closesAt: new Date(e.closesAt).toISOString(),
          lot: lotView(after, lot, setup.teams),
          player: playerView(after, setup, e.playerId),
        });
        emitter.toRoom(id, 'currentPlayerBids', { seq, auctionPlayerId: e.playerId, bids: [] });
        break;
      }
      case 'bidPlaced': {
        const lot = after.currentLot;
        const team = setup.teams.find((t) => t.teamId === e.teamId);
        if (!lot || !team) break;
        const bid: RoomBidView = {
          amount: lakhsToCrores(e.amountLakhs),
          amountLakhs: e.amountLakhs,
          teamId: e.teamId,
          userId: team.ownerId,
          username: team.ownerName,
          timestamp: new Date(e.at).toISOString(),
        };
        const bids = [bid, ...(lotBids.get(id) ?? [])].slice(0, 10);
        lotBids.set(id, bids);
        emitter.toRoom(id, 'newBid', {
          seq,
          serverTime,
          auctionPlayerId: lot.playerId,
          amount: bid.amount,
          amountLakhs: e.amountLakhs,
          timestamp: bid.timestamp,
          delay: setup.auction.bidWindowMs / 1000,
          highestBidderId: team.ownerId,
          teamId: e.teamId,
          username: team.ownerName,
          remainingPlayerCount: remainingPlayerCount(after),
          closesAt: new Date(e.closesAt).toISOString(),
          lot: lotView(after, lot, setup.teams),
          bid,
        });
        emitter.toRoom(id, 'currentPlayerBids', { seq, auctionPlayerId: lot.playerId, bids });
        break;
      }
      case 'lotSold':
      case 'lotUnsold': {
        const sold = e.type === 'lotSold';
        const team = sold ? setup.teams.find((t) => t.teamId === e.teamId) : undefined;
        const over =
          after.phase === 'BIDDING_ENDED' || events.some((x) => x.type === 'biddingEnded');
        const payload = {
          seq,
          serverTime,
          status: sold ? 'SOLD' : 'UNSOLD',
          auctionPlayerId: e.playerId,
          playerName: after.players[e.playerId]?.name ?? '',
          userId: team?.ownerId ?? null,
          teamId: sold ? e.teamId : null,
          username: team?.ownerName ?? null,
          amount: sold ? lakhsToCrores(e.amountLakhs) : null,
          remainingPlayerCount: remainingPlayerCount(after),
          nextLotAt: over ? null : new Date(now + setup.auction.pauseBetweenLotsMs).toISOString(),
        };
        emitter.toRoom(id, 'askNewPlayer', payload);
        if (sold) {
          emitter.toRoom(id, 'playerSold', payload);
          emitter.toRoom(id, 'budgetUpdate', {
            seq,
            teams: teamViews(after, setup, emitter.present(id)).map((t) => ({
              teamId: t.teamId,
              purseRemaining: t.purseRemaining,
              purseRemainingLakhs: t.purseRemainingLakhs,
            })),
          });
        }
        emitter.toRoom(id, 'playerStatusChanged', {
          seq,
          auctionPlayerId: e.playerId,
          status: sold ? 'SOLD' : 'UNSOLD',
        });
        break;
      }
      case 'playerPulledBack': {
        const team = setup.teams.find((t) => t.teamId === e.teamId);
        emitter.toRoom(id, 'playerPulledBack', {
          seq,
          serverTime,
          auctionPlayerId: e.playerId,
          playerName: after.players[e.playerId]?.name ?? '',
          userId: team?.ownerId ?? '',
          username: team?.ownerName ?? '',
          queue: [...after.queue],
        });
        emitter.toRoom(id, 'playerReAdded', {
          seq,
          message: 'One Player is Pulled Back!',
          auctionPlayerId: e.playerId,
        });
        emitter.toRoom(id, 'playerStatusChanged', {
          seq,
          auctionPlayerId: e.playerId,
          status: 'AVAILABLE',
        });
        break;
      }
      case 'biddingEnded': {
        const reason =
          Object.values(after.teams).length > 0 &&
          Object.values(after.teams).every((t) => t.squad.length >= 11)
            ? 'ALL_SQUADS_FULL'
            : 'ALL_PLAYERS_DONE';
        emitter.toRoom(id, 'biddingEnded', {
          seq,
          serverTime,
          endsAt: new Date(e.at + setup.auction.reorderWindowMs).toISOString(),
          reason,
        });
        break;
      }
      case 'teamRegistered': {
        // The one team's view only: all of them per registration made a join storm O(n²) (RT-6).
        const one = { ...setup, teams: setup.teams.filter((t) => t.teamId === e.teamId) };
        const [team] = teamViews(after, one, emitter.present(id));
        if (team) emitter.toRoom(id, 'teamJoined', { seq, team });
        break;
      }
    }
  }
}
