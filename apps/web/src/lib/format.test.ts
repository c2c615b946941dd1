import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatCrores, formatRupees, UNGROUPED_BELOW } from '@/lib/format';

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

describe('in Hindi', () => {
  it('groups the Indian way and names lakh and crore in Devanagari', async () => {
    const { i18n } = await import('@/i18n/i18n');
    const { formatIndiaDateTime } = await import('@/lib/india-time');
    await i18n.changeLanguage('hi');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatCrores(25)).toBe('25 लाख');
    expect(formatCrores(250)).toBe('2.5 करोड़');
    expect(formatIndiaDateTime('2025-03-12T10:35:00Z')).toBe('12 मार्च 2025, शाम 4:05 (भारतीय समय)');
    await i18n.changeLanguage('en');
    expect(formatCrores(250)).toBe('2.5 Cr');
    expect(formatIndiaDateTime('2025-03-12T10:35:00Z')).toBe('12 Mar 2025, 4:05 pm IST');
  });
});

describe('numbers below a thousand', () => {
  it('print exactly as Intl would in both locales, without asking Intl', () => {
    const expected = ['en-IN', 'hi-IN'].map((locale) => {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      return Array.from({ length: 1999 }, (_, i) => intl.format(BigInt(i - 999)));
    });
    expect(expected[0]).toEqual(expected[1]);
    // `format` is a getter (it returns a bound function): count the reads.
    const proto = Intl.NumberFormat.prototype as unknown as { format: unknown };
    const asked = vi.spyOn(proto, 'format', 'get');
    for (let n = -999; n <= 999; n++) expect(formatCount(n)).toBe(expected[0]![n + 999]);
    expect(formatCrores(99_900)).toBe('999 Cr');
    expect(asked).not.toHaveBeenCalled();
    expect(formatCount(1000)).toBe('1,000');
    expect(formatCount(-UNGROUPED_BELOW)).toBe('-1,000');
    expect(asked).toHaveBeenCalledTimes(2);
    asked.mockRestore();
  });
});
