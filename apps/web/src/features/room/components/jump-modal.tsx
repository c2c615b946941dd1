import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { formatCrores } from '@/lib/format';
import {
  checkJumpBid,
  defaultJumpText,
  nextBidLakhs,
  sanitizeJumpInput,
  type BidContext,
} from '../bidding/bid-checks';

/**
 * 'Set Jump Amount' (spec 001 §2): the whole bid in Cr, digits and one decimal point only, starting at
 * the current bid plus 2 Cr, with the allowed range and the spec's messages.
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
  onPlace: (amountLakhs: number) => void;
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
  onPlace: (amountLakhs: number) => void;
}) {
  const [opening] = useState(readContext);
  const { lot, player, myTeam } = opening;
  const [text, setText] = useState(() =>
    lot && player ? defaultJumpText(lot, player.basePriceLakhs) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const hintId = useId();
  const minLakhs = lot && player ? nextBidLakhs(lot, player.basePriceLakhs) : 0;
  const maxLakhs = myTeam?.purseRemainingLakhs ?? 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const check = checkJumpBid(readContext(), text);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    onPlace(check.amountLakhs);
    onClose();
  };

  return (
    <Modal
      isOpen
      onClose={onClose}
      title="Set Jump Amount"
      description={
        <span id={hintId} className="num">
          Enter a bid from <strong>{formatCrores(minLakhs)}</strong> to{' '}
          <strong>{formatCrores(maxLakhs)}</strong> (your purse), in steps of 0.05 Cr.
        </span>
      }
    >
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-3">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          Bid amount (Cr)
        </label>
        <div className="relative">
          <input
            id={inputId}
            data-autofocus
            inputMode="decimal"
            autoComplete="off"
            enterKeyHint="done"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={hintId}
            onChange={(e) => {
              setText(sanitizeJumpInput(e.target.value));
              setError(undefined);
            }}
            className="num block min-h-13 w-full rounded-xl border border-line-strong bg-card px-4 pr-14 text-xl font-bold text-ink focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
          />
          <span className="pointer-events-none absolute inset-y-0 right-4 flex items-center font-semibold text-ink-muted">
            Cr
          </span>
        </div>
        <FormAlert message={error} />
        <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" size="lg">
            Place Bid
          </Button>
        </div>
      </form>
    </Modal>
  );
}
