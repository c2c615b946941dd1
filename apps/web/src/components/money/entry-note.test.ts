// A note the server wrote on a ledger entry reads in the reader's language; a typed note stays as typed.
import { LedgerNote } from '@bidxi/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { entryNoteText } from '@/components/money/entry-note';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('entryNoteText', () => {
  it("says the server's own notes in English as written, and typed notes as typed", () => {
    expect(entryNoteText(LedgerNote.AUCTION_CANCELLED)).toBe('Auction cancelled');
    expect(entryNoteText('Paid by UPI, thanks')).toBe('Paid by UPI, thanks');
  });

  it("says the server's own notes in Hindi, and leaves a typed note alone", async () => {
    await i18n.changeLanguage('hi');
    expect(entryNoteText(LedgerNote.AUCTION_CANCELLED)).toBe('ऑक्शन रद्द हुआ');
    expect(entryNoteText(LedgerNote.PLAY_START)).toBe('प्ले-मनी के शुरुआती कॉइन');
    expect(entryNoteText('Paid by UPI, thanks')).toBe('Paid by UPI, thanks');
  });
});
