import { clsx } from 'clsx';
import { CircleCheck, Gauge, ThumbsDown } from 'lucide-react';
import { memo } from 'react';
import { formatCrores } from '@/lib/format';
import { bidBlockText, smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { notify } from '@/lib/notify';
import { hasPassed, passBlockOf } from '../bidding/bid-block';
import { serverNow } from '../clock/server-clock';
import { COMMAND_TOAST_ID, useRoomCommand } from '../hooks/use-room-command';
import { useRoomContext, useRoomSelector } from '../room-context';

const action =
  'flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl border px-2 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-45';

/**
 * The lot's smart-bidding actions: a max bid by proxy for the player on the block (set,
 * see, change or cancel it in the form) and "Not interested" (a pass, bound to this lot). Only for a
 * team owner. A pass the engine would refuse (leading, closed) stays focusable and says why.
 */
export const LotActions = memo(function LotActions() {
  const { store } = useRoomContext();
  const state = useRoomSelector((s) => s.snapshot?.state ?? null);
  const myTeamId = useRoomSelector((s) => s.snapshot?.myTeamId ?? null);
  const isLive = useRoomSelector((s) => s.connection === 'connected' && s.offlineSince === null);
  const { pending, send } = useRoomCommand();
  const lot = state?.currentLot ?? null;
  if (!state || !lot || !myTeamId || !state.teams[myTeamId]) return null;
  const name = state.players[lot.playerId]?.name ?? '';
  const mine = state.proxies[lot.playerId]?.find((p) => p.teamId === myTeamId) ?? null;
  const passed = hasPassed(state, myTeamId);
  const passBlock = passed ? null : passBlockOf(state, myTeamId, serverNow());

  const onPass = () => {
    const block = passBlockOf(store.getState().snapshot?.state ?? null, myTeamId, serverNow());
    if (block) {
      notify.error(bidBlockText(block), COMMAND_TOAST_ID);
      return;
    }
    send(
      'pass',
      { auctionPlayerId: lot.playerId, lotId: lot.lotId },
      { success: smartBiddingMessages.bidding.passedOn(name) },
    );
  };

  return (
    <div className="grid grid-cols-2 gap-2" data-testid="lot-actions">
      <button
        type="button"
        onClick={() => store.getState().openMaxBid(lot.playerId)}
        disabled={!isLive || passed}
        aria-haspopup="dialog"
        data-testid="lot-max-bid"
        className={clsx(
          action,
          mine
            ? 'border-gold-400 bg-gold-400/10 text-gold-300'
            : 'border-night-600 bg-night-800 text-white hover:border-gold-400',
        )}
      >
        <Gauge aria-hidden className="size-4 shrink-0 text-gold-300" />
        <span className="num truncate">
          {mine
            ? smartBiddingMessages.bidding.yourMax(formatCrores(mine.maxLakhs))
            : smartBiddingMessages.bidding.setMax}
        </span>
      </button>
      <button
        type="button"
        onClick={onPass}
        disabled={!isLive || passed || pending !== null}
        aria-disabled={passBlock !== null || undefined}
        aria-busy={pending === 'pass' || undefined}
        data-testid="lot-pass"
        className={clsx(
          action,
          'border-night-600 bg-night-800 text-white hover:border-gold-400',
          passBlock !== null && 'opacity-45',
        )}
      >
        {passed ? (
          <CircleCheck aria-hidden className="size-4 shrink-0 text-success-600" />
        ) : (
          <ThumbsDown aria-hidden className="size-4 shrink-0 text-gold-300" />
        )}
        <span className="truncate">
          {passed ? smartBiddingMessages.bidding.passed : smartBiddingMessages.bidding.pass}
        </span>
      </button>
    </div>
  );
});
