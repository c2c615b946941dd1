/** Invite codes: INVITE_CODE_LENGTH characters of the unambiguous alphabet, from the CSPRNG. */
import { randomInt } from 'node:crypto';
import { INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH } from '@bidxi/protocol';

/** A fresh random invite code (31^6 ≈ 887 million codes). */
export function newInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A code no auction has yet (`taken` asks the database); the unique index settles a race.
 * @throws Error after 10 collisions in a row (never, at any realistic number of leagues).
 */
export async function unusedInviteCode(taken: (code: string) => Promise<boolean>): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = newInviteCode();
    if (!(await taken(code))) return code;
  }
  throw new Error('no free invite code after 10 tries');
}
