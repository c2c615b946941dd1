/**
 * Session tokens: HS256 JWTs carrying only the user id (`sub`), the server-side session id (`sid`)
 * and the token kind. Verification pins the algorithm, so `alg: none` or an RS/ES-signed token is refused.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { ErrorCode } from '@bidxi/protocol';
import { unauthorized } from './errors';

export type SessionKind = 'USER' | 'ADMIN';

/** What a verified token says. The session row is still checked before the request is trusted. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
  kind: SessionKind;
}

export interface TokenService {
  sign(claims: TokenClaims, expiresAtMs: number): Promise<string>;
  /** @throws AppError 401 UNAUTHENTICATED (bad token) or SESSION_EXPIRED (expired). */
  verify(token: string, nowMs: number): Promise<TokenClaims>;
}

const ISSUER = 'bidxi';

/**
 * Tokens whose signature verified, kept so that the same string is not checked again: the HMAC of
 * a given string never changes, and each request's token was verified twice (the rate limit's key
 * and the session check) — 10 % of a node's CPU under API load (profile). Only the
 * signature is remembered: expiry is checked on every call, and the session row by the caller.
 */
const VERIFIED_TOKENS_KEPT = 10_000;

const expired = () =>
  unauthorized('Session expired. Please log in again.', ErrorCode.SESSION_EXPIRED);

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  const verified = new LRUCache<string, { claims: TokenClaims; expSeconds: number }>({
    max: VERIFIED_TOKENS_KEPT,
  });
  return {
    async sign(claims, expiresAtMs) {
      return new SignJWT({ sid: claims.sessionId, knd: claims.kind })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(expiresAtMs / 1000))
        .sign(key);
    },
    async verify(token, nowMs) {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once `exp` is not after the current whole second.
        if (known.expSeconds <= Math.floor(nowMs / 1000)) throw expired();
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(nowMs),
        });
        const { sub, sid, knd, exp } = payload;
        if (
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          (knd !== 'USER' && knd !== 'ADMIN') ||
          typeof exp !== 'number'
        ) {
          throw unauthorized('Invalid token');
        }
        const claims: TokenClaims = { userId: sub, sessionId: sid, kind: knd };
        verified.set(token, { claims, expSeconds: exp });
        return claims;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw expired();
        if (err instanceof Error && err.name === 'AppError') throw err;
        throw unauthorized('Invalid token');
      }
    },
  };
}
