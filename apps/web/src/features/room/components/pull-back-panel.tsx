import { roomMessages, roomErrorMessage } from '@/lib/messages/room';
import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import type { Ack } from '@bidxi/protocol';
import { memo, useState } from 'react';
import { formatCrores } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRoomContext, useRoomSelector } from '../room-context';
import { PlayerAvatar } from '@/components/player/player-avatar';

const PULL_TIMEOUT_MS = 10_000;

/**
 * Unsold players and their one pull-back (spec 001 §4): PULL for an unsold player never pulled back,
 * 'WAIT..' while the request is out. The room's 'One Player is Pulled Back!' follows from the server.
 * A successful PULL closes the sheet, so the puller sees the room — the lot on the block and the
 * re-added player coming up next — rather than a sheet over it.
 */
export const PullBackPanel = memo(function PullBackPanel() {
  const { socket, auctionId, store } = useRoomContext();
  const players = useRoomSelector((s) => s.room?.players);
  const isConnected = useRoomSelector(
    (s) => s.connection === 'connected' && s.offlineSince === null,
  );
  const hasTeam = useRoomSelector((s) => s.room?.myTeamId != null);
  const [pullingId, setPullingId] = useState<string | null>(null);
  const { t } = useTranslation('room');
  const unsold = (players ?? []).filter((p) => p.status === 'UNSOLD');

  const pull = (auctionPlayerId: string) => {
    if (!socket || pullingId) return;
    setPullingId(auctionPlayerId);
    // No answer within the bid time-out (a lost connection): free the button again.
    const timer = window.setTimeout(() => setPullingId(null), PULL_TIMEOUT_MS);
    socket.emit(
      'pullBackPlayer',
      { auctionID: auctionId, auctionPlayerId },
      (ack: Ack<unknown>) => {
        window.clearTimeout(timer);
        setPullingId(null);
        if (!ack?.success) notify.error(roomErrorMessage(ack?.error));
        else if (store.getState().sheetTab === 'pull-back') store.getState().openSheet(null);
      },
    );
  };

  if (unsold.length === 0) {
    return <p className="p-4 text-sm text-night-200">{t('pullBack.none')}</p>;
  }
  return (
    <ul className="divide-y divide-night-800 px-4" data-testid="pull-back-panel">
      {unsold.map((p) => {
        const isPulling = pullingId === p.auctionPlayerId;
        return (
          <li key={p.auctionPlayerId} className="flex items-center gap-3 py-2.5">
            <PlayerAvatar
              name={p.name}
              type={p.type}
              imageUrl={p.imageUrl}
              className="size-10 text-sm"
            />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-white">{p.name}</span>
              <span className="num block text-xs text-night-200">
                {playerTypeLabel(p.type)} · {t('player.base')} {formatCrores(p.basePriceLakhs)} ·{' '}
                {roomMessages.room.status.unsold}
              </span>
            </span>
            {p.isPullBackOnce ? (
              <span className="text-xs text-night-200">{t('pullBack.once')}</span>
            ) : (
              <button
                type="button"
                onClick={() => pull(p.auctionPlayerId)}
                disabled={!isConnected || !hasTeam || (pullingId !== null && !isPulling)}
                aria-busy={isPulling || undefined}
                className="min-h-11 min-w-20 rounded-xl bg-gold-500 px-3 text-sm font-extrabold text-night-950 hover:bg-gold-400 disabled:opacity-45"
              >
                {isPulling ? t('pullBack.wait') : t('pullBack.pull')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
});
