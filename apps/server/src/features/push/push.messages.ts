/**
 * The texts of the push notices (issue 16): what the service worker shows and where a tap leads.
 * Play money (MONEY_MODE=play) never shows ₹: its wallets have no requests, so no wallet notice.
 */
import type { PushMessage } from '@bidxi/protocol';
import type { PushNotice } from '../../platform/deps';

const money = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** 25 lakhs → "25L", 250 → "2.5 Cr" (the room's units). */
export function formatLakhs(lakhs: number): string {
  return lakhs >= 100 ? `${lakhs / 100} Cr` : `${lakhs}L`;
}

/** "starts in 10 minutes" for the start of an auction `minutes` away (at least 1). */
export function auctionStartingMessage(a: {
  auctionId: string;
  title: string;
  minutes: number;
}): PushMessage {
  const minutes = Math.max(1, a.minutes);
  return {
    kind: 'AUCTION_STARTING',
    title: `${a.title} starts in ${minutes} minute${minutes === 1 ? '' : 's'}`,
    body: 'Your team is registered. Open the room to be ready for the first lot.',
    url: `/auctionRoom/${a.auctionId}`,
    tag: `starting:${a.auctionId}`,
  };
}

/** The reorder window of the auction closes in `minutes`. */
export function reorderClosingMessage(a: {
  auctionId: string;
  userId: string;
  title: string;
  minutes: number;
}): PushMessage {
  const minutes = Math.max(1, a.minutes);
  return {
    kind: 'REORDER_CLOSING',
    title: `Set your XI: ${minutes} minute${minutes === 1 ? '' : 's'} left`,
    body: `The batting order of ${a.title} locks in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    url: `/yourTeamPlayers/${a.auctionId}/${a.userId}`,
    tag: `reorder:${a.auctionId}`,
  };
}

/** The text of a notice another feature reported. */
export function noticeMessage(notice: PushNotice): PushMessage {
  switch (notice.kind) {
    case 'OUTBID':
      return {
        kind: 'OUTBID',
        title: `Outbid on ${notice.playerName}`,
        body: `Your max bid was beaten at ${formatLakhs(notice.amountLakhs)} in ${notice.auctionTitle}. Bid again before the lot closes.`,
        url: `/auctionRoom/${notice.auctionId}`,
        tag: `outbid:${notice.auctionId}`,
      };
    case 'WALLET_REQUEST': {
      const what = notice.type === 'RECHARGE' ? 'recharge' : 'withdrawal';
      const amount = money.format(notice.amountPaise / 100);
      const approved = notice.status === 'APPROVED';
      return {
        kind: 'WALLET_REQUEST',
        title: `Your ${what} was ${approved ? 'approved' : 'denied'}`,
        body: approved
          ? `${amount} ${notice.type === 'RECHARGE' ? 'was added to your wallet' : 'is on its way to you'}.`
          : `Your ${what} request of ${amount} was denied. See your wallet for details.`,
        url: '/myWallet',
        tag: 'wallet',
      };
    }
  }
}
