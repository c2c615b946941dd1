/** Helpers that create users and sessions through the real API. */
import type { FastifyInstance } from 'fastify';
import { TEST_ADMIN } from './build-app';

let counter = 0;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  username: string;
  token: string;
}

/** Signs up a fresh user through `POST /api/users/register`. */
export async function signUp(
  app: FastifyInstance,
  over: Partial<Pick<TestUser, 'email' | 'password' | 'username'>> = {},
): Promise<TestUser> {
  counter += 1;
  const body = {
    username: over.username ?? `Player ${counter}`,
    email: over.email ?? `player${counter}.${Date.now()}@example.com`,
    password: over.password ?? 'secret-pass',
    ageConfirmed: true,
  };
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: body,
    remoteAddress: `10.9.${counter % 250}.1`,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const json = res.json();
  return {
    id: json.user.id,
    email: json.user.email,
    password: body.password,
    username: body.username,
    token: json.login.token,
  };
}

const adminTokens = new WeakMap<FastifyInstance, string>();

/** Logs the seeded admin in through `POST /api/admin-login` (once per app) and returns the admin token. */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const cached = adminTokens.get(app);
  if (cached) return cached;
  const res = await app.inject({ method: 'POST', url: '/api/admin-login', payload: TEST_ADMIN });
  if (res.statusCode !== 201) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const token: string = res.json().token;
  adminTokens.set(app, token);
  return token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
