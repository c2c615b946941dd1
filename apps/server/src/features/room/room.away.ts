/**
 * Who was away for a whole lot: the lot clock shows this every state and presence it sees, and at
 * each close it learns which human teams' owners had no connection at any moment of that lot; those
 * teams go on autopilot (engine `setAutopilot`, reason AWAY). A lot that opened before this clock
 * started is not judged (its presence before the start is unknown).
 */
import type { AuctionState } from '@bidxi/engine';

export class AwayWatch {
  #lot: { lotId: number; seen: Set<string> } | null = null;

  constructor(private readonly startedAtMs: number) {}

  /**
   * Notes `present` (owner ids connected now) against `state`; returns the ids of the teams to put
   * on autopilot when the lot it watched has just closed (empty otherwise).
   */
  observe(state: AuctionState, present: ReadonlySet<string>): string[] {
    const watched = this.#lot;
    const lot = state.currentLot;
    if (watched && lot?.lotId === watched.lotId) {
      for (const id of present) watched.seen.add(id);
      return [];
    }
    this.#lot =
      lot && lot.openedAt >= this.startedAtMs ? { lotId: lot.lotId, seen: new Set(present) } : null;
    if (!watched || state.lastLotId < watched.lotId) return [];
    for (const id of present) watched.seen.add(id);
    if (state.phase === 'BIDDING_ENDED' || state.phase === 'COMPLETED') return [];
    return Object.values(state.teams)
      .filter((t) => !t.isBot && !state.autopilot[t.teamId] && !watched.seen.has(t.ownerId))
      .map((t) => t.teamId);
  }
}
