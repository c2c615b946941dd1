// Squad size and composition limits (ARCHITECTURE.md §4, spec/auctions-and-room.md §5
// "Composition limits"): at most 11 while buying; a final team is exactly 11 within the type ranges.
import { PASS, refuse } from '../errors';
import type { RuleCheck } from '../errors';
import { PLAYER_TYPES, PLAYER_TYPE_LABELS } from '../player-type';
import type { PlayerType } from '../player-type';

/** Players in a full team. */
export const SQUAD_SIZE = 11;

/** The most players of each type a team may buy. */
export const TYPE_MAX: Readonly<Record<PlayerType, number>> = {
  Batter: 4,
  Bowler: 4,
  'Wicket-Keeper': 2,
  'All-Rounder': 2,
};

/** The fewest players of each type a valid final team has. */
export const TYPE_MIN: Readonly<Record<PlayerType, number>> = {
  Batter: 3,
  Bowler: 4,
  'Wicket-Keeper': 1,
  'All-Rounder': 1,
};

/** The spec's message for an invalid final team. */
export const INVALID_COMPOSITION_MESSAGE = 'Team composition is Invalid.';

/** Counts per type, every type present (zero when absent). */
export function countTypes(types: readonly PlayerType[]): Record<PlayerType, number> {
  const counts: Record<PlayerType, number> = {
    Batter: 0,
    Bowler: 0,
    'Wicket-Keeper': 0,
    'All-Rounder': 0,
  };
  for (const type of types) counts[type] += 1;
  return counts;
}

function roleLimitMessage(type: PlayerType): string {
  return `You cannot have more than ${TYPE_MAX[type]} ${PLAYER_TYPE_LABELS[type]}(s).`;
}

/**
 * Whether a squad with these player types may buy one more player of `type`: refused `SQUAD_FULL`
 * at 11 players, `ROLE_LIMIT` at the type's maximum, with the spec's messages.
 *
 * @example
 * canAddToSquad(['Bowler', 'Bowler', 'Bowler', 'Bowler'], 'Bowler');
 * // { ok: false, error: { code: 'ROLE_LIMIT', message: 'You cannot have more than 4 Bowler(s).', … } }
 */
export function canAddToSquad(squadTypes: readonly PlayerType[], type: PlayerType): RuleCheck {
  if (squadTypes.length >= SQUAD_SIZE) return refuse('SQUAD_FULL', { maxPlayers: SQUAD_SIZE });
  if (countTypes(squadTypes)[type] >= TYPE_MAX[type]) {
    return refuse('ROLE_LIMIT', { playerType: type, max: TYPE_MAX[type] }, roleLimitMessage(type));
  }
  return PASS;
}

/** The verdict on a final team: counts per type and the spec's messages when invalid. */
export interface CompositionResult {
  readonly isValid: boolean;
  readonly counts: Readonly<Record<PlayerType, number>>;
  /** Empty when valid; otherwise the specific messages, then 'Team composition is Invalid.'. */
  readonly errors: readonly string[];
}

/**
 * Checks a final team: valid when it has exactly 11 players and each type is within
 * {@link TYPE_MIN}..{@link TYPE_MAX} (Batter 3–4, Bowler 4, Wicket-Keeper 1–2, All-Rounder 1–2).
 *
 * @example
 * validateComposition(['Batter', 'Bowler']).isValid; // false
 */
export function validateComposition(types: readonly PlayerType[]): CompositionResult {
  const counts = countTypes(types);
  const errors: string[] = [];
  if (types.length > SQUAD_SIZE)
    errors.push(`Total players exceed the maximum allowed limit of 11.`);
  for (const type of PLAYER_TYPES) {
    if (counts[type] > TYPE_MAX[type]) errors.push(roleLimitMessage(type));
  }
  const isValid =
    types.length === SQUAD_SIZE &&
    PLAYER_TYPES.every((type) => counts[type] >= TYPE_MIN[type] && counts[type] <= TYPE_MAX[type]);
  if (!isValid) errors.push(INVALID_COMPOSITION_MESSAGE);
  return { isValid, counts, errors };
}
