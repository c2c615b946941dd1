import { describe, expect, it } from 'vitest';
import { minIncrementLakhs, minNextBidLakhs } from './increments';

describe('minIncrementLakhs', () => {
  it('is 25 lakhs below 5 Cr', () => {
    expect(minIncrementLakhs(100)).toBe(25);
    expect(minIncrementLakhs(495)).toBe(25);
  });

  it('is 50 lakhs from 5 Cr exactly', () => {
    expect(minIncrementLakhs(500)).toBe(50);
    expect(minIncrementLakhs(2_000)).toBe(50);
  });
});

describe('minNextBidLakhs', () => {
  it('is the base price before the first bid', () => {
    expect(minNextBidLakhs({ basePriceLakhs: 150, currentBidLakhs: null })).toBe(150);
  });

  it('rounds an odd base price up to a valid bid', () => {
    expect(minNextBidLakhs({ basePriceLakhs: 123, currentBidLakhs: null })).toBe(125);
  });

  it('crosses the 5 Cr boundary with a 25 lakh step', () => {
    expect(minNextBidLakhs({ basePriceLakhs: 200, currentBidLakhs: 475 })).toBe(500);
  });

  it('steps 50 lakhs once the bid is 5 Cr', () => {
    expect(minNextBidLakhs({ basePriceLakhs: 200, currentBidLakhs: 500 })).toBe(550);
  });
});
