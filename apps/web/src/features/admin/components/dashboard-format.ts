/** How the dashboard words times: India clock times and waits measured on the server's clock. */
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';

const clock = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
});
const day = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Asia/Kolkata',
});

/** '8:05 pm IST'. */
export const formatIndiaClock = (iso: string) => `${clock.format(new Date(iso))} IST`;

/** An India date 'YYYY-MM-DD' as 'Tue, 25 Nov'. */
export const formatIndiaDay = (date: string) => day.format(new Date(`${date}T12:00:00+05:30`));

/** How long from `from` to `to` (ISO instants), rounded down: '3 hours', '12 minutes'. */
export const durationBetween = (from: string, to: string) =>
  formatDistanceStrict(new Date(from), new Date(to), { roundingMethod: 'floor' });
