/**
 * The invite card's image (league-card.ts says what it shows): a league's card for its code, the
 * generic card for a code that names no league (unknown, malformed or rotated) — never an error, as
 * a link preview has nowhere to show one. Made once per title and start and kept in memory.
 */
import { InviteCode } from '@bidxi/protocol';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../platform/deps';
import { cardPng, renderCardSvg } from '../../platform/card-image';
import { LEAGUE_CARD_SIZE, leagueCard, leagueCardNode, leagueCardText } from './league-card';
import { findLeagueByCode } from './leagues.repo';

// ~120 KB a card (under the 300 KB WhatsApp takes for a preview): at most 16 MB of them. Keyed
// by what the card shows, so an edit makes a new one.
const made = new LRUCache<string, Buffer>({
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
});

/** The SVG of the card of `rawCode` (its texts also in `<title>`/`<desc>`). */
export async function leagueCardSvg(deps: AppDeps, rawCode: string | null): Promise<string> {
  return (await cardOf(deps, rawCode)).svg();
}

/** The PNG (1200×630) of the card of `rawCode`; `null`: the generic card. */
export async function leagueCardPng(deps: AppDeps, rawCode: string | null): Promise<Buffer> {
  const { key, svg } = await cardOf(deps, rawCode);
  const known = made.get(key);
  if (known) return known;
  const png = await cardPng(await svg());
  made.set(key, png);
  return png;
}

async function cardOf(deps: AppDeps, rawCode: string | null) {
  const parsed = rawCode === null ? null : InviteCode.safeParse(rawCode);
  const league = parsed?.success ? await findLeagueByCode(deps.database.db, parsed.data) : null;
  const card = leagueCard(
    league && parsed?.success
      ? { title: league.title, startsAt: league.startsAt, code: parsed.data }
      : null,
  );
  return {
    key: JSON.stringify([card.title, card.starts, card.code]),
    svg: () => renderCardSvg(leagueCardNode(card), LEAGUE_CARD_SIZE, leagueCardText(card)),
  };
}
