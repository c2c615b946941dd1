import { describe, expect, it } from 'vitest';
import { buildTestLog } from '@/testing/audit-log-fixture';
import { verifyLogText } from './verify-log';

/** The log text with entry `seq`'s line changed by `edit`. */
function tamper(text: string, seq: number, edit: (line: Record<string, unknown>) => void): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line) return line;
      const parsed = JSON.parse(line) as Record<string, unknown>;
      if (parsed.kind !== 'entry' || parsed.seq !== seq) return line;
      edit(parsed);
      return JSON.stringify(parsed);
    })
    .join('\n');
}

describe('verifyLogText', () => {
  it('verifies an untouched log and names its entries and log hash', () => {
    const log = buildTestLog();
    const outcome = verifyLogText(log.text);
    const head = log.entries.at(-1)!.hash;
    const logHash = outcome.verdict!.logHash;
    expect(outcome.ok).toBe(true);
    expect(outcome.entries).toBe(log.entries.length);
    expect(outcome.headHash).toBe(head);
    expect(logHash).not.toBe(head);
    expect(outcome.text).toBe(
      `Log verified: ${log.entries.length} entries, log hash ${logHash.slice(0, 8)}…${logHash.slice(-4)}`,
    );
  });

  it("fails a log whose header was edited (a player's base price)", () => {
    const log = buildTestLog();
    const [header, ...rest] = log.text.split('\n');
    const parsed = JSON.parse(header!) as { players: { basePriceLakhs: number }[] };
    parsed.players[0]!.basePriceLakhs += 25;
    const outcome = verifyLogText([JSON.stringify(parsed), ...rest].join('\n'));
    expect(outcome.ok).toBe(false);
    expect(outcome.failingSeq).toBeNull();
    expect(outcome.text).toBe('The log fails the check: the header does not match the log hash');
  });

  it('names the entry whose amount was changed', () => {
    const log = buildTestLog();
    const sale = log.entries[log.saleIndex]!;
    const text = tamper(log.text, sale.seq, (line) => {
      (line.event as { amountLakhs: number }).amountLakhs = 25;
    });
    const outcome = verifyLogText(text);
    expect(outcome.ok).toBe(false);
    expect(outcome.failingSeq).toBe(sale.seq);
    expect(outcome.text).toBe(
      `Entry ${sale.seq} fails the check: its content does not match its hash`,
    );
  });

  it('names the entry after a removed one', () => {
    const log = buildTestLog();
    const lines = log.text.split('\n');
    lines.splice(4, 1); // the header is line 0: this drops entry 4
    const outcome = verifyLogText(lines.join('\n'));
    expect(outcome.ok).toBe(false);
    expect(outcome.failingSeq).toBe(5);
  });

  it('fails a text that is not JSON Lines, without a seq', () => {
    const outcome = verifyLogText('{"kind":"header"}\nnot json\n');
    expect(outcome.ok).toBe(false);
    expect(outcome.failingSeq).toBeNull();
    expect(outcome.text).toBe('The log fails the check: line 2 is not JSON');
  });
});
