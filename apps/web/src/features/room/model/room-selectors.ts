/** Reads of the room that several components share. */
import { croresToLakhs } from '@bidxi/engine';
import type { RoomPlayerView, RoomTeamView } from '@bidxi/protocol';
import { MIN_PRESENT_TEAMS } from '@bidxi/engine';
import { roomMessages } from '@/lib/messages/room';
import type { ClientRoom } from './room-view';

/** Which screen the room shows (spec 001 §2 "Live auction room", §4 "Room"). */
export type RoomScreenKind = 'lobby' | 'waiting' | 'live' | 'between' | 'ended' | 'no-player';

/** The viewer's team, or null (an admin or a spectator). */
export function myTeamOf(room: ClientRoom | null): RoomTeamView | null {
  if (!room?.myTeamId) return null;
  return room.teams.find((t) => t.teamId === room.myTeamId) ?? null;
}

/** The pool player with this id, or null. */
export function playerOf(room: ClientRoom | null, id: string | null | undefined) {
  if (!room || !id) return null;
  return room.players.find((p) => p.auctionPlayerId === id) ?? null;
}

/** The player on the block, or null between lots. */
export function currentPlayerOf(room: ClientRoom | null): RoomPlayerView | null {
  return playerOf(room, room?.currentLot?.auctionPlayerId);
}

/**
 * The screen for `room`, from the protocol's room phase at `phase` (computed with `roomPhase` for the
 * current server time, since the lobby ends by the clock, not by an event) and the engine's counts.
 */
export function screenOf(room: ClientRoom, phase: ClientRoom['phase']): RoomScreenKind {
  switch (phase) {
    case 'ENDED':
    case 'COMPLETED':
      return 'ended';
    case 'LOT_OPEN':
      return 'live';
    case 'LOBBY':
      return 'lobby';
    case 'WAITING':
    case 'BETWEEN_LOTS':
      if (room.players.length === 0) return 'no-player';
      if (room.remainingPlayerCount === 0 && !room.lastResult) return 'no-player';
      return room.presentTeamCount < MIN_PRESENT_TEAMS ? 'waiting' : 'between';
  }
}

/** Name to show for a bidder: 'You' for the viewer. */
export function bidderLabel(userId: string | null, name: string | null, myUserId: string | null) {
  if (userId !== null && userId === myUserId) return roomMessages.room.you;
  return name ?? '—';
}

/** The spec's card status (§4 "Auction player card"). */
export function playerStatusLabel(
  player: RoomPlayerView,
  room: ClientRoom,
  myTeamId: string | null,
): string {
  const isCurrent = room.currentLot?.auctionPlayerId === player.auctionPlayerId;
  const status = roomMessages.room.status;
  if (player.status === 'AVAILABLE') return isCurrent ? status.ongoing : status.available;
  if (player.status === 'SOLD') {
    if (player.soldToTeamId !== null && player.soldToTeamId === myTeamId) return status.soldToMe;
    const team = room.teams.find((t) => t.teamId === player.soldToTeamId);
    return status.soldTo(team?.ownerName ?? team?.name ?? '—');
  }
  return isCurrent ? status.bidOngoing : status.unsold;
}

/** Best slot points plus bonus: what a player can score. */
export function maxPointsOf(player: RoomPlayerView): number {
  return Math.max(0, ...player.slotPoints) + player.bonus;
}

/** Crores on the wire to integer lakhs for display (`formatCrores`). */
export function lakhsOf(crores: number): number {
  return croresToLakhs(crores) ?? Math.round(crores * 100);
}
