// Bid history texts, and the room's text for a refused bid's reason code.
import { roomErrorMessage } from '@/lib/messages/room';
import { translatable } from '@/lib/messages/translate';

export const bidHistoryMessages = translatable({
  bidHistory: {
    empty: 'You have not placed any bids yet',
    emptyText: 'Join a live auction and your bids will show up here, with what became of each.',
    noMatch: (search: string) => `No bids match "${search}"`,
    noMatchText: 'Try a different player name or auction title.',
    loadFailed: 'Could not load your bid history. Please try again.',
  },
} as const);

/** A refused bid in the bid history (`reasonCode`): the room's text for the code. */
export function bidRefusalText(reasonCode: string | null): string {
  return roomErrorMessage(reasonCode ? { code: reasonCode } : undefined);
}
