/**
 * The texts of the push notices: what the service worker shows and where a tap leads, in
 * the subscriber's language (catalogue `push`, src/i18n). A notice is queued as a {@link PushText}
 * and rendered at delivery, when the player's language is read.
 * Play money (MONEY_MODE=play) never shows ₹: its wallets have no requests, so no wallet notice.
 */
import type { Language, PushKind, PushMessage } from '@bidxi/protocol';
import { INTL_LOCALES, translator } from '../../i18n/i18n';
import type { PushNotice } from '../../platform/deps';

/** A notice of one kind, rendered in a language when it is delivered. */
export interface PushText {
  kind: PushKind;
  render(language: Language): PushMessage;
}

const t = (language: Language) => translator(language, 'push');

/** 25 lakhs → "25L", 250 → "2.5 Cr" (the room's units; Hindi: "25 लाख", "2.5 करोड़"). */
export function formatLakhs(lakhs: number, language: Language = 'en'): string {
  return lakhs >= 100
    ? t(language)('units.crore', { value: lakhs / 100 })
    : t(language)('units.lakh', { value: lakhs });
}

/** "starts in 10 minutes" for the start of an auction `minutes` away (at least 1). */
export function auctionStartingMessage(a: {
  auctionId: string;
  title: string;
  minutes: number;
}): PushText {
  const count = Math.max(1, a.minutes);
  return {
    kind: 'AUCTION_STARTING',
    render: (language) => ({
      kind: 'AUCTION_STARTING',
      title: t(language)('starting.title', { title: a.title, count }),
      body: t(language)('starting.body'),
      url: `/auctionRoom/${a.auctionId}`,
      tag: `starting:${a.auctionId}`,
    }),
  };
}

/** The reorder window of the auction closes in `minutes`. */
export function reorderClosingMessage(a: {
  auctionId: string;
  userId: string;
  title: string;
  minutes: number;
}): PushText {
  const count = Math.max(1, a.minutes);
  return {
    kind: 'REORDER_CLOSING',
    render: (language) => ({
      kind: 'REORDER_CLOSING',
      title: t(language)('reorder.title', { count }),
      body: t(language)('reorder.body', { title: a.title, count }),
      url: `/yourTeamPlayers/${a.auctionId}/${a.userId}`,
      tag: `reorder:${a.auctionId}`,
    }),
  };
}

/** The text of a notice another feature reported. */
export function noticeMessage(notice: PushNotice): PushText {
  return { kind: notice.kind, render: (language) => renderNotice(notice, language) };
}

function renderNotice(notice: PushNotice, language: Language): PushMessage {
  const tr = t(language);
  switch (notice.kind) {
    case 'OUTBID':
      return {
        kind: 'OUTBID',
        title: tr('outbid.title', { player: notice.playerName }),
        body: tr('outbid.body', {
          amount: formatLakhs(notice.amountLakhs, language),
          auction: notice.auctionTitle,
        }),
        url: `/auctionRoom/${notice.auctionId}`,
        tag: `outbid:${notice.auctionId}`,
      };
    case 'STARRED_NEXT':
      return {
        kind: 'STARRED_NEXT',
        title: tr('starredNext.title', { player: notice.playerName, auction: notice.auctionTitle }),
        body: tr('starredNext.body'),
        url: `/auctionRoom/${notice.auctionId}`,
        tag: `starred-next:${notice.auctionId}`,
      };
    case 'WALLET_REQUEST': {
      const money = new Intl.NumberFormat(INTL_LOCALES[language], {
        style: 'currency',
        currency: 'INR',
      });
      const amount = money.format(notice.amountPaise / 100);
      const key = `wallet.${notice.type === 'RECHARGE' ? 'recharge' : 'withdrawal'}${
        notice.status === 'APPROVED' ? 'Approved' : 'Denied'
      }`;
      return {
        kind: 'WALLET_REQUEST',
        title: tr(key),
        body: tr(`${key}Body`, { amount }),
        url: '/myWallet',
        tag: 'wallet',
      };
    }
  }
}
