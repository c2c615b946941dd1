/**
 * The room's server events as one tagged union, and which of them are numbered: those carry the
 * room's `seq` and must be applied in order (a gap means a resync); presence and chat do not.
 */
import type { ServerToClientEvents } from '@bidxi/protocol';

type Events = ServerToClientEvents;

/** `{ type: 'newBid', payload: NewBid }` and so on, for every server event but `error`. */
export type RoomEvent = {
  [K in Exclude<keyof Events, 'error'>]: { type: K; payload: Parameters<Events[K]>[0] };
}[Exclude<keyof Events, 'error'>];

export type RoomEventType = RoomEvent['type'];

export const SEQUENCED_EVENTS = [
  'activePlayerDetail',
  'newBid',
  'currentPlayerBids',
  'askNewPlayer',
  'playerSold',
  'playerStatusChanged',
  'playerPulledBack',
  'playerReAdded',
  'budgetUpdate',
  'teamJoined',
  'biddingEnded',
  'auctionCompleted',
] as const satisfies readonly RoomEventType[];

export type SequencedEvent = Extract<RoomEvent, { type: (typeof SEQUENCED_EVENTS)[number] }>;

export const UNSEQUENCED_EVENTS = [
  'auctionRoomSize',
  'playerCount',
  'newUserConnected',
  'userDisconnected',
  'receiveChatMessage',
  'chatHistory',
] as const satisfies readonly RoomEventType[];

export type UnsequencedEvent = Extract<RoomEvent, { type: (typeof UNSEQUENCED_EVENTS)[number] }>;

const sequenced = new Set<string>(SEQUENCED_EVENTS);

export function isSequenced(event: RoomEvent): event is SequencedEvent {
  return sequenced.has(event.type);
}
