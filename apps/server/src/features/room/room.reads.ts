/**
 * The spec's small room reads (spec auctions-and-room.md §7): each answers in its ack and with the
 * event the spec's clients listen to. All of them read the state the auction's Room holds after a catch-up.
 */
import { lakhsToCrores, remainingPlayerCount } from '@bidxi/engine';
import { lotView, maxBidOf, playerView } from '@bidxi/protocol';
import type { RoomContext } from './room.context';
import type { On } from './room.handlers';
import type { RoomSocket } from './room.presence';

const iso = (ms: number) => new Date(ms).toISOString();

/** Registers getChatHistory, getAuctionRoomSize, playerCount, getActivePlayer and getBudget. */
export function registerReads(on: On, socket: RoomSocket, ctx: RoomContext): void {
  const { auctionId } = socket.data;
  const view = () => ctx.registry.room(auctionId).snapshot();

  on('getChatHistory', 'read', async () => {
    const messages = await ctx.chat.load(auctionId);
    socket.emit('chatHistory', { messages });
    return { messages };
  });
  on('getAuctionRoomSize', 'read', async () => {
    const ids = ctx.registry.presentPlayerIds(auctionId);
    socket.emit('auctionRoomSize', { roomSize: ids.length, connectedUserIds: ids });
    return { roomSize: ids.length };
  });
  on('playerCount', 'read', async () => {
    const v = await view();
    const count = v ? remainingPlayerCount(v.state) : 0;
    socket.emit('playerCount', { count });
    return { count };
  });
  on('getActivePlayer', 'read', async () => {
    const v = await view();
    const lot = v?.state.currentLot;
    if (!v || !lot) return { lot: null };
    const now = ctx.deps.clock.now();
    const payload = {
      seq: v.state.version,
      serverTime: iso(now),
      playerId: lot.playerId,
      time: Math.max(0, lot.closesAt - now),
      delay: v.state.settings.bidWindowMs / 1000,
      roomSize: ctx.registry.presentPlayerIds(auctionId).length,
      closesAt: iso(lot.closesAt),
      lot: lotView(v.state, lot),
      player: playerView(v.state.players[lot.playerId]!),
    };
    socket.emit('activePlayerDetail', payload);
    return { lot: payload.lot, player: payload.player };
  });
  on('getBudget', 'read', async () => {
    const v = await view();
    const teams = v
      ? Object.values(v.state.teams).map((t) => ({
          teamId: t.teamId,
          purseRemaining: lakhsToCrores(t.purseRemainingLakhs),
          purseRemainingLakhs: t.purseRemainingLakhs,
          ...maxBidOf(v.state, t.teamId),
        }))
      : [];
    socket.emit('budgetUpdate', { seq: v?.state.version ?? 0, teams });
    return { teams };
  });
}
