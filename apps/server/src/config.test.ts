import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.sessionTimeoutMinutes).toBe(720);
    expect(c.publicUrl).toBe('http://localhost:3000');
  });

  it('lists every bad key at once', () => {
    expect(() => loadConfig({ PORT: 'abc', JWT_SECRET: 'short', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*JWT_SECRET|PORT[\s\S]*JWT_SECRET/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, 'loopback'],
    ['', 'loopback'],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['127.0.0.1', '127.0.0.1'],
    [' 10.0.0.0/8 , ::1,loopback', '10.0.0.0/8,::1,loopback'],
  ])('%j → %j', (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(
      trustProxy,
    );
  });

  it.each(['yes', '10.0.0.0/33', 'nginx', '1.2.3'])('refuses %j', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe('METRICS_TOKEN', () => {
  it('is off by default and when empty, and refuses a short token', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(16) }).metricsToken).toBe('a'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({}).ledgerCheckIntervalMs).toBe(300_000);
  });
});

describe('VAPID keys and push endpoints', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const privateKey = 'P'.repeat(43);

  it('generates the keys by default, takes a configured pair, and refuses half a pair', () => {
    const none = loadConfig({ SUPPORT_EMAIL: 'help@bidxi.in' });
    expect(none.vapidKeys).toBeUndefined();
    expect(none.vapidSubject).toBe('mailto:help@bidxi.in');
    expect(none.pushEndpointHosts).toContain('fcm.googleapis.com');
    const both = loadConfig({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
      VAPID_SUBJECT: 'https://bidxi.in',
    });
    expect(both.vapidKeys).toEqual({ publicKey, privateKey });
    expect(both.vapidSubject).toBe('https://bidxi.in');
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'bidxi.in' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ PUSH_ENDPOINT_HOSTS: 'a b' })).toThrow(/PUSH_ENDPOINT_HOSTS/);
  });
});
