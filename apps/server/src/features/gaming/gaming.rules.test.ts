import { describe, expect, it } from 'vitest';
import { indiaDay } from '../../platform/india-time';
import {
  chooseLimit,
  effectiveDailyLimit,
  exclusionEnd,
  isSelfExcluded,
  limitInForce,
} from './gaming.rules';

const at = (iso: string) => new Date(iso);
const none = { limitPaise: null, nextLimitPaise: null, nextAt: null };

describe('daily recharge limit rules', () => {
  it('applies a first limit, a lower one and an equal one at once', () => {
    const now = at('2026-11-24T04:00:00Z');
    expect(chooseLimit(none, 50_000, now)).toEqual({
      state: { limitPaise: 50_000, nextLimitPaise: null, nextAt: null },
      waits: false,
    });
    const set = { ...none, limitPaise: 50_000 };
    expect(chooseLimit(set, 20_000, now).waits).toBe(false);
    expect(chooseLimit(set, 50_000, now).waits).toBe(false);
  });

  it('makes a raise or a removal wait 24 h, keeping the current limit', () => {
    const now = at('2026-11-24T04:00:00Z');
    const set = { ...none, limitPaise: 50_000 };
    for (const wanted of [90_000, null]) {
      const { state, waits } = chooseLimit(set, wanted, now);
      expect(waits).toBe(true);
      expect(state).toEqual({
        limitPaise: 50_000,
        nextLimitPaise: wanted,
        nextAt: at('2026-11-25T04:00:00Z'),
      });
      expect(limitInForce(state, at('2026-11-25T03:59:59.999Z')).limitPaise).toBe(50_000);
      expect(limitInForce(state, at('2026-11-25T04:00:00Z')).limitPaise).toBe(wanted);
    }
  });

  it('judges a new choice against the limit in force (a raise whose time has come)', () => {
    const waiting = {
      limitPaise: 10_000,
      nextLimitPaise: 90_000,
      nextAt: at('2026-11-25T04:00:00Z'),
    };
    const later = at('2026-11-26T00:00:00Z');
    expect(chooseLimit(waiting, 50_000, later).waits).toBe(false); // 50k < 90k in force
  });

  it('takes the tighter of the user limit and the deployment cap', () => {
    expect(effectiveDailyLimit(null, null)).toBeNull();
    expect(effectiveDailyLimit(500, null)).toBe(500);
    expect(effectiveDailyLimit(null, 300)).toBe(300);
    expect(effectiveDailyLimit(500, 300)).toBe(300);
  });
});

describe('self-exclusion rules', () => {
  it('runs until its end, exclusive', () => {
    const end = at('2026-12-01T04:00:00Z');
    expect(isSelfExcluded(end, at('2026-12-01T03:59:59Z'))).toBe(true);
    expect(isSelfExcluded(end, end)).toBe(false);
    expect(isSelfExcluded(null, end)).toBe(false);
  });

  it('only ever lengthens', () => {
    const now = at('2026-11-24T04:00:00Z');
    const in30 = exclusionEnd(null, 30, now);
    expect(in30).toEqual(at('2026-12-24T04:00:00Z'));
    expect(exclusionEnd(in30, 7, now)).toEqual(in30);
    expect(exclusionEnd(in30, 90, now)).toEqual(at('2027-02-22T04:00:00Z'));
  });
});

describe('the India day', () => {
  it('runs from 00:00 to 24:00 IST (18:30 UTC the day before)', () => {
    expect(indiaDay(at('2026-11-22T18:29:59Z'))).toEqual({
      day: '2026-11-22',
      start: at('2026-11-21T18:30:00Z'),
      end: at('2026-11-22T18:30:00Z'),
    });
    expect(indiaDay(at('2026-11-22T18:30:00Z')).day).toBe('2026-11-23');
    expect(indiaDay(at('2026-12-31T18:30:00Z')).day).toBe('2027-01-01');
  });
});
