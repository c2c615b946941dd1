import { describe, expect, it } from 'vitest';
import { formatIndiaTime, indiaInstant, indiaParts, parseEndTime } from '../../platform/india-time';

describe('India time', () => {
  it('reads an India date and clock as the right UTC instant', () => {
    expect(indiaInstant('2026-11-22', '12:00')?.toISOString()).toBe('2026-11-22T06:30:00.000Z');
    expect(indiaInstant('2026-11-23', '00:15')?.toISOString()).toBe('2026-11-22T18:45:00.000Z');
  });

  it('refuses impossible dates', () => {
    expect(indiaInstant('2026-02-30', '10:00')).toBeNull();
    expect(indiaInstant('2026-13-01', '10:00')).toBeNull();
  });

  it("formats instants as 'DD/MM/YYYY, HH:MM:SS' in India time, 24 h", () => {
    expect(formatIndiaTime(new Date('2026-11-22T06:30:00Z'))).toBe('22/11/2026, 12:00:00');
    expect(formatIndiaTime(new Date('2026-11-22T18:45:07Z'))).toBe('23/11/2026, 00:15:07');
    expect(formatIndiaTime(new Date('2026-12-31T18:29:59Z'))).toBe('31/12/2026, 23:59:59');
    expect(formatIndiaTime(new Date('2027-01-01T03:04:05Z'))).toBe('01/01/2027, 08:34:05');
  });

  it('parses end times given in India time or as ISO instants', () => {
    expect(parseEndTime('2026-11-22T14:00')?.toISOString()).toBe('2026-11-22T08:30:00.000Z');
    expect(parseEndTime('2026-11-22T08:30:00Z')?.toISOString()).toBe('2026-11-22T08:30:00.000Z');
    expect(parseEndTime('2026-11-22T14:00:00+05:30')?.toISOString()).toBe(
      '2026-11-22T08:30:00.000Z',
    );
    expect(indiaParts(new Date('2026-11-22T18:45:00Z'))).toEqual({
      date: '2026-11-23',
      clock: '00:15',
    });
  });
});
