import { describe, expect, it } from 'vitest';
import { normaliseUtr, UtrNumber } from './wallet';

describe('normaliseUtr: one bank payment, one form', () => {
  it.each([
    ['123456789012', '123456789012'],
    ['000123456789012', '123456789012'],
    ['  utr 123456789012 ', '123456789012'],
    ['UTR:123456789012', '123456789012'],
    ['UTR123456789012', '123456789012'],
    ['UTR No. 0123456789012', '123456789012'],
    ['UPI/UTR-1234 5678 9012', '123456789012'],
    ['IMPS-123456789012', '123456789012'],
    ['neft # 000123456789012', '123456789012'],
    ['RRN 123456789012', '123456789012'],
    ['ＵＴＲ１２３４５６７８９０１２', '123456789012'],
    // A UPI reference is 12 digits: a bank's letter prefix, separators and zero padding go.
    ['SBIN123456789012', '123456789012'],
    ['axis 000123456789012', '123456789012'],
    ['HDFC/1234.5678.9012', '123456789012'],
    ['1234_5678_9012', '123456789012'],
    ['UTR#1234:5678:9012', '123456789012'],
    ['000012345678', '000012345678'],
    ['0000000012345678', '000012345678'],
    // An alphanumeric reference that merely starts with those letters keeps them.
    ['UTIB0001234567', 'UTIB0001234567'],
    ['UPIX12345678', 'UPIX12345678'],
    ['sbin0123456789ab', 'SBIN0123456789AB'],
  ])('%s → %s', (typed, stored) => {
    expect(normaliseUtr(typed)).toBe(stored);
    expect(UtrNumber.parse(typed)).toBe(stored);
  });

  it('still refuses what is not a reference after normalising', () => {
    expect(UtrNumber.safeParse('UTR 00012').success).toBe(false);
    expect(UtrNumber.safeParse('12345678;drop').success).toBe(false);
    expect(UtrNumber.safeParse('   ').error?.issues[0]?.message).toBe(
      'Please enter UTR/Reference number',
    );
  });
});
