import { describe, expect, it } from 'vitest';
import { croresToLakhs, isMultipleOf5Lakhs, lakhsToCrores, roundUpTo5Lakhs } from './money';

describe('croresToLakhs', () => {
  it('converts whole and quarter crores to lakhs', () => {
    expect(croresToLakhs(2)).toBe(200);
    expect(croresToLakhs(0.25)).toBe(25);
    expect(croresToLakhs(1.5)).toBe(150);
  });

  it('absorbs float noise', () => {
    expect(croresToLakhs(0.1 + 0.2)).toBe(30);
    expect(croresToLakhs(1.15)).toBe(115);
  });

  it('refuses amounts finer than a lakh', () => {
    expect(croresToLakhs(1.234)).toBeNull();
    expect(croresToLakhs(0.001)).toBeNull();
  });

  it('refuses non-finite numbers', () => {
    expect(croresToLakhs(Number.NaN)).toBeNull();
    expect(croresToLakhs(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(croresToLakhs(-0), 0)).toBe(true);
  });
});

describe('lakhsToCrores', () => {
  it('converts lakhs to crores', () => {
    expect(lakhsToCrores(225)).toBe(2.25);
    expect(lakhsToCrores(25)).toBe(0.25);
  });
});

describe('isMultipleOf5Lakhs', () => {
  it('accepts multiples of 5 lakhs', () => {
    expect(isMultipleOf5Lakhs(225)).toBe(true);
    expect(isMultipleOf5Lakhs(0)).toBe(true);
  });

  it('rejects other amounts', () => {
    expect(isMultipleOf5Lakhs(223)).toBe(false);
    expect(isMultipleOf5Lakhs(22.5)).toBe(false);
    expect(isMultipleOf5Lakhs(Number.NaN)).toBe(false);
  });
});

describe('roundUpTo5Lakhs', () => {
  it('rounds up to the next step', () => {
    expect(roundUpTo5Lakhs(123)).toBe(125);
    expect(roundUpTo5Lakhs(125)).toBe(125);
  });
});
