/**
 * The dashboard's panels: wallet requests waiting, auctions live and starting soon, today's money.
 * Each figure links to the screen that handles it.
 */
import type { AdminDashboardResponse, DashboardAuction } from '@bidxi/protocol';
import { clsx } from 'clsx';
import {
  ArrowRight,
  CalendarClock,
  CircleCheck,
  Gift,
  Hourglass,
  Radio,
  Receipt,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { formatRupeeAmount } from '@/lib/money';
import {
  durationBetween,
  formatIndiaClock,
  formatIndiaDay,
} from '@/features/admin/components/dashboard-format';

type Dashboard = AdminDashboardResponse;

/** Requests waiting for an admin: a call to act, or "all caught up". */
export function RequestsPanel({ data }: { data: Dashboard }) {
  const { recharges, withdrawals, oldestAt } = data.pendingRequests;
  const waiting = recharges.count + withdrawals.count;
  const { t } = useTranslation('admin');
  return (
    <Card
      className={clsx('flex flex-col gap-4 p-5', waiting > 0 && 'border-gold-300 bg-gold-50/60')}
    >
      <PanelTitle icon={WalletCards} title={t('nav.walletRequests')} />
      {waiting === 0 ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-success-700">
          <CircleCheck aria-hidden className="size-5" />
          {t('dashboard.caughtUp')}
        </p>
      ) : (
        <div>
          <p className="num text-2xl font-extrabold text-ink">
            {waiting}{' '}
            <span className="text-base font-bold text-ink-muted">{t('dashboard.waiting')}</span>
          </p>
          <ul className="mt-2 flex flex-col gap-1 text-sm text-ink">
            <li>
              {t('dashboard.recharges', { count: recharges.count })} ·{' '}
              <span className="num">{formatRupeeAmount(recharges.amount)}</span>
            </li>
            <li>
              {t('dashboard.withdrawals', { count: withdrawals.count })} ·{' '}
              <span className="num">{formatRupeeAmount(withdrawals.amount)}</span>
            </li>
          </ul>
          {oldestAt ? (
            <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-gold-700">
              <Hourglass aria-hidden className="size-4" />
              {t('dashboard.oldest', { wait: durationBetween(oldestAt, data.serverTime) })}
            </p>
          ) : null}
        </div>
      )}
      <PanelLink to="/admin/wallet-requests">
        {waiting === 0 ? t('dashboard.openRequests') : t('dashboard.reviewRequests')}
      </PanelLink>
    </Card>
  );
}

/** LIVE auctions and those starting within the next day. */
export function AuctionsPanel({ data, soonHours }: { data: Dashboard; soonHours: number }) {
  const { live, startingSoon } = data.auctions;
  const { t } = useTranslation('admin');
  return (
    <Card className="flex flex-col gap-4 p-5">
      <PanelTitle icon={Radio} title={t('dashboard.auctionsTitle')} />
      {live.length === 0 && startingSoon.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('dashboard.nothingSoon', { count: soonHours })}</p>
      ) : (
        <ul className="-mx-2 flex flex-col" aria-label={t('dashboard.auctionsList')}>
          {[...live, ...startingSoon].map((a) => (
            <AuctionRow key={a.id} auction={a} serverTime={data.serverTime} />
          ))}
        </ul>
      )}
      <PanelLink to="/admin/auctions">{t('dashboard.allAuctions')}</PanelLink>
    </Card>
  );
}

function AuctionRow({ auction: a, serverTime }: { auction: DashboardAuction; serverTime: string }) {
  const { t } = useTranslation('admin');
  const isLive = a.status === 'LIVE';
  const when = isLive
    ? t('dashboard.ends', { time: formatIndiaClock(a.endsAt) })
    : t('dashboard.starts', {
        wait: durationBetween(serverTime, a.startsAt),
        time: formatIndiaClock(a.startsAt),
      });
  return (
    <li>
      <Link
        to={`/admin/auctions/${encodeURIComponent(a.id)}`}
        className="flex min-h-14 items-center gap-3 rounded-xl px-2 py-2 hover:bg-surface"
      >
        <span
          className={clsx(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            isLive ? 'bg-danger-50 text-danger-600' : 'bg-night-900 text-gold-300',
          )}
        >
          {isLive ? (
            <Radio aria-hidden className="size-5" />
          ) : (
            <CalendarClock aria-hidden className="size-5" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold break-words text-ink">{a.title}</span>
            {isLive ? (
              <Badge tone="danger">{t('dashboard.live')}</Badge>
            ) : (
              <Badge tone="gold">{t('dashboard.soon')}</Badge>
            )}
          </span>
          <span className="num block text-xs text-ink-muted">
            {when} · {t('dashboard.registered', { count: a.players })}
          </span>
        </span>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-ink-subtle" />
      </Link>
    </li>
  );
}

/** Today's money (India day): net fees, prizes, withdrawals; each opens its transactions. */
export function TodayPanel({ data }: { data: Dashboard }) {
  const { date, registrations, fees, prizes, withdrawals } = data.today;
  const txns = (query: string) => `/admin/transactions?${query}&from=${date}&to=${date}`;
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="today-title" className="flex flex-col gap-3">
      <h2 id="today-title" className="text-base font-bold text-ink">
        {t('dashboard.today')}{' '}
        <span className="font-semibold text-ink-muted">
          · {t('dashboard.todayDate', { date: formatIndiaDay(date) })}
        </span>
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Figure
          icon={Receipt}
          label={t('dashboard.fees')}
          value={formatRupeeAmount(fees)}
          note={t('dashboard.registrations', { count: registrations })}
          to={txns('type=REGISTRATION_FEE')}
        />
        <Figure
          icon={Gift}
          label={t('dashboard.prizes')}
          value={formatRupeeAmount(prizes.amount)}
          note={t('dashboard.prizeCount', { count: prizes.count })}
          to={txns('type=PRIZE')}
        />
        <Figure
          icon={WalletCards}
          label={t('dashboard.withdrawalsPaid')}
          value={formatRupeeAmount(withdrawals.amount)}
          note={t('dashboard.withdrawals', { count: withdrawals.count })}
          to={txns('type=WITHDRAWAL&status=APPROVED')}
        />
      </ul>
    </section>
  );
}

function Figure({
  icon: Icon,
  label,
  value,
  note,
  to,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note: string;
  to: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="group flex h-full flex-col gap-1 rounded-2xl border border-line bg-card p-4 shadow-card hover:border-gold-400"
      >
        <span className="flex items-center gap-2 text-sm font-semibold text-ink-muted">
          <Icon aria-hidden className="size-4 text-night-600" />
          {label}
        </span>
        <span className="num text-2xl font-extrabold text-ink">{value}</span>
        <span className="flex items-center justify-between text-xs text-ink-muted">
          {note}
          <ArrowRight
            aria-hidden
            className="size-4 text-ink-subtle transition-transform group-hover:translate-x-0.5"
          />
        </span>
      </Link>
    </li>
  );
}

function PanelTitle({ icon: Icon, title }: { icon: LucideIcon; title: string }) {
  return (
    <h2 className="flex items-center gap-2 text-base font-bold text-ink">
      <Icon aria-hidden className="size-5 text-night-600" />
      {title}
    </h2>
  );
}

function PanelLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="mt-auto inline-flex min-h-11 w-fit items-center gap-1 rounded-xl text-sm font-semibold text-night-700 hover:underline"
    >
      {children}
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}
