import type { AdminTransactionsResponse } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { Card } from '@/components/ui/card';
import { formatRupees } from '@/lib/format';

/** One card per entry type that has entries: its amount, count and net effect on wallets. */
export function TransactionsTotals({ totals }: { totals: AdminTransactionsResponse['totals'] }) {
  const { t } = useTranslation('admin');
  const shown = totals.filter((total) => total.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={t('transactions.totals')}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      {shown.map((total) => (
        <li key={total.type}>
          <Card className="h-full p-3">
            <p className="text-xs font-semibold text-ink-muted">{ENTRY_TYPES[total.type].label}</p>
            <p className="num mt-1 text-base font-bold text-ink">
              {formatRupees(total.amountPaise)}
            </p>
            <p className="text-xs text-ink-subtle">
              {t('transactions.entries', { count: total.count })}
            </p>
            <p className="num text-xs whitespace-nowrap text-ink-subtle">
              {t('transactions.net', {
                amount: `${total.netPaise < 0 ? '−' : '+'}${formatRupees(Math.abs(total.netPaise))}`,
              })}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
