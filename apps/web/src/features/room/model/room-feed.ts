/**
 * The seq rules of the engine feed (ARCHITECTURE.md §5, room-snapshot.ts), pure: a `roomEvents` batch
 * numbered up to `seq` applies to a room at `seq − events.length`; one already applied is dropped;
 * one further ahead waits in a buffer until the missing events arrive. Events are applied with the
 * engine's own `evolve`, so the client cannot disagree with the server about what they mean.
 */
import { evolve, type AuctionEvent, type AuctionState } from '@bidxi/engine';
import type { RoomEventsMessage } from '@bidxi/protocol';

/** One applied event with the engine state before and after it (what the effects are read from). */
export interface AppliedStep {
  event: AuctionEvent;
  before: AuctionState;
  after: AuctionState;
}

/** How a batch fits a room at `seq`: already applied, the next events (overlap cut off), or a gap. */
export type BatchFit =
  { kind: 'stale' } | { kind: 'gap' } | { kind: 'next'; events: readonly AuctionEvent[] };

/** The seq of a batch's first event. */
export const firstSeqOf = (message: RoomEventsMessage) => message.seq - message.events.length + 1;

/**
 * How `message` fits a room at `seq`.
 *
 * @example
 * fitBatch(10, { seq: 12, serverTime, events: [e11, e12] }); // { kind: 'next', events: [e11, e12] }
 * fitBatch(10, { seq: 13, serverTime, events: [e13] });      // { kind: 'gap' }
 */
export function fitBatch(seq: number, message: RoomEventsMessage): BatchFit {
  if (message.seq <= seq) return { kind: 'stale' };
  const first = firstSeqOf(message);
  if (first > seq + 1) return { kind: 'gap' };
  return { kind: 'next', events: message.events.slice(seq + 1 - first) };
}

/** What {@link drain} did: the room it reached, the steps it took, what still waits behind a gap. */
export interface DrainResult {
  seq: number;
  state: AuctionState;
  steps: AppliedStep[];
  /** Batches after a gap, in order (empty when everything applied). */
  waiting: RoomEventsMessage[];
  /** An event could not follow the state (`evolve` threw): only a new snapshot repairs that. */
  isBroken: boolean;
}

/**
 * Applies every batch of `batches` that fits, in seq order, from a room at `seq` with `state`; stale
 * ones are dropped and the first gap stops it. Never throws: an event `evolve` refuses marks the
 * result broken (the state is kept as it was before that event).
 */
export function drain(
  seq: number,
  state: AuctionState,
  batches: readonly RoomEventsMessage[],
): DrainResult {
  const sorted = [...batches].sort((a, b) => firstSeqOf(a) - firstSeqOf(b) || a.seq - b.seq);
  const steps: AppliedStep[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const message = sorted[i]!;
    const fit = fitBatch(seq, message);
    if (fit.kind === 'stale') continue;
    if (fit.kind === 'gap') return { seq, state, steps, waiting: sorted.slice(i), isBroken: false };
    for (const event of fit.events) {
      let after: AuctionState;
      try {
        after = evolve(state, event);
      } catch {
        return { seq, state, steps, waiting: [], isBroken: true };
      }
      steps.push({ event, before: state, after });
      state = after;
      seq += 1;
    }
  }
  return { seq, state, steps, waiting: [], isBroken: false };
}
