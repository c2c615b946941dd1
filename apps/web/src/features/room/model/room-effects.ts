/**
 * What an applied event means for the people in the room: the spec's toasts (§8), the polite
 * announcements (price, leader, outbid) and the outbid vibration. Pure: the connection hook performs them.
 */
import { croresToLakhs } from '@bidxi/engine';
import { formatCrores } from '@/lib/format';
import { Messages } from '@/lib/messages';
import type { RoomEvent } from './room-events';
import type { ClientRoom } from './room-reducer';

export type RoomEffect =
  | { kind: 'toast'; tone: 'success' | 'info'; text: string }
  | { kind: 'announce'; text: string }
  | { kind: 'vibrate' };

export function priceText(amountCr: number): string {
  return formatCrores(croresToLakhs(amountCr) ?? Math.round(amountCr * 100));
}

export function effectsOf(
  event: RoomEvent,
  before: ClientRoom | null,
  after: ClientRoom | null,
  myUserId: string | null,
): RoomEffect[] {
  switch (event.type) {
    case 'newBid': {
      const p = event.payload;
      const isMine = p.highestBidderId === myUserId;
      const out: RoomEffect[] = [
        {
          kind: 'announce',
          text: `Current bid ${priceText(p.amount)} by ${isMine ? 'You' : p.username}`,
        },
      ];
      const wasLeading = before?.currentLot?.highestBidderId === myUserId && myUserId !== null;
      if (wasLeading && !isMine && before?.currentLot?.lotId === p.lot.lotId) {
        out.push({
          kind: 'announce',
          text: `${Messages.room.outbid}. Current bid ${priceText(p.amount)} by ${p.username}`,
        });
        out.push({ kind: 'vibrate' });
      }
      return out;
    }
    case 'activePlayerDetail': {
      if (before?.currentLot?.lotId === event.payload.lot.lotId) return [];
      const { player } = event.payload;
      return [
        {
          kind: 'announce',
          text: `${player.name}, ${player.type}, is up for bidding at ${priceText(player.basePrice)}`,
        },
      ];
    }
    case 'askNewPlayer': {
      const p = event.payload;
      const text =
        p.status === 'SOLD'
          ? Messages.room.sold(p.playerName, p.username ?? '')
          : Messages.room.unsold(p.playerName);
      return [
        { kind: 'toast', tone: p.status === 'SOLD' ? 'success' : 'info', text },
        { kind: 'announce', text },
      ];
    }
    case 'playerReAdded':
      return [{ kind: 'toast', tone: 'info', text: Messages.room.pulledBack }];
    case 'biddingEnded':
      return after?.phase === 'ENDED' ? [{ kind: 'announce', text: Messages.room.ended }] : [];
    default:
      return [];
  }
}
