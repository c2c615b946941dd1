/** The room's view of the viewer's watch-list: who is starred, and how to toggle a star. */
import { useCallback } from 'react';
import { useRoomContext } from '../room-context';
import { useToggleStar, useWatchList } from './watch-list-api';

export interface RoomWatchList {
  /** Whether the viewer may star (a signed-in player, not a spectator or a replay). */
  canStar: boolean;
  starred: ReadonlySet<string>;
  toggle: (auctionPlayerId: string) => void;
}

/** The watch-list of the room's auction for the signed-in viewer. */
export function useRoomWatchList(): RoomWatchList {
  const { auctionId, myUserId, isReadOnly = false } = useRoomContext();
  const canStar = !isReadOnly && myUserId !== null;
  const starred = useWatchList(auctionId, canStar);
  const { mutate } = useToggleStar(auctionId);
  const toggle = useCallback(
    (playerId: string) => mutate({ playerId, starred: !starred.has(playerId) }),
    [mutate, starred],
  );
  return { canStar, starred, toggle };
}
