import type { AdminAuctionView } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format';
import { formatIndiaDateTime } from '@/lib/india-time';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';

/** The auction's facts under its title: times, money, purse, prize pool and the room's windows. */
export function AuctionFacts({ auction: a }: { auction: AdminAuctionView }) {
  const { t } = useTranslation('adminAuctions');
  const facts: [string, string][] = [
    [t('facts.start'), formatIndiaDateTime(a.startsAt)],
    [t('facts.end'), formatIndiaDateTime(a.endsAt)],
    [t('facts.fee'), formatRupeeAmount(a.registrationFee)],
    [t('facts.purse'), formatCroreAmount(a.budgetLimit)],
    [t('facts.players'), formatCount(a.teamCount)],
    [t('facts.revenue'), formatRupeeAmount(a.revenue)],
    [
      t('facts.prizePool'),
      t('facts.prizePoolValue', {
        percent: a.settings.prizePoolPercent,
        split: a.settings.prizeSplit.join('/'),
      }),
    ],
    [
      t('facts.windows'),
      t('facts.windowsValue', {
        lot: a.settings.lotWindowMs / 1000,
        bid: a.settings.bidWindowMs / 1000,
      }),
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-px border-t border-line bg-line sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="bg-card px-5 py-3">
          <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
          <dd className="num mt-0.5 text-sm font-bold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
