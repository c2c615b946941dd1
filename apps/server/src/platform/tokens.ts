/**
 * Session tokens: HS256 JWTs carrying only the user id (`sub`), the server-side session id (`sid`)
 * and the token kind. Verification pins the algorithm, so `alg: none` or an RS/ES-signed token is refused.
 */
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
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

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(nowMs),
        });
        const { sub, sid, knd } = payload;
        if (
          typeof sub !== 'string' ||
          typeof sid !== 'string' ||
          (knd !== 'USER' && knd !== 'ADMIN')
        ) {
          throw unauthorized('Invalid token');
        }
        return { userId: sub, sessionId: sid, kind: knd };
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) {
          throw unauthorized('Session expired. Please log in again.', ErrorCode.SESSION_EXPIRED);
        }
        if (err instanceof Error && err.name === 'AppError') throw err;
        throw unauthorized('Invalid token');
      }
    },
  };
}
