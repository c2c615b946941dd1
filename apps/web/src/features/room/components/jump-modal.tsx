import { Trans, useTranslation } from 'react-i18next';
import { croresToLakhs } from '@bidxi/engine';
import type { RoomLotView } from '@bidxi/protocol';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { formatCrores } from '@/lib/format';
import { roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import {
  checkJumpBid,
  defaultJumpText,
  nextBidLakhs,
  type BidContext,
} from '../bidding/bid-checks';
import { BID_TOAST_ID } from '../hooks/use-place-bid';
import { useRoomSelector } from '../room-context';
import { CroreAmountField } from './crore-amount-field';
import { LotStrip } from './lot-strip';

type BoundLot = Pick<RoomLotView, 'lotId' | 'auctionPlayerId'>;

/**
 * 'Set Jump Amount' (spec 001 §2): the whole bid in Cr, digits and one decimal point only, starting at
 * the current bid plus 2 Cr, with the allowed range and the spec's messages. It is bound to the lot it
 * was opened on (ARCHITECTURE.md §5): while that lot runs, the range and the untouched default follow
 * its current bid; when it closes the modal closes and says the bid was not placed, and the bid it
 * sends names that lot, so the server refuses it (`LOT_CHANGED`) if it arrives after the close.
 * The lot strip at its top keeps that lot's price, leader and clock in view (the dialog hides the
 * room's own).
 */
export function JumpModal({
  isOpen,
  onClose,
  readContext,
  onPlace,
}: {
  isOpen: boolean;
  onClose: () => void;
  /** The room as it is at the moment of asking (read fresh on open and on submit). */
  readContext: () => BidContext;
  onPlace: (amountLakhs: number, lot: BoundLot) => void;
}) {
  return isOpen ? <JumpForm onClose={onClose} readContext={readContext} onPlace={onPlace} /> : null;
}

function JumpForm({
  onClose,
  readContext,
  onPlace,
}: {
  onClose: () => void;
  readContext: () => BidContext;
  onPlace: (amountLakhs: number, lot: BoundLot) => void;
}) {
  const [opening] = useState(readContext);
  const boundLot = opening.lot;
  const player = opening.player;
  const liveLot = useRoomSelector((s) => s.room?.currentLot ?? null);
  const lastResult = useRoomSelector((s) => s.room?.lastResult ?? null);
  const myPurseLakhs = useRoomSelector(
    (s) => s.room?.teams.find((t) => t.teamId === s.room?.myTeamId)?.purseRemainingLakhs ?? 0,
  );
  // The reserve-aware max bid on this lot: above it the server refuses OVER_MAX_BID.
  const myMaxBidLakhs = useRoomSelector(
    (s) => s.room?.teams.find((t) => t.teamId === s.room?.myTeamId)?.maxBidLakhs ?? 0,
  );
  const topLakhs = Math.min(myPurseLakhs, myMaxBidLakhs);
  // Offline (or not yet caught up after a reconnect) nothing can be sent: say so, keep the amount.
  const isFrozen = useRoomSelector((s) => s.connection !== 'connected' || s.offlineSince !== null);
  const isSameLot = boundLot !== null && liveLot?.lotId === boundLot.lotId;
  const lot = isSameLot ? liveLot : boundLot;
  const [editedText, setEditedText] = useState<string | null>(null);
  const text = editedText ?? (lot && player ? defaultJumpText(lot, player.basePriceLakhs) : '');
  const [error, setError] = useState<string | undefined>();
  const hintId = useId();
  const { t } = useTranslation('room');
  const minLakhs = lot && player ? nextBidLakhs(lot, player.basePriceLakhs) : 0;

  // The lot this modal was opened for has closed: nothing is sent, and the player hears why (once).
  const hasToldRef = useRef(false);
  useEffect(() => {
    if (isSameLot || !boundLot || !player || hasToldRef.current) return;
    hasToldRef.current = true;
    const result = lastResult?.auctionPlayerId === boundLot.auctionPlayerId ? lastResult : null;
    const outcome = result ? (result.status === 'SOLD' ? 'sold' : 'unsold') : 'closed';
    const typedLakhs = editedText === null ? null : croresToLakhs(Number(editedText));
    const amount = typedLakhs !== null && typedLakhs > 0 ? formatCrores(typedLakhs) : null;
    notify.error(roomMessages.room.bidNotPlaced(player.name, outcome, amount), BID_TOAST_ID);
    onClose();
  }, [isSameLot, boundLot, player, lastResult, editedText, onClose]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ctx = readContext();
    if (!boundLot || ctx.lot?.lotId !== boundLot.lotId) return; // closing; the effect explains
    if (isFrozen) return;
    const check = checkJumpBid(ctx, text);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    onPlace(check.amountLakhs, boundLot);
    onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('jump.title')}
      description={
        <span id={hintId} className="num">
          {player && (
            <span className="block font-semibold text-ink" data-testid="jump-player">
              {player.name}
            </span>
          )}
          <Trans
            t={t}
            i18nKey="jump.range"
            values={{
              from: formatCrores(minLakhs),
              to: formatCrores(topLakhs),
              limit: topLakhs < myPurseLakhs ? t('jump.yourMaxBid') : t('jump.yourPurse'),
            }}
            components={[<strong key="0" />, <strong key="1" />]}
          />
        </span>
      }
    >
      <div className="mt-3 overflow-hidden rounded-2xl">
        <LotStrip inDialog boundLotId={boundLot?.lotId ?? null} />
      </div>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <CroreAmountField
          label={t('jump.amount')}
          value={text}
          onChange={(next) => {
            setEditedText(next);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          describedBy={hintId}
        />
        <FormAlert message={error ?? (isFrozen ? roomMessages.room.frozenLot : undefined)} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            {t('jump.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={isFrozen}>
            {t('jump.place')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
