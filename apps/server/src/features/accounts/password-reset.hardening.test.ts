/**
 * Password reset under attack: `resetLink` takes the same time for known and unknown e-mails (no account
 * enumeration by timing), and of ten concurrent uses of one valid reset token exactly one wins.
 * Runs on PGlite and (test:db) PostgreSQL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { signUp, type TestUser } from '../../test/factories';
import { nextIp } from '../../test/wallet';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** The token of the newest reset mail to `email` in the outbox. */
function tokenFromOutbox(email: string): string {
  const dir = path.join(t.dataDir, 'outbox');
  const safe = email.replace(/[^a-z0-9@._-]/gi, '_');
  const file = readdirSync(dir)
    .filter((f) => f.endsWith(`${safe}.eml`))
    .sort()
    .at(-1);
  if (!file) throw new Error(`no mail to ${email}`);
  const eml = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
  const token = /\/resetpass\/[^/\s"<>]+\/([\w-]+)/.exec(eml)?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

describe('POST /api/resetLink timing', () => {
  it('answers a known and an unknown e-mail in the same time (medians within 25 %)', async () => {
    const rounds = 21;
    const known: TestUser[] = [];
    for (let i = 0; i < rounds + 2; i++) known.push(await signUp(t.app));
    const time = async (email: string) => {
      const start = performance.now();
      const res = await post('/api/resetLink', { email });
      const ms = performance.now() - start;
      expect(res.statusCode).toBe(201);
      // The mail is written off the request path: let it finish so it never lands in the next
      // measurement (on PGlite's one connection it would delay whichever request comes next).
      await t.app.deps.background.drain();
      return ms;
    };
    // Warm both paths (JIT, prepared statements), then interleave so drift hits both alike.
    await time(known[rounds]!.email);
    await time('warm-up-nobody@example.com');
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    // Alternate which goes first, so whatever one leaves behind (GC, caches) burdens both alike.
    for (let i = 0; i < rounds; i++) {
      const unknown = `nobody-${i}-${Date.now()}@example.com`;
      if (i % 2 === 0) {
        knownMs.push(await time(known[i]!.email));
        unknownMs.push(await time(unknown));
      } else {
        unknownMs.push(await time(unknown));
        knownMs.push(await time(known[i]!.email));
      }
    }
    const [k, u] = [median(knownMs), median(unknownMs)];
    process.stdout.write(
      `resetLink median: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (${t.app.deps.database.kind})\n`,
    );
    expect(Math.abs(k - u)).toBeLessThanOrEqual(0.25 * Math.max(k, u) + 0.5);
    // Every known account did get its mail.
    for (let i = 0; i < rounds; i++) expect(tokenFromOutbox(known[i]!.email)).toBeTruthy();
  });
});

describe('POST /api/resetPass with one token, ten times at once', () => {
  it('lets exactly one use win; the others are told the link was used', async () => {
    const u = await signUp(t.app);
    expect((await post('/api/resetLink', { email: u.email })).statusCode).toBe(201);
    await t.app.deps.background.drain();
    const token = tokenFromOutbox(u.email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/api/resetPass', { email: u.email, token, password: `new-pass-${i}` }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 400)).toHaveLength(9);
    for (const r of answers.filter((a) => a.statusCode === 400))
      expect(r.json().error.code).toBe('RESET_LINK_INVALID');
    const winner = answers.findIndex((r) => r.statusCode === 201);
    const login = await post('/api/user/login', { email: u.email, password: `new-pass-${winner}` });
    expect(login.statusCode).toBe(201);
  });
});
