import type { SquadPlayerView } from '@bidxi/protocol';
import { useCallback, useMemo, useState } from 'react';
import {
  moveItem,
  reorderSquad,
  sameOrder,
  squadTotals,
  type SquadTotals,
} from '@/features/team/model/squad-order';

export interface SquadOrder {
  /** The squad in the edited order, with each player's points in its new slot. */
  players: SquadPlayerView[];
  ids: string[];
  totals: SquadTotals;
  /** The edited order differs from the saved one. */
  isDirty: boolean;
  move: (from: number, to: number) => void;
  moveById: (activeId: string, overId: string) => void;
  reset: () => void;
}

/**
 * The owner's edits over the saved order. The saved order wins again after `reset()` or when the
 * squad itself changes (a player bought or removed).
 */
export function useSquadOrder(saved: readonly SquadPlayerView[]): SquadOrder {
  const savedIds = useMemo(() => saved.map((p) => p.id), [saved]);
  const [edited, setEdited] = useState<string[] | null>(null);
  const ids = useMemo(() => {
    const isSameSquad =
      edited !== null &&
      edited.length === savedIds.length &&
      savedIds.every((id) => edited.includes(id));
    return isSameSquad ? edited : savedIds;
  }, [edited, savedIds]);
  const players = useMemo(() => reorderSquad(saved, ids), [saved, ids]);
  const totals = useMemo(() => squadTotals(players), [players]);

  const move = useCallback((from: number, to: number) => setEdited(moveItem(ids, from, to)), [ids]);
  const moveById = useCallback(
    (activeId: string, overId: string) =>
      setEdited(moveItem(ids, ids.indexOf(activeId), ids.indexOf(overId))),
    [ids],
  );
  const reset = useCallback(() => setEdited(null), []);

  return { players, ids, totals, isDirty: !sameOrder(ids, savedIds), move, moveById, reset };
}
