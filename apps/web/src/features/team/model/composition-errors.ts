// The server's reasons for an invalid final team are the engine's English texts (spec 001 §4/§5);
// in another language they are said again from the `team` catalogue.
import { PLAYER_TYPES, PLAYER_TYPE_LABELS, type PlayerType } from '@bidxi/engine';
import type { TFunction } from 'i18next';
import { PLAYER_TYPE_LABEL } from '@/lib/player-type-label';

const OVER_LIMIT = /^You cannot have more than (\d+) (.+)\(s\)\.$/;
const TOO_MANY = 'Total players exceed the maximum allowed limit of 11.';

const typeByLabel = (label: string): PlayerType | undefined =>
  PLAYER_TYPES.find((type) => PLAYER_TYPE_LABELS[type] === label);

/**
 * One reason of `compositionErrors` in the current language: the engine's text itself in English,
 * the catalogue's for the two texts the engine writes, else the text as it came.
 */
export function compositionErrorText(
  error: string,
  t: TFunction<'team'>,
  language: string,
): string {
  if (language === 'en') return error;
  if (error === TOO_MANY) return t('composition.tooMany');
  const match = OVER_LIMIT.exec(error);
  const type = match ? typeByLabel(match[2]!) : undefined;
  if (match && type)
    return t('composition.overLimit', { max: match[1], type: PLAYER_TYPE_LABEL[type] });
  return error;
}
