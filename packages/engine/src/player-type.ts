// The four player types, their lot order and the sheet's spellings of them
// (spec/auctions-and-room.md §3 "Auction player", ARCHITECTURE.md §4 "Lots").

/** The player types, in lot order: Batter, Bowler, Wicket-Keeper, All-Rounder (ARCHITECTURE.md §4). */
export const PLAYER_TYPES = ['Batter', 'Bowler', 'Wicket-Keeper', 'All-Rounder'] as const;

/** One of {@link PLAYER_TYPES}. */
export type PlayerType = (typeof PLAYER_TYPES)[number];

/**
 * The names the spec's messages use for each type ('You cannot have more than 4 Batsman(s).'),
 * spec/auctions-and-room.md §5 "Composition limits".
 */
export const PLAYER_TYPE_LABELS: Readonly<Record<PlayerType, string>> = {
  Batter: 'Batsman',
  Bowler: 'Bowler',
  'Wicket-Keeper': 'Wicket Keeper',
  'All-Rounder': 'All Rounder',
};

/** Aliases with spaces and hyphens removed, lower-cased. */
const ALIASES: Readonly<Record<string, PlayerType>> = {
  batsmen: 'Batter',
  batsman: 'Batter',
  batter: 'Batter',
  bowler: 'Bowler',
  wicketkeeper: 'Wicket-Keeper',
  allrounder: 'All-Rounder',
};

/**
 * Reads a type name in any of the spec's spellings (Batsmen, Batsman, Batter, Bowler, Wicket Keeper,
 * Wicket-Keeper, WicketKeeper, All Rounder, All-Rounder, AllRounder; any case), or `null`.
 */
export function parsePlayerType(text: string): PlayerType | null {
  const key = text.toLowerCase().replace(/[\s-]+/g, '');
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}

/** A sheet type cell split into the player type and the lot group number. */
export interface SheetType {
  readonly type: PlayerType;
  /** Positive integer; lots run group 1 first (ARCHITECTURE.md §4). */
  readonly lotGroup: number;
}

/**
 * Parses the sheet's `type` column (`'Batsmen 2'`, `'Wicket Keeper 1'`, `'all-rounder 4'`) into the
 * player type and lot group, or `null` when the text is not a known type followed by a positive
 * whole number.
 *
 * @example
 * parseSheetType('Batsmen 2'); // { type: 'Batter', lotGroup: 2 }
 * parseSheetType('Spinner 1'); // null
 */
export function parseSheetType(text: string): SheetType | null {
  const match = /^\s*(.*?)\s*(\d+)\s*$/.exec(text);
  if (!match) return null;
  const type = parsePlayerType(match[1] ?? '');
  const lotGroup = Number(match[2]);
  if (type === null || !Number.isSafeInteger(lotGroup) || lotGroup < 1) return null;
  return { type, lotGroup };
}
