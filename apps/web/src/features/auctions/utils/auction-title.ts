import { PRACTICE_SETTINGS } from '@bidxi/protocol';
import { auctionMessages } from '@/lib/messages/auctions';

/**
 * An auction's title as the reader sees it: a practice auction's (stored in English by the server as
 * `PRACTICE_SETTINGS.title`) in the current language; any other title as its organiser wrote it.
 */
export function auctionTitle(auction: { title: string; isPractice?: boolean }): string {
  const isPractice = auction.isPractice === true || auction.title === PRACTICE_SETTINGS.title;
  return isPractice ? auctionMessages.practice.title : auction.title;
}
