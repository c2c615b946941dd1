import { playerTypeLabel } from '@/lib/player-type-label';
/**
 * What an applied engine event means for the people in the room: the spec's toasts (§8), the polite
 * announcements (price, leader, outbid). The outbid sound and vibration are the room's alerts
 * (watch/room-alerts.tsx), which honour the mute switch. Pure: read from the engine state
 * before and after the event; the connection hook performs them.
 */
import type { AuctionEvent, AuctionState } from '@bidxi/engine';
import { formatCrores } from '@/lib/format';
import { organiserMessages } from '@/lib/messages/organiser';
import { roomMessages } from '@/lib/messages/room';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';
import { endedText } from './ended-text';
import type { AppliedStep } from './room-feed';

/** One thing to do for an applied event. */
export type RoomEffect =
  { kind: 'toast'; tone: 'success' | 'info'; text: string } | { kind: 'announce'; text: string };

const ownerOf = (state: AuctionState, teamId: string | null) =>
  teamId === null ? undefined : state.teams[teamId];

/**
 * The effects of one applied event for the viewer `myUserId`:
 * - `bidPlaced`: 'Current bid 2.25 Cr by You' / by the bidder; 'You have been outbid…'
 *   when the viewer led that lot and someone else bid;
 * - `lotOpened`: 'Rohit Sharma, Batter, is up for bidding at 2 Cr';
 * - `lotSold` / `lotUnsold`: the spec's toast, also announced;
 * - `playerPulledBack`: 'One Player is Pulled Back!';
 * - `biddingEnded` (and `auctionCompleted` when bidding had not ended first): the ended notice;
 * - `lotEndingEarly`: everyone else passed, the lot closes in N seconds;
 * - `autopilotSet`: the viewer's own bid turned their autopilot off;
 * - another organiser's event: its text (`organiser.eventText`), if any.
 */
export function effectsOf(step: AppliedStep, myUserId: string | null): RoomEffect[] {
  const { event, before, after } = step;
  switch (event.type) {
    case 'bidPlaced': {
      const bidder = ownerOf(after, event.teamId);
      const isMine = myUserId !== null && bidder?.ownerId === myUserId;
      const price = formatCrores(event.amountLakhs);
      const name = bidder?.ownerName ?? '';
      const out: RoomEffect[] = [
        {
          kind: 'announce',
          text: roomMessages.room.currentBidBy(price, isMine ? roomMessages.room.you : name),
        },
      ];
      const lot = before.currentLot;
      const leader = ownerOf(before, lot?.highestTeamId ?? null);
      const wasLeading = myUserId !== null && leader?.ownerId === myUserId;
      if (wasLeading && !isMine && lot?.lotId === event.lotId) {
        out.push({
          kind: 'announce',
          text: `${roomMessages.room.outbid}. ${roomMessages.room.currentBidBy(price, name)}`,
        });
      }
      return out;
    }
    case 'lotOpened': {
      const player = after.players[event.playerId];
      if (!player) return [];
      const price = formatCrores(event.basePriceLakhs);
      return [
        {
          kind: 'announce',
          text: roomMessages.room.upForBidding(player.name, playerTypeLabel(player.type), price),
        },
      ];
    }
    case 'lotSold':
    case 'lotUnsold': {
      const name = after.players[event.playerId]?.name ?? '';
      if (event.type === 'lotUnsold' && event.reason === 'SKIPPED') {
        return toastAndAnnounce('info', organiserMessages.organiser.skipped(name));
      }
      const isSold = event.type === 'lotSold';
      const text = isSold
        ? roomMessages.room.sold(name, ownerOf(after, event.teamId)?.ownerName ?? '')
        : roomMessages.room.unsold(name);
      return [
        { kind: 'toast', tone: isSold ? 'success' : 'info', text },
        { kind: 'announce', text },
      ];
    }
    case 'playerPulledBack':
      return [{ kind: 'toast', tone: 'info', text: roomMessages.room.pulledBack }];
    case 'biddingEnded':
      return event.by === undefined
        ? [{ kind: 'announce', text: endedText(after) }]
        : toastAndAnnounce('info', organiserMessages.organiser.endedEarly);
    case 'auctionPaused':
      return toastAndAnnounce('info', organiserMessages.organiser.paused);
    case 'auctionResumed':
      return toastAndAnnounce('success', organiserMessages.organiser.resumed);
    case 'lotExtended': {
      if (event.reason !== 'ORGANISER') return [];
      const wasClosingAt = Math.max(before.currentLot?.closesAt ?? event.at, event.at);
      const seconds = Math.round((event.closesAt - wasClosingAt) / 1000);
      return toastAndAnnounce('info', organiserMessages.organiser.timeAdded(seconds));
    }
    case 'saleUndone': {
      const name = after.players[event.playerId]?.name ?? '';
      return toastAndAnnounce('info', organiserMessages.organiser.saleUndone(name, event.reason));
    }
    case 'auctionCompleted':
      return before.phase === 'BIDDING_ENDED' ? [] : [{ kind: 'announce', text: endedText(after) }];
    case 'lotEndingEarly': {
      const lot = after.currentLot;
      const name = lot ? (after.players[lot.playerId]?.name ?? '') : '';
      const seconds = Math.max(1, Math.round((event.closesAt - event.at) / 1000));
      return [
        { kind: 'announce', text: smartBiddingMessages.bidding.endingEarlyAnnounce(name, seconds) },
      ];
    }
    case 'autopilotSet': {
      const isMine = myUserId !== null && ownerOf(after, event.teamId)?.ownerId === myUserId;
      const isTakenOver = isMine && !event.enabled && event.reason === 'OWNER_BID';
      return isTakenOver ? toastAndAnnounce('info', roomMessages.room.autopilotOffByBid) : [];
    }
    case 'teamRegistered':
    case 'maxBidSet':
    case 'maxBidCancelled':
    case 'teamPassed':
    case 'redacted':
    case 'bidsRefused':
      return [];
    default: {
      // Another organiser's event: told as its catalogue text says, if it has one.
      const text = organiserMessages.organiser.eventText[(event as AuctionEvent).type];
      return text ? toastAndAnnounce('info', text) : [];
    }
  }
}

function toastAndAnnounce(tone: 'success' | 'info', text: string): RoomEffect[] {
  return [
    { kind: 'toast', tone, text },
    { kind: 'announce', text },
  ];
}
