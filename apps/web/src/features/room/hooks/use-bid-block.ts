/**
 * Why the viewer cannot bid right now (bid-block.ts), kept current: it is read again on every change
 * of the engine state and at the instants time alone changes it (a second before the close, the close).
 */
import type { RuleError } from '@bidxi/engine';
import { useEffect, useReducer } from 'react';
import { bidBlockOf, nextBlockChangeAt } from '../bidding/bid-block';
import { serverNow } from '../clock/server-clock';
import { useRoomSelector } from '../room-context';

/** The engine's reason the viewer's team cannot bid the next amount, or null when it can. */
export function useBidBlock(): RuleError | null {
  const state = useRoomSelector((s) => s.snapshot?.state ?? null);
  const myTeamId = useRoomSelector((s) => s.snapshot?.myTeamId ?? null);
  const [tick, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    const at = nextBlockChangeAt(state, serverNow());
    if (at === null) return;
    const id = window.setTimeout(rerender, Math.max(0, at - serverNow()) + 1);
    return () => window.clearTimeout(id);
  }, [state, tick]);

  return bidBlockOf(state, myTeamId, serverNow());
}
