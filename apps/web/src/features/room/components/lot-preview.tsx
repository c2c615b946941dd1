import { useTranslation } from 'react-i18next';
import { hydrateSnapshot, lotView, playerView } from '@bidxi/protocol';
import { useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { useRoomContext, useRoomSelector } from '../room-context';
import { BidStatus } from './bid-status';
import { PlayerCard } from './player-card';

/**
 * The open lot of a lean `roomState` whose pool is still on its way: the player on the block, the
 * price and the clock, from what the snapshot carries (its open lot's player, whole), and a loading
 * line where the controls and the lists that need the pool will be. Null when no lot is open.
 */
export function LotPreview() {
  const { t } = useTranslation('room');
  const { myUserId } = useRoomContext();
  const lean = useRoomSelector((s) => s.poolLoading);
  const shown = useMemo(() => {
    if (!lean) return null;
    const { state } = hydrateSnapshot(lean, null);
    const lot = state.currentLot;
    const player = lot ? state.players[lot.playerId] : undefined;
    return lot && player ? { lot: lotView(state, lot), player: playerView(player) } : null;
  }, [lean]);
  if (!shown) return null;
  return (
    <div className="flex flex-1 flex-col gap-2 px-4 pt-3" data-testid="lot-preview">
      <PlayerCard player={shown.player} statusLabel={t('status.live')} />
      <BidStatus
        lot={shown.lot}
        basePriceLakhs={shown.player.basePriceLakhs}
        myUserId={myUserId}
        isOutbid={false}
      />
      <p
        role="status"
        data-testid="pool-loading"
        className="mt-1 text-center text-sm font-semibold text-night-200"
      >
        {t('poolLoading')}
      </p>
      <Skeleton className="h-14 w-full rounded-2xl bg-night-800" />
      <Skeleton className="h-20 w-full rounded-2xl bg-night-800" />
    </div>
  );
}
