import { describe, expect, it } from 'vitest';
import { auctionsInRange, defaultRange, liveAuctions } from '@/features/auctions/home-filters';
import { formatIndiaRange, indiaDayRange, isWithin } from '@/lib/india-range';
import { makeAuction } from '@/testing/auction-fixtures';

// 10 Jun 2025, 12:00 India time.
const NOW = Date.parse('2025-06-10T06:30:00Z');
const at = (iso: string, hours = 2) => ({
  startsAt: new Date(iso).toISOString(),
  endsAt: new Date(Date.parse(iso) + hours * 3_600_000).toISOString(),
});

describe('home date ranges (India days)', () => {
  it('defaults to the next 14 days for Scheduled and the last 14 for Completed', () => {
    expect(formatIndiaRange(defaultRange('scheduled', NOW))).toBe('10 Jun – 24 Jun 2025');
    expect(formatIndiaRange(defaultRange('completed', NOW))).toBe('27 May – 10 Jun 2025');
  });

  it('starts at India midnight, not UTC midnight', () => {
    const { from, to } = indiaDayRange(0, 0, NOW);
    expect(from.getTime()).toBe(Date.parse('2025-06-09T18:30:00.000Z'));
    expect(to.getTime()).toBe(Date.parse('2025-06-10T18:29:59.999Z'));
  });

  it('lists an auction only when its start and end both fall inside', () => {
    const range = defaultRange('scheduled', NOW);
    const inside = at('2025-06-12T14:30:00Z');
    expect(isWithin(range, inside.startsAt, inside.endsAt)).toBe(true);
    // Starts on the last day of the range (22:30 IST) and ends after it.
    const spills = at('2025-06-24T17:00:00Z', 3);
    expect(isWithin(range, spills.startsAt, spills.endsAt)).toBe(false);
  });

  it('filters by status and range, soonest scheduled first and latest completed first', () => {
    const auctions = [
      makeAuction({ id: 's2', status: 'SCHEDULED', ...at('2025-06-20T14:30:00Z') }),
      makeAuction({ id: 's1', status: 'SCHEDULED', ...at('2025-06-11T14:30:00Z') }),
      makeAuction({ id: 'far', status: 'SCHEDULED', ...at('2025-07-20T14:30:00Z') }),
      makeAuction({ id: 'live', status: 'LIVE', ...at('2025-06-10T05:30:00Z') }),
      makeAuction({ id: 'c1', status: 'COMPLETED', ...at('2025-06-01T14:30:00Z') }),
      makeAuction({ id: 'c2', status: 'COMPLETED', ...at('2025-06-05T14:30:00Z') }),
      makeAuction({ id: 'old', status: 'COMPLETED', ...at('2025-04-01T14:30:00Z') }),
    ];
    const ids = (list: { id: string }[]) => list.map((a) => a.id);
    expect(ids(auctionsInRange(auctions, 'scheduled', defaultRange('scheduled', NOW)))).toEqual([
      's1',
      's2',
    ]);
    expect(ids(auctionsInRange(auctions, 'completed', defaultRange('completed', NOW)))).toEqual([
      'c2',
      'c1',
    ]);
    expect(ids(liveAuctions(auctions))).toEqual(['live']);
  });
});
