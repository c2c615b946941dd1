/**
 * Password reset by an e-mailed link (ARCHITECTURE.md §7): a random single-use token, stored hashed,
 * valid 30 minutes. The request answers the same for known and unknown e-mails and never returns the
 * link; a completed reset ends every session of the user.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, RESET_TOKEN_TTL_MINUTES } from '@bidxi/protocol';
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

export const RESET_REQUEST_ANSWER =
  'If an account exists for this e-mail, a reset link has been sent to it.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Builds the e-mailed link `{PUBLIC_URL}/resetpass/{email}/{token}` (spec 000 §2). */
export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/resetpass/${encodeURIComponent(email)}/${token}`;
}

export async function requestPasswordReset(deps: AppDeps, email: string, log: FastifyBaseLogger) {
  const user = await findUserWithHashByEmail(deps.database.db, email);
  if (user && !user.banned) {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    await deps.database.db.transaction(async (tx) => {
      await retireResets(tx, user.id, new Date(now));
      await insertPasswordReset(tx, {
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(now + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
    });
    const link = resetLink(deps.config.publicUrl, user.email, token);
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your BidXI password',
      text: `Hi ${user.username},\n\nSomeone asked to reset the password of your BidXI account. Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new one:\n\n${link}\n\nIf it wasn't you, ignore this e-mail: your password stays the same.\n\n— BidXI`,
      html: `<p>Hi ${escapeHtml(user.username)},</p><p>Someone asked to reset the password of your BidXI account. Open this link within ${RESET_TOKEN_TTL_MINUTES} minutes to choose a new one:</p><p><a href="${link}">Reset my password</a></p><p>If it wasn't you, ignore this e-mail: your password stays the same.</p><p>— BidXI</p>`,
    });
    if (deps.mailer.kind === 'outbox')
      log.info({ to: user.email, link }, 'password reset mail written to outbox');
  }
  return { status: 201 as const, message: RESET_REQUEST_ANSWER };
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
  await deps.database.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(body.token), body.email, now);
    if (!userId)
      throw new AppError(400, ErrorCode.RESET_LINK_INVALID, 'Reset Link used', { status: 400 });
    await setPasswordHash(tx, userId, passwordHash);
    await revokeAllSessions(tx, userId, now);
  });
  return { status: 201 as const, message: 'Password Changed Successfully' };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
