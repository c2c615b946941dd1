import { describe, expect, it } from 'vitest';
import { mobileDigits } from '@/lib/mobile';

describe('mobileDigits', () => {
  it.each([
    ['98765abc', '98765'],
    ['+91 98765-43210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765432109999', '9876543210'],
    ['abc', ''],
  ])('%s → %s', (raw, kept) => expect(mobileDigits(raw)).toBe(kept));
});
