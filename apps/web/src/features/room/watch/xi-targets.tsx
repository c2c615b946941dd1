import type { RoomPlayerView } from '@bidxi/protocol';
import { memo, useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { formatCrores } from '@/lib/format';
import { playerTypeLabel } from '@/lib/player-type-label';
import { playerOf } from '../model/room-selectors';
import { xiTargetKey } from '../model/xi-targets';
import { useRoomContext, useRoomSelector } from '../room-context';
import { StarButton } from './star-button';
import { useRoomWatchList } from './use-room-watch-list';

const NONE: readonly RoomPlayerView[] = [];

/**
 * On the My Team page: the next players the viewer's XI still needs (`xiTargetIds`), each with
 * the watch-list's star (the same list as Upcoming's and the lot card's), and a way to all of
 * Upcoming. Only players still to be auctioned: a bought player has nothing left to watch. Nothing
 * for a viewer who may not star, or when no player to come fits the XI.
 */
export const XiTargets = memo(function XiTargets() {
  const { store } = useRoomContext();
  const watch = useRoomWatchList();
  // The views of the listed players, compared item by item: a bid or another team's purchase
  // leaves them as they were, and the My Team page does not re-render.
  const shown = useRoomSelector(
    useShallow((s) => {
      if (!s.snapshot || !s.room) return NONE;
      const key = xiTargetKey(s.snapshot.state, s.room.myTeamId);
      if (!key) return NONE;
      return key.split(' ').flatMap((id) => {
        const p = playerOf(s.room, id);
        return p ? [p] : [];
      });
    }),
  );
  const { t } = useTranslation('watch');
  const headingId = useId();
  if (!watch.canStar || shown.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid="xi-targets" className="flex flex-col gap-1">
      <h4 id={headingId} className="text-sm font-bold text-white">
        {t('xiTargets.title')}
      </h4>
      <p className="text-xs text-night-200">{t('xiTargets.hint')}</p>
      <ul className="divide-y divide-night-800">
        {shown.map((p) => (
          <li
            key={p.auctionPlayerId}
            className="flex items-center gap-3 py-1.5"
            data-testid="xi-target-row"
          >
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-white">{p.name}</span>
              <span className="num block text-xs text-night-200">
                {playerTypeLabel(p.type)} · {formatCrores(p.basePriceLakhs)}
              </span>
            </span>
            <StarButton
              name={p.name}
              isStarred={watch.starred.has(p.auctionPlayerId)}
              onToggle={() => watch.toggle(p.auctionPlayerId)}
            />
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => store.getState().openSheet('upcoming')}
        className="flex min-h-11 items-center justify-center gap-1 rounded-xl border border-night-600 text-sm font-semibold text-gold-300 hover:border-gold-400"
      >
        {t('xiTargets.all')} <ChevronRight aria-hidden className="size-4" />
      </button>
    </section>
  );
});
