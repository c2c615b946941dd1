/**
 * The dashboard's charts (recharts, admin only): a lazy chunk of its own, so players never download
 * recharts and the admin panel's first screen does not wait for it. Colours are the theme's tokens.
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card } from '@/components/ui/card';
import { formatCount } from '@/lib/format';
import { formatRupeeAmount } from '@/lib/money';
import { truncate } from '@/lib/text';
import type {
  AuctionRow,
  DayRow,
  MoneyRow,
  UserRow,
} from '@/features/admin/analytics/components/columns';

const GOLD = 'var(--color-gold-500)';
const NAVY = 'var(--color-night-600)';
const GREEN = 'var(--color-success-600)';
const INK = 'var(--color-ink-muted)';
const GRID = 'var(--color-line)';
const AXIS = { fontSize: 12, fill: INK };
const TOP_USERS = 10;

export interface AnalyticsChartsProps {
  days: readonly DayRow[] | undefined;
  auctions: readonly AuctionRow[] | undefined;
  users: readonly UserRow[] | undefined;
  money: readonly MoneyRow[] | undefined;
}

/**
 * The four charts; titles, series names, legends and axis ticks in the current language (counts
 * grouped by `Intl`, money ticks with the language's lakh / crore words; day ticks stay 'MM-DD').
 */
export default function AnalyticsCharts({ days, auctions, users, money }: AnalyticsChartsProps) {
  const { t } = useTranslation('analytics');
  const countTick = (value: number) => formatCount(value);
  const perAuction = (auctions ?? []).slice(0, 12).map((a) => ({
    name: truncate(a.title, 14),
    registrations: a.registrations,
    bots: a.botTeams,
  }));
  const topUsers = (users ?? []).slice(0, TOP_USERS).map((u) => ({
    name: truncate(u.username, 14),
    accepted: u.acceptedBids,
    refused: u.refusedBids,
  }));
  const moneyBars = (money ?? []).map((m) => ({
    name: t(`charts.money.${m.key}`),
    approved: m.approved,
    pending: m.pending,
  }));

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="analytics-charts">
      <ChartCard title={t('tables.days.title')} isEmpty={!days?.length}>
        <BarChart data={[...(days ?? [])]} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis allowDecimals={false} tick={AXIS} tickFormatter={countTick} />
          <Tooltip />
          <Bar
            dataKey="count"
            name={t('charts.registrations')}
            fill={GOLD}
            maxBarSize={48}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title={t('tables.auctions.title')} isEmpty={perAuction.length === 0}>
        <BarChart
          data={perAuction}
          layout="vertical"
          margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="name" width={112} tick={AXIS} interval={0} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="registrations"
            name={t('charts.players')}
            stackId="t"
            fill={GOLD}
            maxBarSize={28}
          />
          <Bar
            dataKey="bots"
            name={t('charts.bots')}
            stackId="t"
            fill={NAVY}
            maxBarSize={28}
            radius={[0, 4, 4, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title={t('charts.topUsers', { count: TOP_USERS })} isEmpty={topUsers.length === 0}>
        <BarChart
          data={topUsers}
          layout="vertical"
          margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={AXIS} />
          <YAxis type="category" dataKey="name" width={112} tick={AXIS} interval={0} />
          <Tooltip />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar
            dataKey="accepted"
            name={t('charts.accepted')}
            stackId="b"
            fill={GOLD}
            maxBarSize={28}
          />
          <Bar
            dataKey="refused"
            name={t('charts.refused')}
            stackId="b"
            fill={NAVY}
            maxBarSize={28}
            radius={[0, 4, 4, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title={t('charts.moneyTitle')} isEmpty={moneyBars.length === 0}>
        <BarChart
          data={moneyBars}
          layout="vertical"
          margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} tickFormatter={(v: number) => compactRupees(v, t)} />
          <YAxis type="category" dataKey="name" width={96} tick={AXIS} interval={0} />
          <Tooltip formatter={(v) => formatRupeeAmount(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="approved" name={t('charts.approved')} fill={GREEN} maxBarSize={14} />
          <Bar dataKey="pending" name={t('charts.pending')} fill={GOLD} maxBarSize={14} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

/** 1234567 → '₹12.3L'; 4500 → '₹4.5K' (in Hindi '₹12.3 लाख', '₹4.5 हज़ार'). */
function compactRupees(
  value: number,
  t: (
    key: 'charts.compact.crore' | 'charts.compact.lakh' | 'charts.compact.thousand',
    options: { value: string },
  ) => string,
): string {
  if (value >= 1e7) return t('charts.compact.crore', { value: (value / 1e7).toFixed(1) });
  if (value >= 1e5) return t('charts.compact.lakh', { value: (value / 1e5).toFixed(1) });
  if (value >= 1e3) return t('charts.compact.thousand', { value: (value / 1e3).toFixed(1) });
  return `₹${Number.isSafeInteger(value) ? formatCount(value) : value}`;
}

function ChartCard({
  title,
  isEmpty,
  children,
}: {
  title: string;
  isEmpty: boolean;
  children: ReactElement;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Card className="min-w-0 p-4">
      <h2 className="text-base font-bold text-ink">{title}</h2>
      {isEmpty ? (
        <p className="flex h-56 items-center justify-center text-sm text-ink-muted">
          {t('charts.empty')}
        </p>
      ) : (
        <div className="mt-3 h-56" role="img" aria-label={t('charts.label', { title })}>
          <ResponsiveContainer
            width="100%"
            height="100%"
            initialDimension={{ width: 320, height: 224 }}
          >
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}
