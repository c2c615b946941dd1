import { INDIA_TIME_ZONE } from './constants';

// Made on first use, not when the module loads: a time-zone formatter costs tens of milliseconds of
// a phone's main thread (ICU zone data), and most screens that load the protocol never call this.
let indiaTimeParts: Intl.DateTimeFormat | undefined;

/**
 * The spec's auction time text, `AuctionView.startTime` / `endTime`: 'DD/MM/YYYY, HH:MM:SS' in India
 * time, 24 h (spec auctions-and-room, "Auction"). The server writes it on every auction view (platform/india-time.ts keeps
 * the texts it has made); the web writes it for the tour's demo auction.
 */
export function auctionTimeText(instant: Date): string {
  indiaTimeParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: INDIA_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const p: Record<string, string> = {};
  for (const part of indiaTimeParts.formatToParts(instant)) p[part.type] = part.value;
  return `${p.day}/${p.month}/${p.year}, ${p.hour}:${p.minute}:${p.second}`;
}
