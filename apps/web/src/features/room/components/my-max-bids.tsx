import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { memo, useMemo } from 'react';
import { formatCrores } from '@/lib/format';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { myMaxByPlayer } from '../bidding/bid-block';
import { useRoomCommand } from '../hooks/use-room-command';
import { useRoomContext, useRoomSelector } from '../room-context';

/**
 * The viewer's max bids (owners see and cancel their maxima; nobody else sees them): each
 * player with the maximum, a tap to change it, and Cancel. The player on the block first, then the
 * queue's order.
 */
export const MyMaxBids = memo(function MyMaxBids() {
  const { store } = useRoomContext();
  const proxies = useRoomSelector((s) => s.snapshot?.state.proxies);
  const myTeamId = useRoomSelector((s) => s.snapshot?.myTeamId ?? null);
  const mine = useMemo(() => myMaxByPlayer(proxies, myTeamId), [proxies, myTeamId]);
  // Names and order matter only with maxima to list: without, a sale or a new lot renders nothing.
  const hasAny = mine.size > 0;
  const players = useRoomSelector((s) => (hasAny ? s.room?.players : undefined));
  const queue = useRoomSelector((s) => (hasAny ? s.room?.queue : undefined));
  const onBlock = useRoomSelector((s) =>
    hasAny ? (s.room?.currentLot?.auctionPlayerId ?? null) : null,
  );
  const isLive = useRoomSelector((s) => s.connection === 'connected' && s.offlineSince === null);
  const { pending, send } = useRoomCommand();
  const { t } = useTranslation('room');
  const rows = useMemo(() => {
    const order = new Map((queue ?? []).map((id, i) => [id, i + 1]));
    if (onBlock) order.set(onBlock, 0);
    const byId = new Map((players ?? []).map((p) => [p.auctionPlayerId, p]));
    return [...mine]
      .map(([playerId, maxLakhs]) => ({ player: byId.get(playerId), maxLakhs, playerId }))
      .sort(
        (a, b) =>
          (order.get(a.playerId) ?? Infinity) - (order.get(b.playerId) ?? Infinity) ||
          a.playerId.localeCompare(b.playerId),
      );
  }, [mine, players, queue, onBlock]);

  return (
    <section
      aria-labelledby="my-max-bids"
      className="flex flex-col gap-1"
      data-testid="my-max-bids"
    >
      <h3 id="my-max-bids" className="text-sm font-bold text-white">
        {smartBiddingMessages.bidding.myMaxBids}
      </h3>
      {rows.length === 0 ? (
        <p className="py-1 text-sm text-night-200">{smartBiddingMessages.bidding.noMaxBids}</p>
      ) : (
        <ul className="divide-y divide-night-800">
          {rows.map(({ player, maxLakhs, playerId }) => {
            const name = player?.name ?? '';
            return (
              <li key={playerId} className="flex items-center gap-2 py-1.5">
                <button
                  type="button"
                  onClick={() => store.getState().openMaxBid(playerId)}
                  disabled={!isLive}
                  aria-haspopup="dialog"
                  className="flex min-h-11 min-w-0 flex-1 items-center justify-between gap-2 rounded-xl px-2 text-left hover:bg-night-800"
                >
                  <span className="min-w-0">
                    <span className="block truncate font-semibold text-white">{name}</span>
                    <span className="block text-xs text-night-200">
                      {player ? playerTypeLabel(player.type) : null}
                      {playerId === onBlock ? ` · ${t('maxBids.onBlock')}` : ''}
                    </span>
                  </span>
                  <span className="num shrink-0 text-sm font-semibold text-gold-300">
                    {smartBiddingMessages.bidding.yourMax(formatCrores(maxLakhs))}
                  </span>
                </button>
                <button
                  type="button"
                  aria-label={smartBiddingMessages.bidding.cancelMaxFor(name)}
                  onClick={() =>
                    send(
                      'cancelMaxBid',
                      { auctionPlayerId: playerId },
                      { success: smartBiddingMessages.bidding.maxCancelled(name) },
                    )
                  }
                  disabled={!isLive || pending !== null}
                  className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-night-100 hover:bg-night-800 disabled:opacity-45"
                >
                  <X aria-hidden className="size-5" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});
