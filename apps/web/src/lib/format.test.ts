import { describe, expect, it } from 'vitest';
import { formatCrores, formatRupees } from '@/lib/format';

describe('formatRupees', () => {
  it('formats paise with Indian grouping and two decimals', () => {
    expect(formatRupees(12_345_000)).toBe('₹1,23,450.00');
    expect(formatRupees(123_450)).toBe('₹1,234.50');
    expect(formatRupees(1_00_00_000_00)).toBe('₹1,00,00,000.00');
  });
  it('handles small, zero and negative amounts', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(5)).toBe('₹0.05');
    expect(formatRupees(99)).toBe('₹0.99');
    expect(formatRupees(-50_000)).toBe('-₹500.00');
  });
  it('accepts bigint beyond the safe-integer range exactly', () => {
    expect(formatRupees(900_719_925_474_099_301n)).toBe('₹9,00,71,99,25,47,40,993.01');
  });
  it('rejects fractional paise', () => {
    expect(() => formatRupees(10.5)).toThrow(RangeError);
  });
});

describe('formatCrores', () => {
  it('shows amounts under a crore in lakhs', () => {
    expect(formatCrores(25)).toBe('25L');
    expect(formatCrores(50)).toBe('50L');
    expect(formatCrores(0)).toBe('0L');
  });
  it('shows crores with up to two decimals', () => {
    expect(formatCrores(225)).toBe('2.25 Cr');
    expect(formatCrores(150)).toBe('1.5 Cr');
    expect(formatCrores(100)).toBe('1 Cr');
    expect(formatCrores(10_000)).toBe('100 Cr');
    expect(formatCrores(205)).toBe('2.05 Cr');
  });
  it('accepts bigint and negatives', () => {
    expect(formatCrores(1_250n)).toBe('12.5 Cr');
    expect(formatCrores(-25)).toBe('-25L');
  });
});
