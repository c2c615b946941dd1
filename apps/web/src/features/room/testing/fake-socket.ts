// A socket.io stand-in for component tests: records emits (with their acks) and fires server events.
import type { RoomCommandAck, RoomCommandName, RoomCommandPayloads } from '@bidxi/protocol';
import type { AckCallback, RoomSocket } from '../socket/room-socket';

type Listener = (...args: unknown[]) => void;

export interface Emitted {
  event: string;
  payload: unknown;
  ack: AckCallback | undefined;
}

export class FakeSocket implements RoomSocket {
  connected = false;
  active = true;
  readonly emitted: Emitted[] = [];
  connectCalls = 0;
  private readonly listeners = new Map<string, Set<Listener>>();

  on(event: string, listener: (...args: never[]) => void) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener as Listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener?: (...args: never[]) => void) {
    if (listener) this.listeners.get(event)?.delete(listener as Listener);
    else this.listeners.delete(event);
    return this;
  }

  emit<E extends RoomCommandName>(
    event: E,
    payload: RoomCommandPayloads[E],
    ack?: (ack: RoomCommandAck<E>) => void,
  ) {
    // A test answers with whatever ack it is testing, so the fake takes any.
    const answer = ack && ((a: Parameters<AckCallback>[0]) => ack(a as RoomCommandAck<E>));
    this.emitted.push({ event, payload, ack: answer });
    return this;
  }

  connect() {
    this.connectCalls += 1;
    this.connected = true;
    this.active = true;
    this.fire('connect');
    return this;
  }

  disconnect() {
    this.connected = false;
    this.active = false;
    return this;
  }

  /** Delivers a server event to the registered listeners. */
  fire(event: string, payload?: unknown) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload);
  }

  dropConnection() {
    this.drop();
  }

  /** The connection drops and socket.io starts retrying. */
  drop() {
    this.connected = false;
    this.fire('disconnect', 'transport close');
  }

  sent(event: string): Emitted[] {
    return this.emitted.filter((e) => e.event === event);
  }
}
