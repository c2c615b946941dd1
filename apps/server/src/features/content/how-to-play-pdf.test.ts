// The How-to-Play PDF in Hindi: Devanagari in an embedded Noto Sans Devanagari, shaped by
// fontkit; English keeps Helvetica and the spec's texts.
import { describe, expect, it } from 'vitest';
import { pdfFontNames, pdfPages } from '../../test/pdf-text';
import { DEFAULT_RULES_INPUT, gameRules } from './game-rules';
import { generalHowToPlayPdf } from './how-to-play.service';
import { renderHowToPlayPdf } from './how-to-play-pdf';

const players = [
  {
    name: 'Jasprit Bumrah',
    type: 'Bowler' as const,
    lotGroup: 1,
    basePriceLakhs: 200,
    bonus: 5,
    slotPoints: Array<number>(11).fill(10),
  },
];

describe('How-to-Play PDF in Hindi', () => {
  it('writes the rules and the table in Devanagari with an embedded Devanagari font', async () => {
    const pdf = await renderHowToPlayPdf({
      language: 'hi',
      heading: 'कैसे खेलें',
      facts: ['ऑक्शन: Diwali Cup'],
      rules: gameRules({ ...DEFAULT_RULES_INPUT, registrationFeeRupees: 99 }, 'hi'),
      players,
    });
    expect(pdfFontNames(pdf)).toEqual(
      expect.arrayContaining(['NotoSansDevanagari-Regular', 'NotoSansDevanagari-Bold']),
    );
    expect(pdfFontNames(pdf)).not.toContain('Helvetica');
    const pages = await pdfPages(pdf);
    const [rules, table] = [pages[0], pages.at(-1)];
    for (const s of ['BidXI', 'कैसे खेलें', 'ऑक्शन: Diwali Cup', '₹99.00', 'आपकी टीम', 'अंक और इनाम']) {
      expect(rules).toContain(s);
    }
    // Conjuncts come out as one shaped cluster each: 'स्ट्रे' of रजिस्ट्रेशन, 'ल्ले' of बल्लेबाज़.
    expect(rules).toContain('स्ट्रे');
    expect(table).toContain('Jasprit Bumrah');
    expect(table).toContain('गेंदबाज़');
    expect(table).toContain('बोनस');
  });

  it('keeps the English file in Helvetica with the spec texts', async () => {
    const { pdf, fileName } = await generalHowToPlayPdf('en');
    expect(fileName).toBe('bidxi-how-to-play.pdf');
    expect(pdfFontNames(pdf).every((f) => f.startsWith('Helvetica'))).toBe(true);
    const [text] = await pdfPages(pdf);
    expect(text).toContain('How to Play');
    expect(text).toContain('Joining an auction');
    const hindi = await generalHowToPlayPdf('hi');
    expect(hindi.fileName).toBe('bidxi-how-to-play-hi.pdf');
    expect((await pdfPages(hindi.pdf))[0]).toContain('ऑक्शन में शा');
  });
});
