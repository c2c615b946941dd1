/**
 * Home's open leagues: public leagues starting within the hour with a free seat, each with its
 * start (India time) and free seats, linking to the same join screen as an invite. Nothing shows
 * while there are none.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { formatIndiaDateTime } from '@/lib/india-time';
import { useOpenLeagues } from '@/features/leagues/api/leagues';

export function OpenLeagues() {
  const { t } = useTranslation('leagues');
  const open = useOpenLeagues();
  const leagues = open.data?.leagues ?? [];
  if (leagues.length === 0) return null;
  return (
    <section aria-labelledby="open-leagues-title">
      <Card className="flex flex-col gap-3 p-4">
        <div>
          <h2 id="open-leagues-title" className="text-base font-extrabold text-ink">
            {t('open.title')}
          </h2>
          <p className="mt-0.5 text-sm text-ink-muted">{t('open.blurb')}</p>
        </div>
        <ul className="flex flex-col gap-2" data-testid="open-leagues">
          {leagues.map((l) => (
            <li key={l.code}>
              <Link
                to={`/join/${encodeURIComponent(l.code)}`}
                className="flex min-h-11 flex-col rounded-xl border border-line bg-card px-3 py-2 text-sm text-ink hover:border-line-strong"
              >
                <span className="font-semibold break-words">{l.title}</span>
                <span className="text-ink-muted">
                  {t('open.startsAt', { when: formatIndiaDateTime(l.startsAt) })} ·{' '}
                  {t('open.seats', { count: l.freeSeats })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
