/**
 * `npm run verify-audit -- FILE`: checks a downloaded audit log (`…/audit.jsonl`) on its
 * own — recomputes every entry's hash and the chain from the auction's genesis, replays the entries
 * through the auction engine, and compares the sales, head hash and log hash (the header chained
 * after the head, so an edited header fails) with the log's trailer
 * (protocol audit/audit-verify.ts, the same check the browser runs). Prints one line per problem,
 * naming the entry's seq, and exits 1 on any; exits 0 with a summary when the log verifies, 2 when
 * the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAuditLog, verifyAuditLog, type AuditVerdict } from '@bidxi/protocol';

/** The report lines for a verdict. */
export function reportOf(verdict: AuditVerdict): string[] {
  if (verdict.ok) {
    return [
      `ok: ${verdict.entries} entries, ${verdict.sales.length} sales replayed, head ${verdict.headHash}, log hash ${verdict.logHash}`,
    ];
  }
  return verdict.problems.map(
    (p) => `MISMATCH ${p.seq === null ? 'in the log' : `at seq ${p.seq}`}: ${p.problem}`,
  );
}

function main(argv: readonly string[]): number {
  const file = argv[0];
  if (!file) {
    console.error('usage: npm run verify-audit -- FILE (an audit log downloaded as .jsonl)');
    return 2;
  }
  // npm runs scripts in the repository root; a relative path is the caller's.
  const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let text: string;
  try {
    text = readFileSync(resolved, 'utf8');
  } catch (err) {
    console.error(`cannot read ${resolved}: ${(err as Error).message}`);
    return 2;
  }
  let verdict: AuditVerdict;
  try {
    verdict = verifyAuditLog(parseAuditLog(text));
  } catch (err) {
    console.log(`MISMATCH in the log: ${(err as Error).message}`);
    return 1;
  }
  for (const line of reportOf(verdict)) console.log(line);
  return verdict.ok ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
