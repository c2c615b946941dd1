import { describe, expect, it, vi } from 'vitest';
import { announceOfflineReady, OFFLINE_READY_KEY } from '@/app/offline-ready';
import { notify } from '@/lib/notify';

describe('announceOfflineReady', () => {
  it('says "ready to work offline" once per device, however often the service worker reports it', () => {
    const success = vi.spyOn(notify, 'success');
    announceOfflineReady();
    announceOfflineReady();
    announceOfflineReady();
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('BidXI is ready to work offline', 'offline-ready');
    expect(localStorage.getItem(OFFLINE_READY_KEY)).toBe('1');
  });
});
