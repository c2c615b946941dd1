import { describe, expect, it } from 'vitest';
import { lobbyMinutes } from './lobby-minutes';

describe('lobbyMinutes', () => {
  it.each([
    [30_000, 0.5],
    [15_000, 0.25],
    [60_000, 1],
    [90_000, 1.5],
    [300_000, 5],
    [0, 0],
  ])('%i ms → %d min', (ms, minutes) => {
    expect(lobbyMinutes(ms)).toBe(minutes);
  });
});
