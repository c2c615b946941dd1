import { describe, expect, it } from 'vitest';
import { ordinal } from '@/lib/ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('ranks %i as %s', (rank, text) => {
    expect(ordinal(rank)).toBe(text);
  });
});

describe('ordinal in Hindi', () => {
  it('uses the short Hindi ordinals', async () => {
    const { i18n } = await import('@/i18n/i18n');
    await i18n.changeLanguage('hi');
    expect([1, 2, 3, 4, 5, 6, 11].map(ordinal)).toEqual([
      '1ला',
      '2रा',
      '3रा',
      '4था',
      '5वाँ',
      '6ठा',
      '11वाँ',
    ]);
    await i18n.changeLanguage('en');
    expect(ordinal(1)).toBe('1st');
  });
});
