import type { Language } from '@bidxi/protocol';

/**
 * The How-to-Play PDF's address in `language`: the server renders it in the `?lang=` it
 * is asked for. `auctionId` null: the general rules.
 */
export function howToPlayPdfPath(auctionId: string | null, language: Language): string {
  const path =
    auctionId === null
      ? '/how-to-play.pdf'
      : `/auctions/${encodeURIComponent(auctionId)}/how-to-play.pdf`;
  return `${path}?lang=${language}`;
}
