/** An auction's teams and registrations as the admin sees them. */
import type { AdminAuctionDetailResponse } from '@bidxi/protocol';
import { Shield, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatIndiaDateTime } from '@/lib/india-time';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';

type Detail = z.infer<typeof AdminAuctionDetailResponse>;

export function TeamsList({ teams }: { teams: Detail['teams'] }) {
  const { t } = useTranslation('adminAuctions');
  if (teams.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users aria-hidden className="size-8" />}
          title={t('teams.none')}
          description={t('teams.noneText')}
        />
      </Card>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label={t('teams.title')}>
      {teams.map((team) => (
        <li key={team.id}>
          <Card className="flex items-center gap-3 p-4">
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-night-900 text-gold-300">
              {team.imageUrl ? (
                <img src={team.imageUrl} alt="" className="size-full object-cover" />
              ) : (
                <Shield aria-hidden className="size-5" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <span className="truncate">{team.name}</span>
                {team.isBot ? <Badge tone="night">{t('badges.bot')}</Badge> : null}
              </p>
              <p className="truncate text-xs text-ink-muted">{team.owner?.username ?? '—'}</p>
              <p className="num text-xs text-ink-muted">
                {t('teams.purse', {
                  left: formatCroreAmount(team.purseRemaining),
                  limit: formatCroreAmount(team.budgetLimit),
                  fee: formatRupeeAmount(team.registrationFeePaid),
                })}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RegistrationsTable({ registrations }: { registrations: Detail['registrations'] }) {
  const { t } = useTranslation('adminAuctions');
  if (registrations.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users aria-hidden className="size-8" />}
          title={t('registrations.none')}
          description={t('registrations.noneText')}
        />
      </Card>
    );
  }
  return (
    <Card
      className="relative overflow-x-auto"
      role="region"
      aria-label={t('registrations.title')}
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">{t('registrations.title')}</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('registrations.team')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('registrations.player')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('registrations.mobile')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              {t('registrations.fee')}
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              {t('registrations.registered')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {registrations.map((r) => (
            <tr key={r.teamId}>
              <td className="px-4 py-2.5 font-semibold text-ink">{r.teamName}</td>
              <td className="px-4 py-2.5">
                <span className="block text-ink">{r.username}</span>
                <span className="block text-xs text-ink-muted">{r.email}</span>
              </td>
              <td className="num px-4 py-2.5">{r.mobileNumber ?? '—'}</td>
              <td className="num px-4 py-2.5 text-right">
                {formatRupeeAmount(r.feePaid)}
                {r.refunded ? (
                  <Badge tone="danger" className="ml-2">
                    {t('badges.refunded')}
                  </Badge>
                ) : null}
              </td>
              <td className="num px-4 py-2.5 text-xs text-ink-muted">
                {formatIndiaDateTime(r.registeredAt)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}
