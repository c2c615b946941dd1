/**
 * `GET /api/auctions/{id}/result-card.png`: the signed-in player's result card of a completed,
 * scored auction (result-card.ts says what it shows), drawn by `platform/card-image.ts`. Final
 * results do not change, so each card is made once per player and language and kept in memory.
 */
import { ErrorCode, NO_TEAM_DATA_MESSAGE, type Language } from '@bidxi/protocol';
import { LRUCache } from 'lru-cache';
import type { AuthContext } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { isAdmin } from '../../platform/access';
import { cardPng, renderCardSvg } from '../../platform/card-image';
import { loadAuction } from '../auctions/auctions.service';
import { RESULT_CARD_SIZE, resultCard, resultCardNode, resultCardText } from './result-card';
import { buildStandings } from './standings.service';

// ~150–250 KB a card: at most 32 MB of them.
const made = new LRUCache<string, Buffer>({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (png) => png.byteLength,
});

/**
 * The SVG of the caller's result card in `language` (its texts also in `<title>`/`<desc>`).
 * @throws 404 AUCTION_NOT_FOUND; 409 RESULTS_NOT_READY until the auction is completed and scored;
 * 404 TEAM_NOT_FOUND when the caller had no team in it.
 */
export async function resultCardSvg(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
  language: Language,
): Promise<string> {
  const db = deps.database.db;
  const auction = await loadAuction(db, auctionId);
  const viewer = { userId: auth.user.id, isAdmin: isAdmin(auth) };
  const { standings } = await buildStandings(db, auction, viewer, new Date(deps.clock.now()));
  if (!standings.isFinal) {
    throw conflict(
      'Results are not out yet. They are published when the auction ends.',
      ErrorCode.RESULTS_NOT_READY,
    );
  }
  const mine = standings.teams.find((t) => t.ownerId === auth.user.id);
  if (!mine) throw notFound(NO_TEAM_DATA_MESSAGE, ErrorCode.TEAM_NOT_FOUND);
  const card = resultCard(auction.title, standings.teams, mine, language);
  return renderCardSvg(resultCardNode(card), RESULT_CARD_SIZE, resultCardText(card));
}

/** The PNG (1080×1350) of the caller's result card; errors as {@link resultCardSvg}. */
export async function resultCardPng(
  deps: AppDeps,
  auth: AuthContext,
  auctionId: string,
  language: Language,
): Promise<Buffer> {
  const key = `${auctionId}:${auth.user.id}:${language}`;
  const known = made.get(key);
  if (known) return known;
  const png = await cardPng(await resultCardSvg(deps, auth, auctionId, language));
  made.set(key, png);
  return png;
}
