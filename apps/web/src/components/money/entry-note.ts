import { LedgerNote } from '@bidxi/protocol';
import { t } from '@/i18n/i18n';

const NOTE_KEYS = new Map(
  (Object.entries(LedgerNote) as [keyof typeof LedgerNote, string][]).map(([key, text]) => [
    text,
    key,
  ]),
);

/**
 * A ledger entry's note as the reader sees it: a note the server wrote itself
 * ({@link LedgerNote}: 'Auction cancelled', 'Play-money starting coins') in the current language,
 * any other note (an admin's, typed) as it was written.
 */
export function entryNoteText(note: string): string {
  const key = NOTE_KEYS.get(note);
  return key ? t(`money.note.${key}`) : note;
}
