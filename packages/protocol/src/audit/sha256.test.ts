import { describe, expect, it } from 'vitest';
import { sha256Hex as nodeHash } from './sha256.node';
import { sha256Hex as webHash } from './sha256.web';
import { sha256Hex } from '#sha256';

describe('sha256Hex', () => {
  it('is SHA-256 in lowercase hex, the same in Node and in the browser', () => {
    const abc = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(nodeHash('abc')).toBe(abc);
    expect(webHash('abc')).toBe(abc);
    for (const text of [
      '',
      'bidxi-audit-v1|genesis|a1',
      '₹ 2.25 Cr — खिलाड़ी',
      '\u{1F3CF}'.repeat(300),
    ]) {
      expect(nodeHash(text)).toBe(webHash(text));
    }
  });

  it('resolves to Node’s hash under Node', () => {
    expect(sha256Hex).toBe(nodeHash);
  });
});
