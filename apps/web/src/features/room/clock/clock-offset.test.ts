import { describe, expect, it } from 'vitest';
import { bestEstimate, offsetOf, refineOffset } from './clock-offset';

describe('clock offset', () => {
  it('is the server time plus half the round trip, minus the local receive time', () => {
    // Sent at 1000, answered at 1040 (rtt 40); the server read 5020 → server ahead by 4000.
    expect(offsetOf({ sentAt: 1_000, serverTimestamp: 5_020, receivedAt: 1_040 })).toEqual({
      offsetMs: 4_000,
      rttMs: 40,
    });
  });

  it('keeps the sample with the smallest round trip', () => {
    const samples = [
      { sentAt: 0, serverTimestamp: 10_150, receivedAt: 300 }, // rtt 300 → offset 10000
      { sentAt: 1_000, serverTimestamp: 11_006, receivedAt: 1_010 }, // rtt 10 → offset 10001
      { sentAt: 2_000, serverTimestamp: 12_100, receivedAt: 2_080 }, // rtt 80 → offset 10060
    ];
    expect(bestEstimate(samples)).toEqual({ offsetMs: 10_001, rttMs: 10 });
  });

  it('has no estimate without samples', () => {
    expect(bestEstimate([])).toBeNull();
  });

  it('raises the offset when an event proves the server clock is further ahead', () => {
    // The event was stamped 5100 and arrived at local 1080: the offset is at least 4020.
    expect(refineOffset(4_000, 5_100, 1_080)).toBe(4_020);
    // A stamp consistent with the estimate leaves it alone.
    expect(refineOffset(4_000, 5_050, 1_080)).toBe(4_000);
  });
});
