import { describe, expect, it } from 'vitest';
import { formatIndiaClock, indiaDateKey, indiaStamp } from '@/lib/india-time';

describe('India time for files', () => {
  // 10:35:09.120 UTC is 16:05:09 in India (UTC+5:30, no daylight saving).
  const iso = '2025-03-12T10:35:09.120Z';

  it('stamps an instant as YYYY-MM-DD HH:MM:SS, from an ISO string or epoch ms', () => {
    expect(indiaStamp(iso)).toBe('2025-03-12 16:05:09');
    expect(indiaStamp(Date.parse(iso))).toBe('2025-03-12 16:05:09');
  });

  it('leaves the seconds out when asked', () => {
    expect(indiaStamp(iso, { seconds: false })).toBe('2025-03-12 16:05');
  });

  it('takes the India date, which can be the next day in UTC terms', () => {
    expect(indiaStamp('2025-03-12T20:00:00Z')).toBe('2025-03-13 01:30:00');
    expect(indiaDateKey('2025-03-12T20:00:00Z')).toBe('2025-03-13');
  });
});

describe('India clock time', () => {
  it('reads a chat line’s instant as India time, the same formatter each call', () => {
    const made = Intl.DateTimeFormat;
    let count = 0;
    const counting = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      count++;
      return new made(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = counting;
    try {
      expect(formatIndiaClock('2025-03-12T10:35:09Z').toLowerCase()).toBe('04:05 pm');
      expect(formatIndiaClock('2025-03-12T20:00:00Z').toLowerCase()).toBe('01:30 am');
      expect(formatIndiaClock('2025-03-12T20:01:00Z').toLowerCase()).toBe('01:31 am');
    } finally {
      Intl.DateTimeFormat = made;
    }
    expect(count).toBeLessThanOrEqual(1);
  });
});

describe('India month names', () => {
  it('names the month in Hindi from one cached formatter, across the India date line', async () => {
    const { changeLanguage } = await import('@/i18n/i18n');
    const { formatIndiaRange } = await import('@/lib/india-range');
    const made = Intl.DateTimeFormat;
    let count = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      count++;
      return new made(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    await changeLanguage('hi');
    try {
      // 30 June 20:00 UTC is already 1 July in India.
      const range = {
        from: new Date('2025-06-11T18:30:00Z'),
        to: new Date('2025-06-30T20:00:00Z'),
      };
      expect(formatIndiaRange(range)).toBe('12 जून – 1 जुल॰ 2025');
      const before = count;
      formatIndiaRange(range);
      expect(count).toBe(before);
    } finally {
      Intl.DateTimeFormat = made;
      await changeLanguage('en');
    }
  });
});
