import type { PlayerType } from '@bidxi/engine';
import { commonMessages } from '@/lib/messages/common';

/**
 * The one word every screen uses for each player type (screens said Batter, Batsman and
 * Batsmen). The spec's "Batsmen" is the sheet's spelling and "Batsman" that of its rule messages
 * ('You cannot have more than 4 Batsman(s).', from the engine); labels on screens say "Batter"
 * (in the current language).
 */
export const PLAYER_TYPE_LABEL: Readonly<Record<PlayerType, string>> = commonMessages.playerType;

/** The screen word for a type as the API sends it; an unknown text is shown as it is. */
export function playerTypeLabel(type: string): string {
  return Object.hasOwn(PLAYER_TYPE_LABEL, type) ? PLAYER_TYPE_LABEL[type as PlayerType] : type;
}
