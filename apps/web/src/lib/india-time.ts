// Times in India time (spec: "times in India time with the zone shown where it matters"), in the
// current language's locale: '12 Mar 2025, 4:05 pm IST' / '12 मार्च 2025, शाम 4:05 (भारतीय समय)'.
// The ONE place dates follow the language; the zone label comes from the `common` catalogue.
import { intlLocale, t } from '@/i18n/i18n';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

const formats = new Map<string, Intl.DateTimeFormat>();

/** A cached India-time formatter of the current locale; Hindi names the part of the day (शाम 4:05). */
function formatter(kind: 'dateTime' | 'date' | 'clock' | 'month'): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${kind}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    const date = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const clock = locale.startsWith('hi')
      ? ({ hour: 'numeric', minute: '2-digit', dayPeriod: 'short' } as const)
      : ({ hour: 'numeric', minute: '2-digit', hour12: true } as const);
    format = new Intl.DateTimeFormat(
      locale,
      kind === 'clock'
        ? { hour: '2-digit', minute: '2-digit', timeZone: INDIA_TIME_ZONE }
        : kind === 'month'
          ? { month: 'short', timeZone: INDIA_TIME_ZONE }
          : { ...date, ...(kind === 'dateTime' ? clock : {}), timeZone: INDIA_TIME_ZONE },
    );
    formats.set(key, format);
  }
  return format;
}

/** An ISO instant as '12 Mar 2025, 4:05 pm IST' (India time, labelled). */
export function formatIndiaDateTime(iso: string): string {
  return t('units.ist', { time: formatter('dateTime').format(new Date(iso)) });
}

/** An ISO instant as its India clock time, '04:05 pm', in the language's numerals: a chat line's time. */
export function formatIndiaClock(iso: string): string {
  return formatter('clock').format(new Date(iso));
}

/** An ISO instant as '12 Mar 2025' (India date). */
export function formatIndiaDate(iso: string): string {
  return formatter('date').format(new Date(iso));
}

/** The short name of an instant's India-time month in the current locale: 'जून' in Hindi. */
export function formatIndiaMonth(instant: number): string {
  return formatter('month').format(instant);
}

// Made on first use, not when the module loads: a formatter with a time zone costs ~30 ms of a
// phone's main thread to make (ICU zone data), and most screens that load this module never call it.
let dateKey: Intl.DateTimeFormat | undefined;

/** An ISO instant as its India-time date 'YYYY-MM-DD'. */
export function indiaDateKey(iso: string): string {
  dateKey ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: INDIA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dateKey.format(new Date(iso));
}

const stamps = new Map<boolean, Intl.DateTimeFormat>();

/**
 * An instant (ISO string or epoch ms) as '2025-03-12 16:05:09' in India time (without the seconds
 * when `seconds` is false): the stamp of files (CSV, XLSX), the same in every language.
 */
export function indiaStamp(instant: string | number, { seconds = true } = {}): string {
  let format = stamps.get(seconds);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: INDIA_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
    });
    stamps.set(seconds, format);
  }
  return format.format(new Date(instant)).replace(', ', ' ');
}
