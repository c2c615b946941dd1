import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { ChevronRight } from 'lucide-react';
import { memo, useMemo } from 'react';
import { formatCrores } from '@/lib/format';
import { myMaxByPlayer } from '../bidding/bid-block';
import { useRoomContext, useRoomSelector } from '../room-context';

/** How many queued players the main view shows. */
export const NEXT_UP_COUNT = 3;

/**
 * The next three players in the queue's order, with the viewer's max bid on each where set; a tap
 * opens Upcoming (where a max bid is set or changed).
 */
export const NextUpStrip = memo(function NextUpStrip() {
  const { store } = useRoomContext();
  const players = useRoomSelector((s) => s.room?.players);
  const queue = useRoomSelector((s) => s.room?.queue);
  const proxies = useRoomSelector((s) => s.snapshot?.state.proxies);
  const myTeamId = useRoomSelector((s) => s.snapshot?.myTeamId ?? null);
  const next = useMemo(() => {
    const byId = new Map((players ?? []).map((p) => [p.auctionPlayerId, p]));
    return (queue ?? [])
      .slice(0, NEXT_UP_COUNT)
      .flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }, [players, queue]);
  const { t } = useTranslation('room');
  const maxByPlayer = useMemo(() => myMaxByPlayer(proxies, myTeamId), [proxies, myTeamId]);
  if (next.length === 0) return null;
  return (
    <button
      type="button"
      onClick={() => store.getState().openSheet('upcoming')}
      aria-haspopup="dialog"
      data-testid="next-up"
      className="flex flex-col gap-0.5 rounded-2xl border border-night-700 bg-night-900/80 px-3 py-1.5 text-left hover:border-gold-400"
    >
      <span className="flex w-full items-center justify-between text-xs font-semibold text-night-200">
        {t('upNext.title')}
        <span className="flex items-center gap-0.5 text-gold-300">
          {t('upNext.all')} <ChevronRight aria-hidden className="size-4" />
        </span>
      </span>
      <ol className="grid w-full grid-cols-3 gap-2">
        {next.map((p) => {
          const max = maxByPlayer.get(p.auctionPlayerId);
          return (
            <li key={p.auctionPlayerId} className="min-w-0">
              <span className="block truncate text-sm font-semibold text-white" title={p.name}>
                <span aria-hidden>{shortName(p.name)}</span>
                <span className="sr-only">{p.name}</span>
              </span>
              <span className="num block truncate text-xs text-night-200">
                {max !== undefined ? (
                  <span className="font-semibold text-gold-300">
                    {t('upNext.max', { amount: formatCrores(max) })}
                  </span>
                ) : (
                  <>
                    {playerTypeLabel(p.type)} · {formatCrores(p.basePriceLakhs)}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </button>
  );
});

/** 'Rohit Sharma' → 'R. Sharma': three names fit one phone row (the full name is read out). */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name;
  return `${words[0]!.charAt(0)}. ${words.slice(1).join(' ')}`;
}
