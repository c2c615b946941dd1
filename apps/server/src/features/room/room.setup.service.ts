/**
 * The auction's setup as the room builds its state from it, for readers outside the room (the
 * audit log's header): the title, the pool in sheet order and the engine settings.
 */
import type { AuctionSettings, PlayerInput } from '@bidxi/engine';
import type { Db } from '../../db/client';
import { engineSettingsOf, loadSetup } from './room.auction-repo';

/** What an auction starts from. */
export interface RoomSetup {
  title: string;
  /** The pool in the order the room loads it (the audit log's replay starts from it). */
  players: PlayerInput[];
  settings: AuctionSettings;
}

/** The auction's setup, or null if there is no such auction. */
export async function loadRoomSetup(db: Db, auctionId: string): Promise<RoomSetup | null> {
  const setup = await loadSetup(db, auctionId);
  if (!setup) return null;
  return {
    title: setup.auction.title,
    players: setup.players,
    settings: engineSettingsOf(setup.auction),
  };
}
