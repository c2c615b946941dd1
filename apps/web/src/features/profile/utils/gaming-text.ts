// The responsible-gaming answers carry English date texts made by the server; the screens say the
// instant themselves, in the one India-time format of the app (lib/india-time), so the strip, the
// limit card and a refusal show the same instant the same way in every language.
import { formatIndiaDateTime } from '@/lib/india-time';

/** The instant `iso` as the app writes India time: '3 Dec 2026, 2:30 pm IST' (or its Hindi). */
export function gamingDateText(iso: string): string {
  return formatIndiaDateTime(iso);
}
