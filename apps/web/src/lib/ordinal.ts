/**
 * A rank with its English ordinal suffix (spec 001 §2 "Standings"): 1st, 2nd, 3rd, 4th, 11th, 12th,
 * 13th, 21st, 22nd, 101st, 111th. Shared by the player standings and the admin results.
 */
export function ordinal(rank: number): string {
  const n = Math.trunc(rank);
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
