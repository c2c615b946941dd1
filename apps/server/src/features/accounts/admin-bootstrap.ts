/**
 * On a database with no admin, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or with a generated
 * password printed once to the log ("Admins"). Nodes starting together on a new database
 * may both find none: the one whose insert loses on the unique e-mail finds the other's admin.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../platform/deps';
import { countAdmins, findUserWithHashByEmail, insertUser } from './accounts.repo';
import { hashPassword } from './passwords';

export async function ensureAdmin(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const db = deps.database.db;
  if ((await countAdmins(db)) > 0) return;
  const email = deps.config.adminEmail;
  if (await findUserWithHashByEmail(db, email)) {
    log.warn(
      { email },
      'no admin exists and ADMIN_EMAIL belongs to a player account; set another ADMIN_EMAIL',
    );
    return;
  }
  const generated = !deps.config.adminPassword;
  const password = deps.config.adminPassword ?? randomBytes(12).toString('base64url');
  try {
    await insertUser(db, {
      email,
      username: 'Admin',
      passwordHash: await hashPassword(password),
      role: 'ADMIN',
    });
  } catch (err) {
    // Another node created it between the checks and the insert (both started on a new database).
    if (isUniqueViolation(err) && (await countAdmins(db)) > 0) return;
    throw err;
  }
  if (generated) {
    log.warn(
      `admin account created: ${email} / ${password} (shown once; set ADMIN_PASSWORD to choose it)`,
    );
  } else {
    log.info({ email }, 'admin account created from ADMIN_EMAIL / ADMIN_PASSWORD');
  }
}
