/**
 * What the bench's room clients read off the wire (protocol v2, docs/architecture.md §2 "Clients").
 * The bench's clients are the spec's clients (no `feed` in the handshake) unless a row asks for the web
 * app's engine feed (RT-7, `roomEvents`). The spec's clients get the spec's named
 * events (`activePlayerDetail`, `newBid`, `askNewPlayer`, each with the lot as `RoomLotView`) and a
 * `roomState` that is the engine snapshot (`RoomSnapshot`: the lot is `state.currentLot`, instants in
 * epoch ms). The lot of a snapshot is read through the protocol's own view, as the web's is.
 */
import { lotView, type RoomLotView, type RoomSnapshot } from '@bidxi/protocol';

/** The open lot of a `roomState` snapshot as the spec's events show it, or null between lots. */
export function snapshotLot(snapshot: RoomSnapshot): RoomLotView | null {
  const lot = snapshot.state.currentLot;
  return lot ? lotView(snapshot.state, lot) : null;
}

export type {
  ActivePlayerDetail,
  AskNewPlayer,
  NewBid,
  RoomEventsMessage,
  RoomLotView,
  RoomSnapshot,
} from '@bidxi/protocol';
