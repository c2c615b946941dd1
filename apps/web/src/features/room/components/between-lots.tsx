import { Trans, useTranslation } from 'react-i18next';
import { clsx } from 'clsx';
import { BadgeCheck, Ban, Timer } from 'lucide-react';
import type { RoomPlayerView } from '@bidxi/protocol';
import { memo } from 'react';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { formatCrores } from '@/lib/format';
import { formatLotClock, useServerCountdown } from '../hooks/use-server-countdown';
import { bidderLabel, lakhsOf, playerOf } from '../model/room-selectors';
import { useClockStopMs, useFrozenAtMs, useRoomContext, useRoomSelector } from '../room-context';

/**
 * Between two lots: how the last one ended, and when the next player comes up (the engine's
 * `nextLotOpensAt`; while the organiser has the auction paused, that it waits for the resume). Dimmed
 * with the clock stopped while the connection is down.
 */
export const BetweenLots = memo(function BetweenLots() {
  const { myUserId } = useRoomContext();
  const result = useRoomSelector((s) => s.room?.lastResult ?? null);
  const nextLotAt = useRoomSelector((s) => s.room?.nextLotAt ?? null);
  const frozenAtMs = useFrozenAtMs();
  const isPaused = useRoomSelector((s) => (s.snapshot?.state.pausedAt ?? null) !== null);
  const ms = useServerCountdown(nextLotAt, useClockStopMs());
  const nextName = useRoomSelector((s) => playerOf(s.room, s.room?.nextPlayerId)?.name ?? null);
  const lastPlayer = useRoomSelector((s) => playerOf(s.room, s.room?.lastResult?.auctionPlayerId));
  const isSold = result?.status === 'SOLD';
  const { t } = useTranslation('room');
  return (
    <section
      data-testid="between-lots"
      aria-label={t('between.lastLot')}
      data-frozen={frozenAtMs !== null || undefined}
      className={clsx(
        'flex flex-col items-center gap-2 rounded-3xl border border-night-700 bg-night-900/80 px-4 py-6 text-center',
        frozenAtMs !== null && 'opacity-50 grayscale',
      )}
    >
      {result ? (
        <>
          {lastPlayer ? (
            // Keyed by the lot: each sale lands its own stamp.
            <ResultPicture
              key={result.auctionPlayerId}
              name={lastPlayer.name}
              type={lastPlayer.type}
              imageUrl={lastPlayer.imageUrl}
              isSold={isSold}
            />
          ) : isSold ? (
            <BadgeCheck aria-hidden className="size-10 text-success-600" />
          ) : (
            <Ban aria-hidden className="size-10 text-night-200" />
          )}
          <h2 className="text-lg font-extrabold text-white">{result.playerName}</h2>
          <p className="num text-sm text-night-200">
            {isSold ? (
              <>
                <Trans
                  t={t}
                  i18nKey="between.soldTo"
                  values={{
                    buyer: bidderLabel(result.userId, result.username, myUserId),
                    price: formatCrores(lakhsOf(result.amount ?? 0)),
                  }}
                  components={[
                    <strong key="0" className="text-white" />,
                    <strong key="1" className="text-white" />,
                    <strong key="2" className="text-gold-300" />,
                  ]}
                />
              </>
            ) : (
              <strong className="text-white">{t('between.unsold')}</strong>
            )}
          </p>
        </>
      ) : (
        <h2 className="text-lg font-extrabold text-white">{t('between.comingUp')}</h2>
      )}
      <p className="num mt-2 flex items-center gap-1.5 text-sm text-night-200">
        <Timer aria-hidden className="size-4 text-gold-300" />
        {isPaused
          ? t('between.pausedNext')
          : ms !== null && ms > 0
            ? t('between.nextIn', { clock: formatLotClock(ms) })
            : t('between.nextMoment')}
      </p>
      {nextName ? (
        <p className="text-sm text-night-200">
          {t('between.upNext')} <strong className="text-white">{nextName}</strong>
        </p>
      ) : null}
    </section>
  );
});

/**
 * The last lot's player with its outcome stamped on: SOLD lands with a bounce and a gold ring,
 * UNSOLD is dimmed; with reduced motion nothing moves (motion-safe only).
 */
function ResultPicture({
  name,
  type,
  imageUrl,
  isSold,
}: {
  name: string;
  type: RoomPlayerView['type'];
  imageUrl: string | null;
  isSold: boolean;
}) {
  const { t } = useTranslation('room');
  return (
    <div className="relative mb-1" data-testid="lot-result-picture">
      <PlayerAvatar
        name={name}
        type={type}
        imageUrl={imageUrl}
        className={clsx(
          'size-20 text-2xl lg:size-28 lg:text-3xl',
          isSold ? 'motion-safe:animate-sold-glow' : 'opacity-60 grayscale',
        )}
      />
      <span
        data-testid={isSold ? 'sold-stamp' : 'unsold-stamp'}
        aria-hidden
        className={clsx(
          'absolute -right-6 -bottom-2 -rotate-8 rounded-lg border-2 px-2 py-0.5 text-sm font-black tracking-widest uppercase shadow-raised',
          isSold
            ? 'border-gold-300 bg-success-600 text-white motion-safe:animate-sold-stamp'
            : 'border-night-400 bg-night-800 text-night-100',
        )}
      >
        {isSold ? t('between.stampSold') : t('between.stampUnsold')}
      </span>
    </div>
  );
}
