/**
 * The dashboard's charts (recharts, admin only): a lazy chunk of its own, so players never download
 * recharts and the admin panel's first screen does not wait for it. Colours are the theme's tokens.
 */
import type { ReactElement } from 'react';
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

export default function AnalyticsCharts({ days, auctions, users, money }: AnalyticsChartsProps) {
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
    name: m.category.replace('Registration fees', 'Fees'),
    approved: m.approved,
    pending: m.pending,
  }));

  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="analytics-charts">
      <ChartCard title="Registrations per day" isEmpty={!days?.length}>
        <BarChart data={[...(days ?? [])]} margin={{ top: 8, right: 8, left: -16, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={(d: string) => d.slice(5)} />
          <YAxis allowDecimals={false} tick={AXIS} />
          <Tooltip />
          <Bar
            dataKey="count"
            name="Registrations"
            fill={GOLD}
            maxBarSize={48}
            radius={[4, 4, 0, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title="Registrations per auction" isEmpty={perAuction.length === 0}>
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
          <Bar dataKey="registrations" name="Players" stackId="t" fill={GOLD} maxBarSize={28} />
          <Bar
            dataKey="bots"
            name="Bots"
            stackId="t"
            fill={NAVY}
            maxBarSize={28}
            radius={[0, 4, 4, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title={`Bids per user (top ${TOP_USERS})`} isEmpty={topUsers.length === 0}>
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
          <Bar dataKey="accepted" name="Accepted" stackId="b" fill={GOLD} maxBarSize={28} />
          <Bar
            dataKey="refused"
            name="Refused"
            stackId="b"
            fill={NAVY}
            maxBarSize={28}
            radius={[0, 4, 4, 0]}
          />
        </BarChart>
      </ChartCard>

      <ChartCard title="Financial summary (₹)" isEmpty={moneyBars.length === 0}>
        <BarChart
          data={moneyBars}
          layout="vertical"
          margin={{ top: 8, right: 16, left: 8, bottom: 0 }}
        >
          <CartesianGrid stroke={GRID} horizontal={false} />
          <XAxis type="number" tick={AXIS} tickFormatter={(v: number) => compactRupees(v)} />
          <YAxis type="category" dataKey="name" width={96} tick={AXIS} interval={0} />
          <Tooltip formatter={(v) => formatRupeeAmount(Number(v))} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="approved" name="Approved" fill={GREEN} maxBarSize={14} />
          <Bar dataKey="pending" name="Pending" fill={GOLD} maxBarSize={14} />
        </BarChart>
      </ChartCard>
    </div>
  );
}

/** 1234567 → '₹12.3L'; 4500 → '₹4.5K'. */
function compactRupees(value: number): string {
  if (value >= 1e7) return `₹${(value / 1e7).toFixed(1)}Cr`;
  if (value >= 1e5) return `₹${(value / 1e5).toFixed(1)}L`;
  if (value >= 1e3) return `₹${(value / 1e3).toFixed(1)}K`;
  return `₹${value}`;
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
  return (
    <Card className="min-w-0 p-4">
      <h2 className="text-base font-bold text-ink">{title}</h2>
      {isEmpty ? (
        <p className="flex h-56 items-center justify-center text-sm text-ink-muted">
          No data for this range.
        </p>
      ) : (
        <div className="mt-3 h-56" role="img" aria-label={`${title} chart`}>
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
