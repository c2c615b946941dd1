// A random id for this browser, kept in localStorage, so a reload reconnects as the same device
// (the server then replaces the old socket instead of refusing 'Previous session not terminated!').
const KEY = 'bidxi-device-id';

function randomId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

export function getDeviceId(): string {
  try {
    const existing = localStorage.getItem(KEY);
    if (existing && existing.length >= 8) return existing;
    const id = randomId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return randomId(); // storage blocked: this tab is its own device
  }
}
