import type { AuctionState } from '@bidxi/engine';
import { memo, useMemo, type ReactNode } from 'react';
import { useRoomContext, useRoomSelector } from '../room-context';
import { LotStrip } from './lot-strip';

/**
 * What the room tells its audit bar: plain values of the room's state, so the bid log
 * (its own feature) needs nothing of the room's internals. Names: owners by team id, players by id.
 */
export interface RoomAuditInfo {
  auctionId: string;
  /** The audit log's hash at the room's seq. */
  headHash: string;
  lastLotId: number;
  openLotId: number | null;
  isCompleted: boolean;
  names: { teams: Record<string, string>; players: Record<string, string> };
  /** The lot strip (player, price, leader, clock) for the Bid log sheet to keep in view while bidding runs. */
  lotStrip: ReactNode;
}

const namesOf = (teams: AuctionState['teams'], players: AuctionState['players']) => ({
  teams: Object.fromEntries(Object.values(teams).map((t) => [t.teamId, t.ownerName])),
  players: Object.fromEntries(Object.values(players).map((p) => [p.id, p.name])),
});

/**
 * Renders the caller's audit bar with the room's {@link RoomAuditInfo}, or with `null` before the
 * room's first state (the caller draws the bar's empty box, so nothing below it moves).
 */
export const RoomAuditSlot = memo(function RoomAuditSlot({
  render,
}: {
  render: (info: RoomAuditInfo | null) => ReactNode;
}) {
  const { auctionId } = useRoomContext();
  const headHash = useRoomSelector((s) => s.snapshot?.headHash ?? '');
  const lastLotId = useRoomSelector((s) => s.snapshot?.state.lastLotId ?? 0);
  const openLotId = useRoomSelector((s) => s.snapshot?.state.currentLot?.lotId ?? null);
  const isCompleted = useRoomSelector((s) => s.room?.auction.status === 'COMPLETED');
  const teams = useRoomSelector((s) => s.snapshot?.state.teams);
  const players = useRoomSelector((s) => s.snapshot?.state.players);
  const names = useMemo(
    () => (teams && players ? namesOf(teams, players) : { teams: {}, players: {} }),
    [teams, players],
  );
  const lotStrip = useMemo(() => (isCompleted ? null : <LotStrip inDialog />), [isCompleted]);
  if (!headHash) return render(null);
  return render({ auctionId, headHash, lastLotId, openLotId, isCompleted, names, lotStrip });
});
