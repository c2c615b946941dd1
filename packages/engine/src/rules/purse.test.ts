import { describe, expect, it } from 'vitest';
import { checkPurse } from './purse';

describe('checkPurse', () => {
  it('accepts a bid of the whole remaining purse', () => {
    expect(checkPurse(1_000, 1_000)).toEqual({ ok: true });
  });

  it('rejects a bid above the remaining purse', () => {
    const check = checkPurse(1_000, 1_025);
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.error.code).toBe('PURSE_EXCEEDED');
      expect(check.error.message).toBe('Not enough money in purse');
    }
  });
});
