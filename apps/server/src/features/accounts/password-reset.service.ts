/**
 * Password reset by an e-mailed link (ARCHITECTURE.md §7): a random single-use token, stored hashed,
 * valid 30 minutes. The request answers the same for known and unknown e-mails and never returns the
 * link; a completed reset ends every session of the user, on every node.
 *
 * Same time for known and unknown e-mails: the request does one lookup either way and
 * answers; the token and the mail are made off the request path (platform/background.ts), so the
 * answer time says nothing about whether the account exists. The link is never logged: in a
 * development install it is in the outbox file only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, RESET_TOKEN_TTL_MINUTES, type Language } from '@bidxi/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  consumePasswordReset,
  findUserWithHashByEmail,
  insertPasswordReset,
  retireResets,
  revokeAllSessions,
  setPasswordHash,
} from './accounts.repo';
import { hashPassword } from './passwords';
import { resetMail } from './reset-mail';

export const RESET_REQUEST_ANSWER =
  'If an account exists for this e-mail, a reset link has been sent to it.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Builds the e-mailed link `{PUBLIC_URL}/resetpass/{email}/{token}` (spec 000 §2). */
export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/resetpass/${encodeURIComponent(email)}/${token}`;
}

/**
 * Mails a reset link to the account of `email`, if there is one (and it is not banned), in the
 * account's language, or `requestLanguage` (the asking browser's) when it never chose one.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  log: FastifyBaseLogger,
  requestLanguage: Language = 'en',
) {
  const user = await findUserWithHashByEmail(deps.database.db, email);
  if (user && !user.banned) {
    const requestedAt = deps.clock.now();
    const language = user.language ?? requestLanguage;
    deps.background.run('password reset mail', () =>
      mailResetLink(deps, user, language, requestedAt, log),
    );
  }
  return { status: 201 as const, message: RESET_REQUEST_ANSWER };
}

/** Stores a new token (retiring older ones) and mails its link. */
async function mailResetLink(
  deps: AppDeps,
  user: { id: string; email: string; username: string },
  language: Language,
  now: number,
  log: FastifyBaseLogger,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await deps.database.db.transaction(async (tx) => {
    await retireResets(tx, user.id, new Date(now));
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
  });
  const link = resetLink(deps.config.publicUrl, user.email, token);
  await deps.mailer.send(resetMail({ to: user.email, username: user.username, link, language }));
  if (deps.mailer.kind === 'outbox')
    log.info({ to: user.email }, 'password reset mail written to DATA_DIR/outbox');
}

/**
 * Sets a new password with a reset token; the token works once.
 * @throws AppError 400 RESET_LINK_INVALID (unknown, used, expired, or another e-mail's token).
 */
export async function resetPassword(
  deps: AppDeps,
  body: { email: string; token: string; password: string },
) {
  const passwordHash = await hashPassword(body.password);
  const now = new Date(deps.clock.now());
  const userId = await deps.database.db.transaction(async (tx) => {
    const owner = await consumePasswordReset(tx, hashToken(body.token), body.email, now);
    if (!owner)
      throw new AppError(400, ErrorCode.RESET_LINK_INVALID, 'Reset Link used', { status: 400 });
    await setPasswordHash(tx, owner, passwordHash);
    await revokeAllSessions(tx, owner, now);
    return owner;
  });
  await deps.sessionEvents.publish({ userId, reason: 'password-reset' });
  return { status: 201 as const, message: 'Password Changed Successfully' };
}
