import type { WalletRequestView } from '@bidxi/protocol';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/format';

export interface PendingAction {
  request: WalletRequestView;
  action: 'APPROVED' | 'DENIED';
}

/** What approving or denying does to the user's money, said before the admin confirms. */
function consequence({ request, action }: PendingAction): string {
  const amount = formatRupees(request.amountPaise);
  const who = request.user.username;
  if (request.type === 'RECHARGE') {
    return action === 'APPROVED'
      ? `${amount} will be credited to ${who}'s wallet. Check that the UTR ${request.UTRNumber ?? ''} has reached the account first.`
      : `Nothing is credited to ${who}. The UTR ${request.UTRNumber ?? ''} stays used.`;
  }
  return action === 'APPROVED'
    ? `Confirm that ${amount} has been paid to ${request.user.upiId ?? request.user.mobileNumber ?? 'the user'}. The amount leaves ${who}'s balance.`
    : `The hold of ${amount} is released back to ${who}'s available balance.`;
}

/**
 * Confirmation of an approve or deny, with an optional note the user sees in their history. Give it a
 * `key` per request and action so the note starts empty each time.
 */
export function ResolveDialog({
  pending,
  isPending,
  onConfirm,
  onCancel,
}: {
  pending: PendingAction | null;
  isPending: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
}) {
  const noteId = useId();
  const [note, setNote] = useState('');
  if (!pending) return null;
  const isApprove = pending.action === 'APPROVED';
  const kind = pending.request.type === 'RECHARGE' ? 'recharge' : 'withdrawal';
  const close = onCancel;

  return (
    <Modal
      isOpen
      onClose={close}
      role="alertdialog"
      title={`${isApprove ? 'Approve' : 'Deny'} ${kind} of ${formatRupees(pending.request.amountPaise)}?`}
      description={consequence(pending)}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            Cancel
          </Button>
          <Button
            variant={isApprove ? 'success' : 'danger'}
            isLoading={isPending}
            onClick={() => onConfirm(note.trim())}
          >
            {isApprove ? 'Approve' : 'Deny'}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-semibold text-ink">
          Note (optional)
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, 500))}
          rows={3}
          placeholder={isApprove ? 'e.g. Paid via UPI, ref 4123…' : 'e.g. UTR not found'}
          className="w-full rounded-xl border border-line-strong bg-card px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        />
        <p className="text-xs text-ink-subtle">The user sees this note in their history.</p>
      </div>
    </Modal>
  );
}
