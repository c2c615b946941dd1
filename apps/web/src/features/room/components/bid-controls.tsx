import { useTranslation } from 'react-i18next';
import { ErrorCode, type RoomLotView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { ArrowUpRight, ChevronsUp, CircleHelp, RotateCcw, WifiOff } from 'lucide-react';
import { memo, useCallback, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { formatCrores } from '@/lib/format';
import { roomMessages } from '@/lib/messages/room';
import { bidBlockShort, bidBlockText, smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { notify } from '@/lib/notify';
import {
  checkIncreaseTap,
  commonBidError,
  increaseOfferOf,
  incrementLakhsOf,
  type BidContext,
} from '../bidding/bid-checks';
import { bidRefusalMessage } from '../bidding/outbid-notice';
import { serverNow } from '../clock/server-clock';
import { useBidBlock } from '../hooks/use-bid-block';
import { BID_TOAST_ID, usePlaceBid, type DescribeRefusal } from '../hooks/use-place-bid';
import { currentPlayerOf, myTeamOf } from '../model/room-selectors';
import { useRoomContext, useRoomSelector } from '../room-context';
import { JumpModal } from './jump-modal';

const bigButton =
  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl px-1 text-center font-extrabold whitespace-nowrap select-none transition-[background-color,transform] duration-150 motion-safe:active:scale-[0.97] disabled:cursor-not-allowed disabled:opacity-45';

/**
 * PULL BACK, JUMP and INCREASE BID (spec 001 §2), in thumb reach. Disabled while disconnected or the
 * room is frozen (until it has caught up after a reconnect), while a bid is pending, or without an open
 * lot. Whenever the engine says no bid is possible (leading, passed,
 * closing, purse, squad or type full, over the max bid, no team, paused; `useBidBlock`), JUMP and
 * INCREASE BID look disabled but stay focusable, say why above them, and a tap repeats the reason.
 * Offline (or catching up after a reconnect) they are dimmed and disabled, and the line above them
 * says why.
 */
export const BidControls = memo(function BidControls() {
  const { socket, store, myUserId } = useRoomContext();
  const lot = useRoomSelector((s) => s.room?.currentLot ?? null);
  const basePriceLakhs = useRoomSelector((s) => currentPlayerOf(s.room)?.basePriceLakhs ?? 0);
  const isConnected = useRoomSelector(
    (s) => s.connection === 'connected' && s.offlineSince === null,
  );
  const hasTeam = useRoomSelector((s) => myTeamOf(s.room) !== null);
  const block = useBidBlock();
  const { t } = useTranslation('room');
  const reasonId = useId();
  const [flash, setFlash] = useState(0);
  const describeRefusal = useCallback<DescribeRefusal>(
    (error, target) => bidRefusalMessage(store, error, target),
    [store],
  );
  // The lot on which a bid was refused because the price moved past it: the button then says so.
  const [movedOnLotId, setMovedOnLotId] = useState<number | null>(null);
  const onRefused = useCallback((code: string | undefined, target: { lotId: number }) => {
    if (code === ErrorCode.BID_TOO_LOW) setMovedOnLotId(target.lotId);
  }, []);
  const { pending, placeBid } = usePlaceBid(socket, describeRefusal, onRefused);
  const [isJumpOpen, setJumpOpen] = useState(false);

  const readContext = useCallback((): BidContext => {
    const room = store.getState().room;
    return {
      lot: room?.currentLot ?? null,
      player: currentPlayerOf(room),
      myTeam: myTeamOf(room),
      myUserId,
      state: store.getState().snapshot?.state ?? null,
      serverNowMs: serverNow(),
    };
  }, [store, myUserId]);

  /** Sends a bid bound to the lot it was decided on (`lot`), never to whatever lot is open now. */
  const send = useCallback(
    (amountLakhs: number, lot: Pick<RoomLotView, 'lotId' | 'auctionPlayerId'>) => {
      placeBid({ auctionPlayerId: lot.auctionPlayerId, lotId: lot.lotId, amountLakhs });
    },
    [placeBid],
  );

  const isPending = pending !== null;
  const canBid = isConnected && !isPending && lot !== null;
  // The engine's reason, shown while a lot is open and this phone is live (offline says so itself).
  const reason = lot !== null && isConnected ? block : null;
  const isBlocked = reason !== null;
  const showReason = reason !== null && reason.code !== ErrorCode.ALREADY_HIGHEST;
  const isOfflineOnLot = !isConnected && lot !== null;

  /** A tap that cannot bid: the reason line on screen flashes and is announced, else a toast. */
  const refuse = (message: string) => {
    if (!showReason) {
      notify.error(message, BID_TOAST_ID);
      return;
    }
    setFlash((n) => n + 1);
    store.getState().announce(message);
  };

  // What the button shows in this render: a tap sends exactly this amount on this lot.
  const offer = lot ? increaseOfferOf(lot, basePriceLakhs) : null;
  const onIncrease = () => {
    setMovedOnLotId(null);
    const check = checkIncreaseTap(offer, readContext());
    if (!check.ok) refuse(check.message);
    else if (offer) send(check.amountLakhs, offer);
  };

  const onJump = () => {
    const error = commonBidError(readContext());
    if (error) refuse(error);
    else setJumpOpen(true);
  };
  const increment = lot ? formatCrores(incrementLakhsOf(lot, basePriceLakhs)) : '—';
  const nextLakhs = offer?.amountLakhs ?? null;
  const isPriceMoved =
    lot !== null && lot.lotId === movedOnLotId && lot.currentBidLakhs !== null && reason === null;

  return (
    <div className="grid grid-cols-[1fr_1fr_1.55fr] gap-2" aria-busy={isPending || undefined}>
      {showReason ? (
        <p
          key={flash}
          id={reasonId}
          data-testid="bid-block-reason"
          data-code={reason.code}
          className="col-span-3 flex items-start gap-1.5 rounded-lg px-1 text-xs font-semibold text-gold-300 motion-safe:animate-price-flash"
        >
          <CircleHelp aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>
            <span className="sr-only">{smartBiddingMessages.bidding.whyCannotBid} </span>
            {bidBlockText(reason)}
          </span>
        </p>
      ) : isOfflineOnLot ? (
        <p
          id={reasonId}
          data-testid="bid-offline-reason"
          className="col-span-3 flex items-start gap-1.5 rounded-lg px-1 text-xs font-semibold text-gold-300"
        >
          <WifiOff aria-hidden className="mt-px size-3.5 shrink-0" />
          <span>{roomMessages.room.bidOffline}</span>
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => store.getState().openSheet('pull-back')}
        disabled={!isConnected || !hasTeam}
        className={clsx(
          bigButton,
          'border border-night-600 bg-night-800 text-sm text-white hover:border-gold-400',
        )}
      >
        <RotateCcw aria-hidden className="size-5 text-gold-300" />
        {t('bid.pullBack')}
      </button>
      <button
        type="button"
        onClick={onJump}
        disabled={!canBid}
        aria-disabled={isBlocked || undefined}
        aria-describedby={showReason ? reasonId : undefined}
        className={clsx(
          bigButton,
          'border border-night-600 bg-night-800 text-sm text-white hover:border-gold-400',
          isBlocked && 'opacity-45',
        )}
      >
        <ArrowUpRight aria-hidden className="size-5 text-gold-300" />
        {t('bid.jump')}
      </button>
      <button
        type="button"
        onClick={onIncrease}
        disabled={!canBid}
        aria-disabled={isBlocked || undefined}
        aria-describedby={showReason || isOfflineOnLot ? reasonId : undefined}
        data-testid="increase-bid"
        data-block={reason?.code ?? (isOfflineOnLot ? 'OFFLINE' : undefined)}
        data-offer-lakhs={nextLakhs ?? undefined}
        data-price-moved={isPriceMoved || undefined}
        className={clsx(
          bigButton,
          'bg-gold-500 text-night-950 shadow-glow hover:bg-gold-400',
          (isBlocked || isOfflineOnLot) && 'opacity-45',
        )}
      >
        {isPending ? (
          <span className="flex items-center gap-2 text-sm">
            <Spinner className="size-4" /> {t('bid.placing')}
          </span>
        ) : (
          <>
            <span className="flex items-center gap-1 text-sm">
              <ChevronsUp aria-hidden className="size-5" />
              {t('bid.increase')}
            </span>
            <span className="num flex items-center gap-1.5 text-xs font-semibold">
              <span
                className="rounded-md bg-night-950 px-1.5 py-0.5 text-gold-300"
                data-testid="increment-label"
              >
                {increment}
              </span>
              {reason !== null
                ? bidBlockShort(reason)
                : nextLakhs !== null
                  ? isPriceMoved
                    ? t('bid.priceMoved', {
                        price: formatCrores(lot.currentBidLakhs ?? 0),
                        amount: formatCrores(nextLakhs),
                      })
                    : t('bid.bidAmount', { amount: formatCrores(nextLakhs) })
                  : t('bid.nextSoon')}
            </span>
          </>
        )}
      </button>
      <JumpModal
        isOpen={isJumpOpen}
        onClose={() => setJumpOpen(false)}
        readContext={readContext}
        onPlace={send}
      />
    </div>
  );
});
