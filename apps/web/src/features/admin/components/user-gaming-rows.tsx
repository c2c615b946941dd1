import type { UserProfile } from '@bidxi/protocol';
import { useTranslation } from 'react-i18next';
import { formatIndiaDate, formatIndiaDateTime } from '@/lib/india-time';

/**
 * The player's responsible-gaming state in the admin's user profile, read-only: nobody
 * can lift a self-exclusion early, so there is no control here. Rows of the enclosing `<dl>`.
 */
export function UserGamingRows({ user, nowMs }: { user: UserProfile; nowMs: number }) {
  const until = user.selfExcludedUntil ?? null;
  const isExcluded = until !== null && Date.parse(until) > nowMs;
  const { t } = useTranslation('admin');
  return (
    <>
      <dt className="text-ink-muted">{t('drawer.ageConfirmed')}</dt>
      <dd className="text-ink">
        {user.ageConfirmedAt ? formatIndiaDate(user.ageConfirmedAt) : t('drawer.notYet')}
      </dd>
      <dt className="text-ink-muted">{t('drawer.selfExcluded')}</dt>
      <dd className="font-semibold text-ink">
        {isExcluded ? t('drawer.until', { time: formatIndiaDateTime(until) }) : t('drawer.no')}
      </dd>
    </>
  );
}
