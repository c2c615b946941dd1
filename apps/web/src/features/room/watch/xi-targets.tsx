import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { formatCrores } from '@/lib/format';
import { playerTypeLabel } from '@/lib/player-type-label';
import { xiTargetIds } from '../model/xi-targets';
import { useRoomContext, useRoomSelector } from '../room-context';
import { StarButton } from './star-button';
import { useRoomWatchList } from './use-room-watch-list';

/**
 * On the My Team page: the next players the viewer's XI still needs ({@link xiTargetIds}), each with
 * the watch-list's star (the same list as Upcoming's and the lot card's), and a way to all of
 * Upcoming. Only players still to be auctioned: a bought player has nothing left to watch. Nothing
 * for a viewer who may not star, or when no player to come fits the XI.
 */
export const XiTargets = memo(function XiTargets() {
  const { store } = useRoomContext();
  const watch = useRoomWatchList();
  const state = useRoomSelector((s) => s.snapshot?.state);
  const myTeamId = useRoomSelector((s) => s.room?.myTeamId ?? null);
  const players = useRoomSelector((s) => s.room?.players);
  const shown = useMemo(() => {
    if (!state || !players) return [];
    const byId = new Map(players.map((p) => [p.auctionPlayerId, p]));
    return xiTargetIds(state, myTeamId).flatMap((id) => {
      const p = byId.get(id);
      return p ? [p] : [];
    });
  }, [state, myTeamId, players]);
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
