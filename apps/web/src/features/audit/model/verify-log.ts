/**
 * The browser's check of a downloaded audit log: the protocol's `verifyAuditLog` — the
 * same function `npm run verify-audit` runs — over the JSON Lines text, told in one sentence.
 */
import { parseAuditLog, verifyAuditLog, type AuditLine, type AuditVerdict } from '@bidxi/protocol';
import { auditMessages } from '@/lib/messages/audit';
import { shortHash } from './audit-rows';

/** The check's outcome: `failingSeq` is the first entry that fails (null: the whole log does). */
export interface VerifyOutcome {
  ok: boolean;
  entries: number;
  headHash: string;
  failingSeq: number | null;
  /** What the bid log sheet says. */
  text: string;
  verdict: AuditVerdict | null;
}

/** Checks already parsed lines. */
export function verifyLines(lines: readonly AuditLine[]): VerifyOutcome {
  const verdict = verifyAuditLog(lines);
  if (verdict.ok) {
    return {
      ok: true,
      entries: verdict.entries,
      headHash: verdict.headHash,
      failingSeq: null,
      text: auditMessages.audit.verified(verdict.entries, shortHash(verdict.logHash)),
      verdict,
    };
  }
  const first = verdict.problems.find((p) => p.seq !== null) ?? verdict.problems[0];
  const failingSeq = first?.seq ?? null;
  const problem = first?.problem ?? 'unknown';
  return {
    ok: false,
    entries: verdict.entries,
    headHash: verdict.headHash,
    failingSeq,
    text:
      failingSeq === null
        ? auditMessages.audit.verifyFailed(problem)
        : auditMessages.audit.verifyFailedAt(failingSeq, problem),
    verdict,
  };
}

/** Checks the text of `audit.jsonl`; a text that is not JSON Lines fails without a seq. */
export function verifyLogText(text: string): VerifyOutcome {
  let lines: AuditLine[];
  try {
    lines = parseAuditLog(text);
  } catch (err) {
    return {
      ok: false,
      entries: 0,
      headHash: '',
      failingSeq: null,
      text: auditMessages.audit.verifyFailed((err as Error).message),
      verdict: null,
    };
  }
  return verifyLines(lines);
}
