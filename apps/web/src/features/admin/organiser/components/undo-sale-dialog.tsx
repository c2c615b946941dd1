import { MAX_UNDO_REASON_LENGTH } from '@bidxi/engine';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { auditMessages } from '@/lib/messages/audit';

/**
 * Confirms an undo of the sale it was opened on (`saleText`) with its required reason (shown to the
 * room, kept in the log). `refusal`: why the room refused it, shown in place; the reason stays.
 */
export function UndoSaleDialog({
  isOpen,
  saleText,
  refusal = null,
  isPending,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  saleText: string;
  refusal?: string | null;
  isPending: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [isTouched, setTouched] = useState(false);
  const trimmed = reason.trim();
  const error =
    isTouched && trimmed === '' ? auditMessages.organiserDesk.reasonRequired : undefined;
  const submit = () => {
    setTouched(true);
    if (trimmed !== '') onConfirm(trimmed);
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      role="alertdialog"
      title={auditMessages.organiserDesk.undoTitle}
      description={`${saleText}. ${auditMessages.organiserDesk.undoText}`}
      footer={
        <>
          <Button variant="secondary" fullWidth onClick={onCancel}>
            {auditMessages.organiserDesk.cancel}
          </Button>
          <Button variant="danger" fullWidth isLoading={isPending} onClick={submit}>
            {auditMessages.organiserDesk.undoSale}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {auditMessages.organiserDesk.reason}
      </label>
      <textarea
        id={id}
        value={reason}
        maxLength={MAX_UNDO_REASON_LENGTH}
        rows={3}
        onChange={(e) => setReason(e.target.value)}
        onBlur={() => setTouched(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1 block w-full rounded-xl border border-line-strong bg-card px-4 py-3 text-base text-ink"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      {refusal ? (
        <p
          role="alert"
          data-testid="undo-refusal"
          className="mt-2 rounded-xl bg-danger-50 px-3 py-2 text-sm font-semibold text-danger-700"
        >
          {refusal}
        </p>
      ) : null}
    </Modal>
  );
}
