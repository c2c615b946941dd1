/**
 * Drives the admin actions log in tests: admin calls, the log's list, and `check`, which
 * runs an admin call 1 ms after the last (so "newest" is one entry) and returns the entry it logged,
 * matched against what the test expects.
 */
import { expect } from 'vitest';
import type { AdminActionCode, AdminActionsResponse, AdminActionView } from '@bidxi/protocol';
import { TEST_ADMIN, type TestApp } from './build-app';
import { bearer } from './factories';

type Method = 'POST' | 'PUT' | 'DELETE';
type Reply = { statusCode: number; body: string };

export function adminLogDriver(t: TestApp, admin: string) {
  const list = async (query = '', token = admin) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/actions?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AdminActionsResponse>();
  };
  const asAdmin = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
  /** The codes `check` has seen. */
  const seen = new Set<AdminActionCode>();
  const check = async (
    act: () => Promise<Reply>,
    want: Partial<AdminActionView> & { action: AdminActionCode },
  ): Promise<AdminActionView> => {
    t.clock.advance(1);
    const res = await act();
    expect(res.statusCode, res.body).toBeLessThan(300);
    const entry = (await list('limit=1')).actions[0]!;
    expect(entry).toMatchObject({
      ...want,
      admin: { email: TEST_ADMIN.email },
      at: new Date(t.clock.now()).toISOString(),
    });
    seen.add(entry.action);
    return entry;
  };
  return { list, asAdmin, check, seen };
}
