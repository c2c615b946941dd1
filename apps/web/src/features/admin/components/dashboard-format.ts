/**
 * How the dashboard words times: India clock times and waits measured on the server's clock, in the
 * current language (en-IN / hi-IN through `Intl`, date-fns' Hindi for durations).
 */
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { hi } from 'date-fns/locale/hi';
import { currentLanguage, intlLocale, t } from '@/i18n/i18n';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(kind: 'clock' | 'day'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${kind}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    // Hindi names the part of the day ('शाम 8:05'), as lib/india-time does; hi-IN's am/pm are Latin.
    const clock = locale.startsWith('hi')
      ? ({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const)
      : ({ hour: 'numeric', minute: '2-digit', hour12: true } as const);
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'clock'
        ? { ...clock, timeZone: INDIA_TIME_ZONE }
        : { weekday: 'short', day: 'numeric', month: 'short', timeZone: INDIA_TIME_ZONE },
    );
    formats.set(key, format);
  }
  return format;
}

/** '8:05 pm IST' ('8:05 pm (भारतीय समय)' in Hindi). */
export const formatIndiaClock = (iso: string) =>
  t('units.ist', { time: formatter('clock').format(new Date(iso)) });

/** An India date 'YYYY-MM-DD' as 'Tue, 25 Nov'. */
export const formatIndiaDay = (date: string) =>
  formatter('day').format(new Date(`${date}T12:00:00+05:30`));

/**
 * How long from `from` to `to` (ISO instants), rounded down: '3 hours', '12 minutes' ('3 घंटे'). The
 * digits stay Latin in Hindi, as every other number of the app (Intl hi-IN); date-fns writes '३'.
 */
export const durationBetween = (from: string, to: string) =>
  formatDistanceStrict(new Date(from), new Date(to), {
    roundingMethod: 'floor',
    ...(currentLanguage() === 'hi' ? { locale: hi } : {}),
  }).replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
