import type { UserProfile } from '@bidxi/protocol';
import { formatIndiaDate, formatIndiaDateTime } from '@/lib/india-time';

/**
 * The player's responsible-gaming state in the admin's user profile (issue 16), read-only: nobody
 * can lift a self-exclusion early, so there is no control here. Rows of the enclosing `<dl>`.
 */
export function UserGamingRows({ user, nowMs }: { user: UserProfile; nowMs: number }) {
  const until = user.selfExcludedUntil ?? null;
  const isExcluded = until !== null && Date.parse(until) > nowMs;
  return (
    <>
      <dt className="text-ink-muted">18+ confirmed</dt>
      <dd className="text-ink">
        {user.ageConfirmedAt ? formatIndiaDate(user.ageConfirmedAt) : 'Not yet'}
      </dd>
      <dt className="text-ink-muted">Self-excluded</dt>
      <dd className="font-semibold text-ink">
        {isExcluded ? `Until ${formatIndiaDateTime(until)}` : 'No'}
      </dd>
    </>
  );
}
