/**
 * The How-to-Play PDF (pdfkit): the BidXI rules in plain words with one auction's fee, timers and
 * prize split, then a table of that auction's players with base price, bonus and points per slot.
 * English uses the standard Helvetica (no ₹ glyph, so amounts read 'Rs'); Hindi embeds Noto Sans
 * Devanagari (pdf-fonts.ts), which fontkit shapes (conjuncts, matras) and which has Latin and ₹ too.
 * Fixed texts come from the `pdf` catalogue of the language (src/i18n).
 */
import PDFDocument from 'pdfkit';
import type { PlayerType } from '@bidxi/engine';
import type { Language } from '@bidxi/protocol';
import { translator } from '../../i18n/i18n';
import type { RulesSection } from './game-rules';
import { pdfFonts, registerPdfFonts, type PdfFonts } from './pdf-fonts';

export interface PdfPlayer {
  name: string;
  type: PlayerType;
  lotGroup: number;
  basePriceLakhs: number;
  bonus: number;
  slotPoints: readonly number[];
}

export interface HowToPlayPdfInput {
  /** Lines under the title (auction name, start time, fee…); empty for the general rules. */
  facts: string[];
  heading: string;
  rules: RulesSection[];
  players: PdfPlayer[];
  /** The language of the fixed texts and the fonts; English when left out. */
  language?: Language;
}

type T = ReturnType<typeof translator>;

const GOLD = '#b8860b';
const NAVY = '#0b1d3a';
const WIDTHS = [24, 128, 74, 34, 44, 36, ...Array<number>(11).fill(39)];

/** The table's column titles in the catalogue's language. */
function columnTitles(t: T): string[] {
  const fixed = ['number', 'player', 'type', 'group', 'base', 'bonus'].map((key) =>
    t(`columns.${key}`),
  );
  return [...fixed, ...Array.from({ length: 11 }, (_, i) => t('columns.slot', { n: i + 1 }))];
}

function writeRules(doc: PDFKit.PDFDocument, input: HowToPlayPdfInput, f: PdfFonts): void {
  doc.fillColor(NAVY).font(f.bold).fontSize(28).text('BidXI');
  doc.fillColor(GOLD).fontSize(16).text(input.heading).moveDown(0.5);
  doc.fillColor('black').font(f.regular).fontSize(10.5);
  for (const fact of input.facts) doc.text(fact);
  if (input.facts.length > 0) doc.moveDown(0.8);
  for (const section of input.rules) {
    doc.font(f.bold).fontSize(13).fillColor(NAVY).text(section.heading).moveDown(0.3);
    doc.font(f.regular).fontSize(10.5).fillColor('black');
    doc.list(section.items, { bulletRadius: 2, textIndent: 12, paragraphGap: 3 });
    doc.moveDown(0.8);
  }
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], y: number, font: string): void {
  let x = doc.page.margins.left;
  doc.font(font).fontSize(7.5);
  cells.forEach((cell, i) => {
    const width = WIDTHS[i]!;
    doc.text(cell, x + 2, y + 3, { width: width - 4, lineBreak: false, ellipsis: true });
    x += width;
  });
}

function writePlayers(doc: PDFKit.PDFDocument, players: PdfPlayer[], f: PdfFonts, t: T): void {
  const rowHeight = f.rowHeight;
  const totalWidth = WIDTHS.reduce((sum, w) => sum + w, 0);
  const newPage = () => {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
    doc.font(f.bold).fontSize(13).fillColor(NAVY);
    doc.text(t('playersHeading'), 36, 36);
    doc.fillColor('black');
    const y = 60;
    doc.rect(36, y, totalWidth, rowHeight).fill('#e8ecf3').fillColor('black');
    tableRow(doc, columnTitles(t), y, f.bold);
    return y + rowHeight;
  };
  let y = newPage();
  players.forEach((p, i) => {
    if (y + rowHeight > doc.page.height - doc.page.margins.bottom) y = newPage();
    if (i % 2 === 1) doc.rect(36, y, totalWidth, rowHeight).fill('#f6f7fa').fillColor('black');
    tableRow(
      doc,
      [
        String(i + 1),
        p.name,
        t(`types.${p.type}`), // the app's one set of type words: Batter, Bowler, Wicket-Keeper, All-Rounder
        String(p.lotGroup),
        String(p.basePriceLakhs / 100),
        String(p.bonus),
        ...p.slotPoints.map(String),
      ],
      y,
      f.regular,
    );
    y += rowHeight;
  });
  doc
    .font(f.regular)
    .fontSize(8)
    .text(t('footer'), 36, y + 8, { lineBreak: false });
}

/** Renders the PDF. `compress: false` leaves the text streams readable (tests). */
export function renderHowToPlayPdf(input: HowToPlayPdfInput, compress = true): Promise<Buffer> {
  const language = input.language ?? 'en';
  const t = translator(language, 'pdf');
  const fonts = pdfFonts(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress,
    lang: language,
    info: {
      Title: t('docTitle', { heading: input.heading }),
      Author: 'BidXI',
      Subject: t('docSubject'),
    },
  });
  registerPdfFonts(doc, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeRules(doc, input, fonts);
  if (input.players.length > 0) writePlayers(doc, input.players, fonts, t);
  doc.end();
  return done;
}
