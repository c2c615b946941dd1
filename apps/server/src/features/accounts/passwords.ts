/** argon2id password hashing (@node-rs/argon2, prebuilt N-API binary; OWASP's default parameters). */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (value 2), which verbatimModuleSyntax cannot read.
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
