import { currentLanguage } from '@/i18n/i18n';

/** Hindi's short ordinals as newspapers write them: 1ला, 2रा, 3रा, 4था, 6ठा, else nवाँ. */
const HINDI_SUFFIX: Readonly<Record<number, string>> = {
  1: 'ला',
  2: 'रा',
  3: 'रा',
  4: 'था',
  6: 'ठा',
};

/**
 * A rank with its ordinal suffix (spec 001 §2 "Standings"): 1st, 2nd, 3rd, 4th, 11th, 12th, 13th,
 * 21st, 22nd, 101st, 111th; in Hindi 1ला, 2रा, 3रा, 4था, 5वाँ, 6ठा, 11वाँ. Shared by the
 * player standings and the admin results.
 */
export function ordinal(rank: number): string {
  const n = Math.trunc(rank);
  if (currentLanguage() === 'hi') return `${n}${HINDI_SUFFIX[Math.abs(n)] ?? 'वाँ'}`;
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
