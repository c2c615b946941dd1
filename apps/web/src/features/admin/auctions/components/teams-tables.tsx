/** An auction's teams and registrations as the admin sees them. */
import type { AdminAuctionDetailResponse } from '@bidxi/protocol';
import { Shield, Users } from 'lucide-react';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatIndiaDateTime } from '@/lib/india-time';
import { formatCroreAmount, formatRupeeAmount } from '@/lib/money';

type Detail = z.infer<typeof AdminAuctionDetailResponse>;

export function TeamsList({ teams }: { teams: Detail['teams'] }) {
  if (teams.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users aria-hidden className="size-8" />}
          title="No teams yet"
          description="Teams appear here as players register."
        />
      </Card>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-label="Teams">
      {teams.map((t) => (
        <li key={t.id}>
          <Card className="flex items-center gap-3 p-4">
            <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full bg-night-900 text-gold-300">
              {t.imageUrl ? (
                <img src={t.imageUrl} alt="" className="size-full object-cover" />
              ) : (
                <Shield aria-hidden className="size-5" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2 font-semibold text-ink">
                <span className="truncate">{t.name}</span>
                {t.isBot ? <Badge tone="night">Bot</Badge> : null}
              </p>
              <p className="truncate text-xs text-ink-muted">{t.owner?.username ?? '—'}</p>
              <p className="num text-xs text-ink-muted">
                Purse {formatCroreAmount(t.purseRemaining)} / {formatCroreAmount(t.budgetLimit)} ·
                Fee {formatRupeeAmount(t.registrationFeePaid)}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function RegistrationsTable({ registrations }: { registrations: Detail['registrations'] }) {
  if (registrations.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Users aria-hidden className="size-8" />}
          title="No registrations yet"
          description="Each paid registration is listed here with its fee."
        />
      </Card>
    );
  }
  return (
    <Card
      className="relative overflow-x-auto"
      role="region"
      aria-label="Registrations"
      tabIndex={0}
    >
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="sr-only">Registrations</caption>
        <thead className="border-b border-line bg-surface text-xs text-ink-muted">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Team
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Player
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Mobile
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-semibold">
              Fee
            </th>
            <th scope="col" className="px-4 py-2.5 font-semibold">
              Registered
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
                    Refunded
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
