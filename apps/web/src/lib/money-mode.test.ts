import { afterEach, describe, expect, it } from 'vitest';
import { formatRupees } from '@/lib/format';
import { moneyMode, setMoneyMode } from '@/lib/money-mode';

afterEach(() => setMoneyMode('real'));

describe('money mode', () => {
  it('formats rupees in real mode and the same units as coins in play mode, never ₹', () => {
    expect(formatRupees(12_345_000)).toBe('₹1,23,450.00');
    setMoneyMode('play');
    expect(formatRupees(12_345_000)).toBe('1,23,450 coins');
    expect(formatRupees(100)).toBe('1 coin');
    expect(formatRupees(-5_050)).toBe('-50.50 coins');
    expect(formatRupees(0)).toBe('0 coins');
  });

  it('remembers the server’s mode for the next visit', () => {
    setMoneyMode('play');
    expect(moneyMode()).toBe('play');
    expect(localStorage.getItem('bidxi-money-mode')).toBe('play');
  });
});
