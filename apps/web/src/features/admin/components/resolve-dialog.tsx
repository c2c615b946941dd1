import type { WalletRequestView } from '@bidxi/protocol';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatRupees } from '@/lib/format';

export interface PendingAction {
  request: WalletRequestView;
  action: 'APPROVED' | 'DENIED';
}

/** What approving or denying does to the user's money, said before the admin confirms. */
function consequence({ request, action }: PendingAction, t: TFunction<'admin'>): string {
  const amount = formatRupees(request.amountPaise);
  const who = request.user.username;
  const utr = request.UTRNumber ?? '';
  if (request.type === 'RECHARGE') {
    return action === 'APPROVED'
      ? t('resolve.rechargeApprove', { amount, who, utr })
      : t('resolve.rechargeDeny', { who, utr });
  }
  return action === 'APPROVED'
    ? t('resolve.withdrawalApprove', {
        amount,
        who,
        payee: request.user.upiId ?? request.user.mobileNumber ?? t('resolve.theUser'),
      })
    : t('resolve.withdrawalDeny', { amount, who });
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
  const { t } = useTranslation('admin');
  const [note, setNote] = useState('');
  if (!pending) return null;
  const isApprove = pending.action === 'APPROVED';
  const kind = pending.request.type === 'RECHARGE' ? 'recharge' : 'withdrawal';
  const amount = formatRupees(pending.request.amountPaise);
  const close = onCancel;

  return (
    <Modal
      isOpen
      onClose={close}
      role="alertdialog"
      title={t(`resolve.${isApprove ? 'approve' : 'deny'}.${kind}`, { amount })}
      description={consequence(pending, t)}
      footer={
        <>
          <Button variant="secondary" onClick={close} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button
            variant={isApprove ? 'success' : 'danger'}
            isLoading={isPending}
            onClick={() => onConfirm(note.trim())}
          >
            {isApprove ? t('requests.approve') : t('requests.deny')}
          </Button>
        </>
      }
    >
      <div className="mt-4 flex flex-col gap-1.5">
        <label htmlFor={noteId} className="text-sm font-semibold text-ink">
          {t('resolve.note')}
        </label>
        <textarea
          id={noteId}
          value={note}
          onChange={(e) => setNote(e.target.value.slice(0, 500))}
          rows={3}
          placeholder={isApprove ? t('resolve.approveHint') : t('resolve.denyHint')}
          className="w-full rounded-xl border border-line-strong bg-card px-3 py-2 text-base text-ink placeholder:text-ink-subtle focus:border-night-600 focus:ring-4 focus:ring-night-600/15 focus:outline-none"
        />
        <p className="text-xs text-ink-subtle">{t('resolve.noteHelp')}</p>
      </div>
    </Modal>
  );
}
