// The responsible-gaming answers carry English texts made by the server (an India-time date, a
// confirmation); in another language the screen says them from the `gaming` catalogue (issue 16).
import { formatIndiaDateTime } from '@/lib/india-time';

/** The server's India-time `text` of `iso` in English, else the same instant in the language's words. */
export function gamingDateText(text: string, iso: string, language: string | undefined): string {
  return language === 'en' || language === undefined ? text : formatIndiaDateTime(iso);
}
