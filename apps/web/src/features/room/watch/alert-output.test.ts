// Alerts play only when the browser allows it and the viewer wants it: not muted, page visible,
// after a first gesture; the mute switch is kept on the device.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALERT_MUTE_KEY, isAlertMuted, setAlertMuted } from './alert-mute';
import { ALERT_SOUNDS, playAlert, type AlertOutputEnv } from './alert-output';

function env(over: Partial<Pick<AlertOutputEnv, 'isHidden' | 'hasGesture' | 'isMuted'>> = {}) {
  return {
    isHidden: () => false,
    hasGesture: () => true,
    isMuted: () => false,
    beep: vi.fn(),
    vibrate: vi.fn(),
    ...over,
  };
}

afterEach(() => window.localStorage.clear());

describe('playAlert', () => {
  it('plays each alert’s beeps and vibration when allowed', () => {
    for (const kind of ['outbid', 'starredNext', 'finalSeconds'] as const) {
      const e = env();
      expect(playAlert(kind, e)).toBe(true);
      expect(e.beep).toHaveBeenCalledWith(ALERT_SOUNDS[kind].beeps);
      expect(e.vibrate).toHaveBeenCalledWith(ALERT_SOUNDS[kind].vibrate);
    }
  });

  it.each([
    ['muted', { isMuted: () => true }],
    ['the page is hidden', { isHidden: () => true }],
    ['before the first user gesture', { hasGesture: () => false }],
  ])('plays nothing when %s', (_why, over) => {
    const e = env(over);
    expect(playAlert('outbid', e)).toBe(false);
    expect(e.beep).not.toHaveBeenCalled();
    expect(e.vibrate).not.toHaveBeenCalled();
  });
});

describe('mute switch', () => {
  it('is off until muted, and is kept in localStorage', () => {
    expect(isAlertMuted()).toBe(false);
    setAlertMuted(true);
    expect(window.localStorage.getItem(ALERT_MUTE_KEY)).toBe('1');
    expect(isAlertMuted()).toBe(true);
    setAlertMuted(false);
    expect(isAlertMuted()).toBe(false);
  });
});
