import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { memo } from 'react';
import type { RoomPlayerView } from '@bidxi/protocol';
import { PlayerAvatar } from '@/components/player/player-avatar';
import { formatCrores } from '@/lib/format';
import { maxPointsOf } from '../model/room-selectors';
import { PlayerStatsLine } from './slot-points';
import { SlotPointsDetails } from './slot-points-details';
import { LotStar } from '../watch/lot-star';

/**
 * The player on the block: picture, name, type, points and base price (spec 001 §2 "Live view"),
 * the sheet's stats line and the slot-points table, so a bidder knows what they buy.
 */
export const PlayerCard = memo(function PlayerCard({
  player,
  statusLabel,
}: {
  player: RoomPlayerView;
  statusLabel: string;
}) {
  const { t } = useTranslation('room');
  return (
    <section
      aria-label={t('player.onBlock')}
      className="rounded-3xl border border-night-700 bg-night-900/80 p-3 lg:p-4"
    >
      <div className="flex items-center gap-3 lg:gap-4">
        <PlayerAvatar
          name={player.name}
          type={player.type}
          imageUrl={player.imageUrl}
          className="size-16 text-xl lg:size-24 lg:text-3xl"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">
            {playerTypeLabel(player.type)}
            <span className="text-night-200">
              {' · '}
              {t('player.order', { group: player.lotGroup })}
            </span>
            <span className="text-night-200"> · {statusLabel}</span>
          </p>
          <h2
            className="line-clamp-2 text-xl leading-7 font-extrabold break-words text-white lg:text-2xl"
            data-testid="lot-player-name"
          >
            {player.name}
          </h2>
          <dl className="num mt-0.5 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-night-200">
            <div className="flex gap-1">
              <dt>{t('player.base')}</dt>
              <dd className="font-semibold text-white">{formatCrores(player.basePriceLakhs)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t('player.points')}</dt>
              <dd className="font-semibold text-white">{maxPointsOf(player)}</dd>
            </div>
            {player.bonus > 0 ? (
              <div className="flex gap-1">
                <dt>{t('player.bonus')}</dt>
                <dd className="font-semibold text-white">{player.bonus}</dd>
              </div>
            ) : null}
          </dl>
        </div>
        <LotStar auctionPlayerId={player.auctionPlayerId} name={player.name} />
      </div>
      <PlayerStatsLine player={player} className="mt-2" />
      <SlotPointsDetails player={player} className="mt-0.5" />
    </section>
  );
});
