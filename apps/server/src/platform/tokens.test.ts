// Session tokens: a token verified once is not checked again, but its expiry still is, and any other
// string (a tampered copy) goes through the full check (platform/tokens.ts).
import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256!';
const claims = { userId: 'u-1', sessionId: 's-1', kind: 'USER' as const };

async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    return (err as { code: string }).code;
  }
  return 'accepted';
}

describe('token service', () => {
  it('accepts a token again until it expires, also once it has been verified', async () => {
    const tokens = createTokenService(SECRET);
    const now = Date.now();
    const expiresAtMs = now + 60_000;
    const token = await tokens.sign(claims, expiresAtMs);

    expect(await tokens.verify(token, now)).toEqual(claims);
    expect(await tokens.verify(token, now + 59_000)).toEqual(claims); // remembered
    expect(await refusal(tokens.verify(token, expiresAtMs))).toBe('SESSION_EXPIRED');
    expect(await refusal(tokens.verify(token, expiresAtMs + 1000))).toBe('SESSION_EXPIRED');
  });

  it('refuses a tampered copy of a verified token and a token of another secret', async () => {
    const tokens = createTokenService(SECRET);
    const now = Date.now();
    const token = await tokens.sign(claims, now + 60_000);
    await tokens.verify(token, now);

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    forged.sub = 'u-2';
    const tampered = `${header}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect(await refusal(tokens.verify(tampered, now))).toBe('UNAUTHENTICATED');

    const other = await createTokenService(`${SECRET}-other`).sign(claims, now + 60_000);
    expect(await refusal(tokens.verify(other, now))).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired token it has never seen', async () => {
    const tokens = createTokenService(SECRET);
    const now = Date.now();
    const token = await tokens.sign(claims, now - 1000);
    expect(await refusal(tokens.verify(token, now))).toBe('SESSION_EXPIRED');
  });
});
