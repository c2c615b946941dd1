// The spec's English texts answer in Hindi when Hindi is on, mappers included.
import { ErrorCode } from '@bidxi/protocol';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { ApiRequestError } from '@/lib/api-client';
import { walletRequestErrorMessage, walletMessages } from '@/lib/messages/wallet';
import { auctionMessages } from '@/lib/messages/auctions';
import { organiserMessages } from '@/lib/messages/organiser';
import { roomMessages } from '@/lib/messages/room';
import { smartBiddingMessages } from '@/lib/messages/smart-bidding';

const refusal = (code: string) =>
  new ApiRequestError({ httpStatus: 400, code, message: 'server text' });

describe('translated messages', () => {
  it('are the spec English texts in English', () => {
    expect(walletMessages.wallet.loadFailed).toBe(
      'Failed to load wallet information. Please try again.',
    );
    expect(walletRequestErrorMessage(refusal(ErrorCode.INSUFFICIENT_BALANCE), 'withdrawal')).toBe(
      'Insufficient balance',
    );
    expect(auctionMessages.auctions.minWallet('100 Cr')).toBe('Min Wallet Amount : 100 Cr');
    expect(roomMessages.room.secondsLeft(1)).toBe('1 second left');
    expect(roomMessages.room.secondsLeft(3)).toBe('3 seconds left');
  });

  it('read the Hindi catalogue in Hindi, arguments included, and go back', async () => {
    await i18n.changeLanguage('hi');
    expect(walletMessages.wallet.loadFailed).toBe(
      'वॉलेट की जानकारी लोड नहीं हो सकी। कृपया फिर कोशिश करें।',
    );
    expect(walletRequestErrorMessage(refusal(ErrorCode.INSUFFICIENT_BALANCE), 'withdrawal')).toBe(
      'बैलेंस कम है',
    );
    expect(auctionMessages.auctions.minWallet('100 करोड़')).toBe('कम से कम पर्स : 100 करोड़');
    await i18n.changeLanguage('en');
    expect(walletMessages.wallet.loadFailed).toBe(
      'Failed to load wallet information. Please try again.',
    );
  });

  it('say the room texts whose outcome picks the sentence from their translated parts', async () => {
    expect(roomMessages.room.bidNotPlaced('Faf', 'sold', '5.25 Cr')).toBe(
      'Faf was sold — your 5.25 Cr bid was not placed',
    );
    expect(roomMessages.room.bidNotPlaced('Faf', 'closed', null)).toBe(
      'Bidding on Faf closed — your jump bid was not placed',
    );
    expect(roomMessages.room.away.counts(1, 2)).toBe('1 player sold, 2 unsold');
    expect(smartBiddingMessages.bidding.formClosed('Rohit', 'on-block')).toBe(
      'Rohit is up for bidding now — your max bid was not saved. Set it again on the lot if you still want it.',
    );
    await i18n.changeLanguage('hi');
    expect(roomMessages.room.bidNotPlaced('Faf', 'sold', '5.25 करोड़')).toBe(
      'Faf बिक गए — आपकी 5.25 करोड़ की बोली नहीं लगी',
    );
    expect(roomMessages.room.away.counts(3, 1)).toBe('3 खिलाड़ी बिके, 1 नहीं बिके');
    expect(smartBiddingMessages.bidding.formClosed('Rohit', 'gone')).toBe(
      'Rohit अब उपलब्ध नहीं हैं — आपकी अधिकतम बोली सेव नहीं हुई।',
    );
    expect(organiserMessages.organiser.paused).toBe('आयोजक ने रोका है');
    await i18n.changeLanguage('en');
  });
});
