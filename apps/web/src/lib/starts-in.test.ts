import { describe, expect, it } from 'vitest';
import { startsInText } from '@/lib/starts-in';

const NOW = Date.parse('2026-11-25T10:00:00Z');
const at = (ms: number) => new Date(NOW + ms);

describe('startsInText', () => {
  it.each([
    [4 * 60_000, 'Starts in 4 min'],
    [3 * 60_000 + 1_000, 'Starts in 4 min'],
    [30_000, 'Starts in 1 min'],
    [0, 'Starting now'],
    [-5_000, 'Starting now'],
    [60 * 60_000, 'Starts in 1 h'],
    [125 * 60_000, 'Starts in 2 h 5 min'],
    [24 * 60 * 60_000, null],
  ])('%i ms ahead reads %s', (ms, text) => {
    expect(startsInText(at(ms), NOW)).toBe(text);
  });
});
