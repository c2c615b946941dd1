/**
 * The owner's XI as a sortable list (spec 001 §2, §9): press and hold 300 ms then drag (touch or
 * mouse), the list auto-scrolling within ~50 px of the screen's edge; arrow keys after Space for
 * keyboards (dnd-kit); and move-up/move-down buttons on every row. Each move is announced.
 */
import type { SquadPlayerView } from '@bidxi/protocol';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resultsMessages } from '@/lib/messages/results';
import { SquadRow } from '@/features/team/components/squad-row';

/** Spec 001 §9: hold 300 ms before a drag starts; a finger may wander 5 px meanwhile. */
export const DRAG_HOLD_MS = 300;
const DRAG_TOLERANCE_PX = 5;
/** Spec 001 §9: auto-scroll within 50 px of the edge. */
export const AUTO_SCROLL_EDGE_PX = 50;

/** dnd-kit's threshold is a fraction of the scroll container (here the viewport's height). */
function autoScrollThreshold(): number {
  const height = typeof window === 'undefined' ? 844 : window.innerHeight || 844;
  return Math.min(0.5, AUTO_SCROLL_EDGE_PX / height);
}

export function SortableSquad({
  players,
  savedPoints,
  onMove,
  onAnnounce,
}: {
  players: SquadPlayerView[];
  /** Points per player id in the saved order, to mark rows whose points the edit changed. */
  savedPoints: ReadonlyMap<string, number>;
  onMove: (from: number, to: number) => void;
  onAnnounce: (message: string) => void;
}) {
  const { t } = useTranslation('team');
  const activation = { delay: DRAG_HOLD_MS, tolerance: DRAG_TOLERANCE_PX };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: activation }),
    useSensor(TouchSensor, { activationConstraint: activation }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => players.map((p) => p.id), [players]);
  const nameOf = (id: unknown) => players.find((p) => p.id === id)?.name ?? t('drag.player');
  const slotOf = (id: unknown) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('drag.pickedUp', {
        name: nameOf(active.id),
        position: slotOf(active.id),
        count: ids.length,
      }),
    onDragOver: ({ active, over }) =>
      over ? t('drag.over', { name: nameOf(active.id), position: slotOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? resultsMessages.results.moved(nameOf(active.id), slotOf(over.id), ids.length)
        : t('drag.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('drag.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  const moveBy = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    const player = players[index];
    if (!player || to < 0 || to >= players.length) return;
    onMove(index, to);
    onAnnounce(resultsMessages.results.moved(player.name, to + 1, players.length));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      autoScroll={{ threshold: { x: 0, y: autoScrollThreshold() }, acceleration: 12 }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t('drag.instructions'),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={t('battingOrder')} className="flex flex-col gap-2" data-testid="squad-list">
          {players.map((player, index) => (
            <SortableRow
              key={player.id}
              player={player}
              count={players.length}
              isChanged={savedPoints.get(player.id) !== player.points}
              onMoveUp={() => moveBy(index, -1)}
              onMoveDown={() => moveBy(index, 1)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  player,
  count,
  isChanged,
  onMoveUp,
  onMoveDown,
}: {
  player: SquadPlayerView;
  count: number;
  isChanged: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: player.id,
  });
  return (
    <SquadRow
      player={player}
      count={count}
      isEditable
      isDragging={isDragging}
      isChanged={isChanged}
      onMoveUp={onMoveUp}
      onMoveDown={onMoveDown}
      rowRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handleProps={{ ...attributes, ...listeners }}
    />
  );
}
