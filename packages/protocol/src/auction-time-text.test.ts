import { describe, expect, it } from 'vitest';
import { auctionTimeText } from './auction-time-text';

describe('auctionTimeText', () => {
  it('writes an instant as India time, DD/MM/YYYY, HH:MM:SS, 24 h', () => {
    expect(auctionTimeText(new Date('2026-11-22T06:30:00Z'))).toBe('22/11/2026, 12:00:00');
    expect(auctionTimeText(new Date('2026-11-22T18:45:07Z'))).toBe('23/11/2026, 00:15:07');
  });
});
