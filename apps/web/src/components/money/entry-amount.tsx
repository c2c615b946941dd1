import { useTranslation } from 'react-i18next';
import type { TransactionView } from '@bidxi/protocol';
import { clsx } from 'clsx';
import { formatRupees } from '@/lib/format';

/** '+₹500.00' / '−₹200.00' by direction; green only for money that actually came in. */
export function EntryAmount({
  entry,
  className,
}: {
  entry: Pick<TransactionView, 'amountPaise' | 'direction' | 'status'>;
  className?: string;
}) {
  const isCredit = entry.direction === 'CREDIT';
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        'num font-bold whitespace-nowrap',
        entry.status === 'DENIED' && 'text-ink-subtle line-through',
        entry.status === 'PENDING' && 'text-ink-muted',
        entry.status === 'APPROVED' && (isCredit ? 'text-success-700' : 'text-ink'),
        className,
      )}
    >
      <span className="sr-only">{`${isCredit ? t('money.credit') : t('money.debit')} `}</span>
      {signedRupees(entry)}
    </span>
  );
}

export function signedRupees(entry: Pick<TransactionView, 'amountPaise' | 'direction'>): string {
  return `${entry.direction === 'CREDIT' ? '+' : '−'}${formatRupees(entry.amountPaise)}`;
}
