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
