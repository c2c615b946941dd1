/**
 * The verified-session cache does not let a ban, logout or password reset outlive 1 s on any node:
 * two app instances on one database (PostgreSQL under BIDXI_TEST_DB=postgres,
 * each node with its own pool) and the real Redis (127.0.0.1:6379, a key prefix of this run).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index';
import { adminToken, bearer, signUp } from '../test/factories';
import { startTwoApps, type TwoApps } from '../test/two-apps';

let nodes: TwoApps;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  nodes = await startTwoApps('session-cache', { SESSION_CACHE_MS: '750' });
  ({ a, b } = nodes);
});
afterAll(() => nodes.close());

const balance = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/wallet/balance', headers: bearer(token), payload: {} });

/**
 * Polls `app` until the token is refused. @returns the refusal's status and `ms`: when the last request
 * that was still accepted had been sent, in ms after `since` (0 when the first was refused). The
 * guarantee is about requests sent after the change, so a slow answer on a loaded machine is not
 * counted against it.
 */
async function refusedWithin(app: FastifyInstance, token: string, since: number) {
  let ms = 0;
  for (;;) {
    const sentAt = performance.now() - since;
    const res = await balance(app, token);
    if (res.statusCode !== 200) return { status: res.statusCode, ms };
    ms = sentAt;
    if (performance.now() - since > 3000) return { status: 200, ms: Infinity };
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A user whose token both nodes have verified and cached. */
async function cachedOnBoth() {
  const user = await signUp(a);
  for (const node of [a, b]) expect((await balance(node, user.token)).statusCode).toBe(200);
  for (const node of [a, b])
    expect(node.deps.sessionCache?.get(user.token, Date.now())?.user.id).toBe(user.id);
  return user;
}

describe('verified-session cache on two nodes', () => {
  it('a ban on one node is refused on the other within 1 s ("suspended")', async () => {
    const user = await cachedOnBoth();
    const admin = await adminToken(a);
    const start = performance.now();
    const ban = await a.inject({
      method: 'POST',
      url: '/api/admin/users/ban-unban',
      headers: bearer(admin),
      payload: { userId: user.id },
    });
    expect(ban.statusCode).toBe(200);
    const onB = await refusedWithin(b, user.token, start);
    expect(onB.status).toBe(403);
    expect(onB.ms).toBeLessThan(1000);
    expect((await balance(a, user.token)).statusCode).toBe(403);
  });

  it('a logout on one node is refused on the other within 1 s', async () => {
    const user = await cachedOnBoth();
    const start = performance.now();
    const out = await a.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(200);
    const onB = await refusedWithin(b, user.token, start);
    expect(onB.status).toBe(401);
    expect(onB.ms).toBeLessThan(1000);
  });

  it('a session revoked with no notice at all (Redis message lost) is refused within 1 s', async () => {
    const user = await cachedOnBoth();
    const start = performance.now();
    await a.deps.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id));
    const [onA, onB] = await Promise.all([
      refusedWithin(a, user.token, start),
      refusedWithin(b, user.token, start),
    ]);
    expect([onA.status, onB.status]).toEqual([401, 401]);
    expect(Math.max(onA.ms, onB.ms)).toBeLessThan(1000);
  });
});
