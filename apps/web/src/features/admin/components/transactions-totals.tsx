import type { AdminTransactionsResponse } from '@bidxi/protocol';
import { ENTRY_TYPES } from '@/components/money/entry-type';
import { Card } from '@/components/ui/card';
import { formatRupees } from '@/lib/format';

/** One card per entry type that has entries: its amount, count and net effect on wallets. */
export function TransactionsTotals({ totals }: { totals: AdminTransactionsResponse['totals'] }) {
  const shown = totals.filter((t) => t.count > 0);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label="Totals by type"
      className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
    >
      {shown.map((t) => (
        <li key={t.type}>
          <Card className="h-full p-3">
            <p className="text-xs font-semibold text-ink-muted">{ENTRY_TYPES[t.type].label}</p>
            <p className="num mt-1 text-base font-bold text-ink">{formatRupees(t.amountPaise)}</p>
            <p className="text-xs text-ink-subtle">
              {t.count} {t.count === 1 ? 'entry' : 'entries'}
            </p>
            <p className="num text-xs whitespace-nowrap text-ink-subtle">
              Net {t.netPaise < 0 ? '−' : '+'}
              {formatRupees(Math.abs(t.netPaise))}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
