/**
 * Which alerts the room's changes call for, from one frame of room state to the next. Pure (no DOM,
 * no clock of its own): the room feeds it frames and the server's time, and plays what it answers.
 *
 * - `outbid`: on the same open lot, the viewer's team led and now another team leads;
 * - `starredNext`: the player up next is one the viewer starred (once per player, again
 *   only after the next player changed or the star was removed and set again);
 * - `finalSeconds`: the open lot has ≤ {@link FINAL_SECONDS_MS} left and the viewer's team led it
 *   at some point (it leads, or was outbid on it); once per lot and closing instant, so a lot whose
 *   clock was extended by a late bid may alert again when it comes back into its last seconds.
 */

/** How close to a lot's close the last-seconds alert plays, in milliseconds. */
export const FINAL_SECONDS_MS = 5_000;

export type AlertKind = 'outbid' | 'starredNext' | 'finalSeconds';

/** What the tracker reads from the room. Instants are epoch milliseconds on the server's clock. */
export interface AlertFrame {
  /** The open lot, or null between lots. */
  lotId: number | null;
  /** When the open lot closes. */
  closesAtMs: number | null;
  /** The team with the highest bid on the open lot. */
  leaderTeamId: string | null;
  /** The viewer's team (null for a viewer without one). */
  myTeamId: string | null;
  /** The player (auctionPlayerId) up next (the engine's `nextQueuedPlayerId`). */
  nextPlayerId: string | null;
}

export interface AlertTracker {
  /** The alerts due at `nowMs` given the new `frame` and the viewer's starred players. */
  update(frame: AlertFrame, starred: ReadonlySet<string>, nowMs: number): AlertKind[];
}

/** A tracker for one room screen. */
export function createAlertTracker(): AlertTracker {
  let previous: AlertFrame | null = null;
  let starredNextShown: string | null = null;
  const ledLots = new Set<number>();
  const finalShown = new Set<string>();

  return {
    update(frame, starred, nowMs) {
      const out: AlertKind[] = [];
      const { lotId, myTeamId, leaderTeamId } = frame;
      const isLeading = myTeamId !== null && leaderTeamId === myTeamId;

      if (
        previous !== null &&
        lotId !== null &&
        previous.lotId === lotId &&
        myTeamId !== null &&
        previous.leaderTeamId === myTeamId &&
        leaderTeamId !== null &&
        leaderTeamId !== myTeamId
      ) {
        out.push('outbid');
      }
      if (lotId !== null && isLeading) ledLots.add(lotId);

      const starredNext =
        frame.nextPlayerId !== null && starred.has(frame.nextPlayerId) ? frame.nextPlayerId : null;
      if (starredNext !== null && starredNext !== starredNextShown) out.push('starredNext');
      starredNextShown = starredNext;

      if (lotId !== null && frame.closesAtMs !== null && ledLots.has(lotId)) {
        const leftMs = frame.closesAtMs - nowMs;
        const key = `${lotId}@${frame.closesAtMs}`;
        if (leftMs > 0 && leftMs <= FINAL_SECONDS_MS && !finalShown.has(key)) {
          finalShown.add(key);
          out.push('finalSeconds');
        }
      }
      previous = frame;
      return out;
    },
  };
}
