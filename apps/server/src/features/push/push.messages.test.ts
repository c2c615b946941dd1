// The push texts in both languages, rendered without a push service.
import { describe, expect, it } from 'vitest';
import {
  auctionStartingMessage,
  formatLakhs,
  noticeMessage,
  reorderClosingMessage,
} from './push.messages';

const auctionId = '00000000-0000-4000-8000-000000000001';

describe('push texts', () => {
  it('"starts in N minutes" in English (singular and plural) and Hindi', () => {
    const text = (minutes: number) =>
      auctionStartingMessage({ auctionId, title: 'IPL Cup', minutes });
    expect(text(10).render('en').title).toBe('IPL Cup starts in 10 minutes');
    expect(text(1).render('en').title).toBe('IPL Cup starts in 1 minute');
    const hi = text(10).render('hi');
    expect(hi).toMatchObject({
      kind: 'AUCTION_STARTING',
      title: 'IPL Cup 10 मिनट में शुरू होगा',
      body: 'आपकी टीम रजिस्टर है। पहले खिलाड़ी की बोली के लिए तैयार रहने को रूम खोलें।',
      url: `/auctionRoom/${auctionId}`,
    });
  });

  it('"reorder window closes in 2 minutes" in Hindi', () => {
    const text = reorderClosingMessage({ auctionId, userId: 'u1', title: 'IPL Cup', minutes: 2 });
    expect(text.kind).toBe('REORDER_CLOSING');
    expect(text.render('en').title).toBe('Set your XI: 2 minutes left');
    expect(text.render('hi')).toMatchObject({
      title: 'अपनी XI तय करें: 2 मिनट बाकी',
      body: 'IPL Cup का बैटिंग क्रम 2 मिनट में लॉक हो जाएगा।',
    });
  });

  it('"your target is up next" in English and Hindi, opening the room', () => {
    const text = noticeMessage({
      kind: 'STARRED_NEXT',
      auctionId,
      auctionTitle: 'IPL Cup',
      playerName: 'Rishabh Pant',
    });
    expect(text.kind).toBe('STARRED_NEXT');
    expect(text.render('en')).toEqual({
      kind: 'STARRED_NEXT',
      title: 'Your target Rishabh Pant is up next in IPL Cup',
      body: 'The lot before opened just now. Open the room to be ready to bid.',
      url: `/auctionRoom/${auctionId}`,
      tag: `starred-next:${auctionId}`,
    });
    expect(text.render('hi')).toMatchObject({
      title: 'आपका लक्ष्य Rishabh Pant IPL Cup में अगला है',
      body: 'उससे पहले वाले खिलाड़ी की बोली अभी शुरू हुई है। बोली के लिए तैयार रहने को रूम खोलें।',
    });
  });

  it('wallet approved and amounts in the language of the reader', () => {
    const approved = noticeMessage({
      kind: 'WALLET_REQUEST',
      type: 'RECHARGE',
      status: 'APPROVED',
      amountPaise: 125_000_00,
    });
    expect(approved.render('en')).toMatchObject({
      title: 'Your recharge was approved',
      body: '₹1,25,000.00 was added to your wallet.',
    });
    expect(approved.render('hi')).toMatchObject({
      title: 'आपका रिचार्ज मंज़ूर हुआ',
      body: '₹1,25,000.00 आपके वॉलेट में जुड़ गए।',
    });
    expect(formatLakhs(25)).toBe('25L');
    expect(formatLakhs(250)).toBe('2.5 Cr');
    expect(formatLakhs(25, 'hi')).toBe('25 लाख');
  });
});
