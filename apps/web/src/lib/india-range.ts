/**
 * India-time calendar maths with @date-fns/tz (ARCHITECTURE.md §3: the zone does the work, never a
 * '−5h30' shift): day ranges for the Home date filter and the admin's 'YYYY-MM-DD' + 'HH:MM' inputs.
 */
import { TZDate } from '@date-fns/tz';
// Per-function entry points: the package index pulls in all of date-fns (slow to load in tests).
import { addDays } from 'date-fns/addDays';
import { endOfDay } from 'date-fns/endOfDay';
import { startOfDay } from 'date-fns/startOfDay';
import { intlLocale } from '@/i18n/i18n';
import { formatIndiaMonth } from '@/lib/india-time';
import { INDIA_TIME_ZONE } from '@bidxi/protocol';

/** An inclusive range of instants: from the start of one India day to the end of another. */
export interface DayRange {
  from: Date;
  to: Date;
}

/** India days `startOffset`..`endOffset` from today (e.g. 0..14 = today and the next 14 days). */
export function indiaDayRange(startOffset: number, endOffset: number, now = Date.now()): DayRange {
  const today = new TZDate(now, INDIA_TIME_ZONE);
  return {
    from: startOfDay(addDays(today, startOffset)),
    to: endOfDay(addDays(today, endOffset)),
  };
}

/** The whole India days that contain `from` and `to` (a picked range, whatever zone it came in). */
export function wholeIndiaDays(from: Date, to: Date): DayRange {
  return {
    from: startOfDay(new TZDate(from.getTime(), INDIA_TIME_ZONE)),
    to: endOfDay(new TZDate(to.getTime(), INDIA_TIME_ZONE)),
  };
}

/** True when both instants (ISO) fall inside the range. */
export function isWithin(range: DayRange, startsAt: string, endsAt: string): boolean {
  const from = range.from.getTime();
  const to = range.to.getTime();
  const start = Date.parse(startsAt);
  const end = Date.parse(endsAt);
  return start >= from && start <= to && end >= from && end <= to;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** '12 Jun – 26 Jun 2025' (India dates); the month in Hindi when Hindi is on ('12 जून – 26 जून 2025'). */
export function formatIndiaRange(range: DayRange): string {
  const from = new TZDate(range.from.getTime(), INDIA_TIME_ZONE);
  const to = new TZDate(range.to.getTime(), INDIA_TIME_ZONE);
  // English names are fixed (en-IN's own short September is 'Sept'); other languages' come from
  // lib/india-time, where dates follow the language.
  const english = intlLocale() === 'en-IN';
  const month = (d: TZDate) => (english ? MONTHS[d.getMonth()] : formatIndiaMonth(d.getTime()));
  const day = (d: TZDate) => `${d.getDate()} ${month(d)}`;
  const sameYear = from.getFullYear() === to.getFullYear();
  return `${day(from)}${sameYear ? '' : ` ${from.getFullYear()}`} – ${day(to)} ${to.getFullYear()}`;
}

/** An instant as the admin form's India-time inputs: 'YYYY-MM-DD' and 'HH:MM'. */
export function toIndiaInputs(iso: string): { date: string; time: string } {
  const d = new TZDate(Date.parse(iso), INDIA_TIME_ZONE);
  return {
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}

/** The instant of an India-time 'YYYY-MM-DD' + 'HH:MM', or null when either is not a real value. */
export function fromIndiaInputs(date: string, time: string): number | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return null;
  const [y, mo, d, h, mi] = [dm[1], dm[2], dm[3], tm[1], tm[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = new TZDate(y, mo - 1, d, h, mi, INDIA_TIME_ZONE);
  if (at.getDate() !== d || at.getMonth() !== mo - 1 || at.getHours() !== h) return null;
  return at.getTime();
}
