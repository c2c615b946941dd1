/**
 * India time (Asia/Kolkata) at the edges: admins type dates and clock times in India time, and the
 * spec's `startTime`/`endTime` texts are India time (ARCHITECTURE.md §3). Conversions go through
 * `TZDate`, never by adding or subtracting 5h30.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import { LRUCache } from 'lru-cache';
import { auctionTimeText, INDIA_TIME_ZONE } from '@bidxi/protocol';

/**
 * The instant of an India date ('YYYY-MM-DD') and clock time ('HH:MM'), or null for an impossible
 * date such as 2026-02-30.
 */
export function indiaInstant(date: string, clock: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const c = /^(\d{2}):(\d{2})$/.exec(clock);
  if (!d || !c) return null;
  const [y, m, day, h, min] = [d[1], d[2], d[3], c[1], c[2]].map(Number) as number[];
  const t = new TZDate(y!, m! - 1, day!, h!, min!, 0, INDIA_TIME_ZONE);
  const ok =
    t.getFullYear() === y &&
    t.getMonth() === m! - 1 &&
    t.getDate() === day &&
    t.getHours() === h &&
    t.getMinutes() === min;
  return ok ? new Date(t.getTime()) : null;
}

/** An end time: 'YYYY-MM-DDTHH:MM' read as India time, or an ISO instant with Z or an offset. */
export function parseEndTime(text: string): Date | null {
  const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(text);
  if (local) return indiaInstant(local[1]!, local[2]!);
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : new Date(ms);
}

// The same few instants (auction starts and ends) are formatted on every list request: remembered.
const formatted = new LRUCache<number, string>({ max: 5000 });

/** The spec's auction time text, 'DD/MM/YYYY, HH:MM:SS' in India time (protocol auctionTimeText). */
export function formatIndiaTime(instant: Date): string {
  const ms = instant.getTime();
  const known = formatted.get(ms);
  if (known !== undefined) return known;
  const text = auctionTimeText(instant);
  formatted.set(ms, text);
  return text;
}

/** An instant as the admin form's fields: India date 'YYYY-MM-DD' and clock 'HH:MM'. */
export function indiaParts(instant: Date): { date: string; clock: string } {
  const t = new TZDate(instant.getTime(), INDIA_TIME_ZONE);
  return { date: format(t, 'yyyy-MM-dd'), clock: format(t, 'HH:mm') };
}

/** 'DD Mon YYYY, HH:MM IST' for documents (the PDF). */
export function formatIndiaLong(instant: Date): string {
  return `${format(new TZDate(instant.getTime(), INDIA_TIME_ZONE), 'd MMM yyyy, HH:mm')} IST`;
}

/**
 * The India calendar day (Asia/Kolkata) holding `instant`: its date 'YYYY-MM-DD' and the UTC
 * instants of its first moment and of the next day's, so `start <= t < end` is "the same India day".
 * Used by the daily recharge limit (features/gaming); the play-money top-up keys on `day` too.
 */
export function indiaDay(instant: Date): { day: string; start: Date; end: Date } {
  const t = new TZDate(instant.getTime(), INDIA_TIME_ZONE);
  const [y, m, d] = [t.getFullYear(), t.getMonth(), t.getDate()];
  const start = new TZDate(y, m, d, 0, 0, 0, INDIA_TIME_ZONE);
  const end = new TZDate(y, m, d + 1, 0, 0, 0, INDIA_TIME_ZONE);
  return {
    day: format(t, 'yyyy-MM-dd'),
    start: new Date(start.getTime()),
    end: new Date(end.getTime()),
  };
}
