import { playerTypeLabel } from '@/lib/player-type-label';
import { useTranslation } from 'react-i18next';
import { croresToLakhs, lakhsToCrores } from '@bidxi/engine';
import { ErrorCode } from '@bidxi/protocol';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { formatCrores } from '@/lib/format';
import { bidBlockText, smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { roomMessages } from '@/lib/messages/room';
import { notify } from '@/lib/notify';
import { maxBidRange, maxBidRefusal, myMaxBidsOf } from '../bidding/bid-block';
import { formClosedReason } from '../bidding/form-binding';
import { serverNow } from '../clock/server-clock';
import { COMMAND_TOAST_ID, useRoomCommand } from '../hooks/use-room-command';
import type { MaxBidForm } from '../model/room-store';
import { useRoomContext, useRoomSelector } from '../room-context';
import { CroreAmountField } from './crore-amount-field';
import { LotStrip } from './lot-strip';

/**
 * The max-bid form: a confidential maximum for one player, set from the lot or from
 * Upcoming, with its range (the next bid or base price up to the purse; the team's max bid today is
 * shown, since the proxy never bids above it), and Cancel for a maximum already set. It is bound to
 * what it was opened on (form-binding.ts): when that changes it closes and says why. The lot strip at
 * its top keeps the lot on the block (price, leader, clock) in view, bound to the form's lot when it
 * was opened on one.
 */
export function MaxBidModal() {
  const form = useRoomSelector((s) => s.maxBidForm);
  const { store } = useRoomContext();
  // Closes with the screen that shows it (a form must not come back bound to a stale lot).
  useEffect(() => () => store.getState().closeMaxBid(), [store]);
  return form ? <MaxBidFormView key={`${form.playerId}:${form.lotId}`} form={form} /> : null;
}

function MaxBidFormView({ form }: { form: MaxBidForm }) {
  const { store } = useRoomContext();
  const state = useRoomSelector((s) => s.snapshot?.state ?? null);
  const myTeamId = useRoomSelector((s) => s.snapshot?.myTeamId ?? null);
  const isFrozen = useRoomSelector((s) => s.connection !== 'connected' || s.offlineSince !== null);
  const { pending, send } = useRoomCommand();
  const mine = myMaxBidsOf(state, myTeamId).find((m) => m.playerId === form.playerId) ?? null;
  const player = state?.players[form.playerId] ?? null;
  const range = state && myTeamId ? maxBidRange(state, myTeamId, form.playerId) : null;
  const purseLakhs = (myTeamId && state?.teams[myTeamId]?.purseRemainingLakhs) || 0;
  const [text, setText] = useState(() =>
    String(lakhsToCrores(mine?.maxLakhs ?? range?.floorLakhs ?? 0)),
  );
  const [error, setError] = useState<string | undefined>();
  const hintId = useId();
  const { t } = useTranslation('room');
  const close = () => store.getState().closeMaxBid();

  // The lot (or the queue place) this form was opened on has changed: it closes and says why, once.
  const closedReason = state ? formClosedReason(form, state) : null;
  useEffect(() => {
    if (!closedReason) return;
    notify.error(closedReason, COMMAND_TOAST_ID);
    store.getState().closeMaxBid();
  }, [closedReason, store]);

  if (!state || !player || !range || !myTeamId || closedReason) return null;
  const name = player.name;
  const typedLakhs = croresToLakhs(Number(text));
  const isOverMaxBid = typedLakhs !== null && typedLakhs > range.maxBidLakhs;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (isFrozen || pending) return;
    const now = store.getState().snapshot?.state;
    if (!now || formClosedReason(form, now)) return; // closing; the effect explains
    const lakhs = croresToLakhs(Number(text));
    if (text.trim() === '' || lakhs === null || lakhs <= 0 || lakhs % 5 !== 0) {
      setError(smartBiddingMessages.bidding.invalidMax);
      return;
    }
    const refusal = maxBidRefusal(now, myTeamId, form.playerId, lakhs, serverNow());
    if (refusal) {
      setError(maxRefusalText(refusal, range.floorLakhs));
      return;
    }
    send(
      'setMaxBid',
      { auctionPlayerId: form.playerId, maxAmount: lakhsToCrores(lakhs) },
      {
        success: smartBiddingMessages.bidding.maxSaved(name, formatCrores(lakhs)),
        onDone: close,
        onRefused: setError,
      },
    );
  };

  const cancelMax = () =>
    send(
      'cancelMaxBid',
      { auctionPlayerId: form.playerId },
      {
        success: smartBiddingMessages.bidding.maxCancelled(name),
        onDone: close,
        onRefused: setError,
      },
    );

  return (
    <Modal
      isOpen
      onClose={close}
      title={smartBiddingMessages.bidding.setMax}
      description={
        <span id={hintId} className="num">
          <span className="block font-semibold text-ink" data-testid="max-bid-player">
            {name} · {playerTypeLabel(player.type)}
          </span>
          {smartBiddingMessages.bidding.maxHint}{' '}
          <strong className="text-ink">
            {smartBiddingMessages.bidding.maxRange(
              formatCrores(range.floorLakhs),
              formatCrores(Math.min(range.maxBidLakhs, purseLakhs)),
            )}
          </strong>
        </span>
      }
    >
      <div className="mt-3 overflow-hidden rounded-2xl">
        <LotStrip inDialog boundLotId={form.lotId} />
      </div>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        {mine ? (
          <p className="num text-sm font-semibold text-ink" data-testid="max-bid-current">
            {smartBiddingMessages.bidding.yourMax(formatCrores(mine.maxLakhs))}
          </p>
        ) : null}
        <CroreAmountField
          label={smartBiddingMessages.bidding.maxFieldLabel}
          value={text}
          onChange={(next) => {
            setText(next);
            setError(undefined);
          }}
          isInvalid={error !== undefined}
          describedBy={hintId}
        />
        {isOverMaxBid && !error ? (
          <p className="num text-sm text-ink-muted" data-testid="max-bid-over">
            {bidBlockText({
              code: ErrorCode.OVER_MAX_BID,
              details: { maxBidLakhs: range.maxBidLakhs },
            })}{' '}
            {t('maxBids.atMost')}
          </p>
        ) : null}
        <FormAlert message={error ?? (isFrozen ? roomMessages.room.frozenLot : undefined)} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('rules.close')}
          </Button>
          {mine ? (
            <Button
              variant="danger"
              onClick={cancelMax}
              disabled={isFrozen || (pending !== null && pending !== 'cancelMaxBid')}
              isLoading={pending === 'cancelMaxBid'}
            >
              {smartBiddingMessages.bidding.cancelMax}
            </Button>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={isFrozen || (pending !== null && pending !== 'setMaxBid')}
            isLoading={pending === 'setMaxBid'}
          >
            {smartBiddingMessages.bidding.saveMax}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** A refusal of the form's amount, in the words the bid checks use for the same codes. */
function maxRefusalText(error: { code: string; message?: string }, floorLakhs: number): string {
  if (error.code === ErrorCode.BID_TOO_LOW) {
    return smartBiddingMessages.bidding.maxAtLeast(formatCrores(floorLakhs));
  }
  if (error.code === ErrorCode.PURSE_EXCEEDED) return roomMessages.room.jumpAbovePurse;
  if (error.code === ErrorCode.INVALID_AMOUNT) return smartBiddingMessages.bidding.invalidMax;
  return bidBlockText(error);
}
