import { PLAYER_TYPES } from '@bidxi/engine';
import { TriangleAlert } from 'lucide-react';
import { memo, useMemo } from 'react';
import { playerTypeLabel } from '@/lib/player-type-label';
import { roomMessages } from '@/lib/messages/room';
import { xiOutlookOf } from '../model/xi-outlook';
import { useRoomSelector } from '../room-context';

/**
 * Under the player on the block: what the viewer's XI still needs ('Need: 1 BOWL · 1 WK') and, when
 * the pool or the purse puts it at risk, why ('Only 2 Bowlers · 0 Wicket-Keepers left in the pool'),
 * one line for the pool and one for the purse. Nothing for a viewer without a team or with a
 * complete XI.
 */
export const XiNeedsStrip = memo(function XiNeedsStrip() {
  const room = useRoomSelector((s) => s.room);
  const outlook = useMemo(() => xiOutlookOf(room), [room]);
  if (!outlook) return null;
  const { needs, risk } = outlook;
  const parts = PLAYER_TYPES.filter((t) => needs[t] > 0).map(
    (t) => `${needs[t]} ${roomMessages.room.xi.short[t]}`,
  );
  const short = risk.shortTypes.map((s) =>
    roomMessages.room.xi.typeLeft(s.left, playerTypeLabel(s.type)),
  );
  const warnings = [
    ...(short.length > 0 ? [roomMessages.room.xi.onlyLeft(short.join(' · '))] : []),
    ...(risk.purseShort ? [roomMessages.room.xi.purseShort] : []),
  ];
  if (parts.length === 0 && warnings.length === 0) return null;
  return (
    <div data-testid="xi-needs" className="flex flex-col gap-1 px-1 text-sm">
      {parts.length > 0 ? (
        <p className="font-semibold text-night-100">
          {roomMessages.room.xi.need(parts.join(' · '))}
        </p>
      ) : null}
      {warnings.map((w) => (
        <p
          key={w}
          role="status"
          data-testid="xi-risk"
          className="flex items-center gap-1.5 font-semibold text-gold-300"
        >
          <TriangleAlert aria-hidden className="size-4 shrink-0" />
          {w}
        </p>
      ))}
    </div>
  );
});
