// "Starts in 4 min" for an auction that starts within a day (the demo card said only
// SCHEDULED). Whole minutes, rounded up, so it never says "0 min" before the start.
import { differenceInSeconds } from 'date-fns';
import { t } from '@/i18n/i18n';

/** The start as a relative text, or null when it is a day or more away. */
export function startsInText(startsAt: string | Date, now: Date | number): string | null {
  const seconds = differenceInSeconds(startsAt, now);
  if (seconds <= 0) return t('startsIn.now');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return t('startsIn.minutes', { minutes });
  if (minutes >= 24 * 60) return null;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0
    ? t('startsIn.hours', { hours })
    : t('startsIn.hoursMinutes', { hours, minutes: rest });
}
