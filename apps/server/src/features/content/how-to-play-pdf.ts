/**
 * The How-to-Play PDF (pdfkit): the BidXI rules in plain words with one auction's fee, timers and
 * prize split, then a table of that auction's players with base price, bonus and points per slot.
 * Standard PDF fonts have no ₹ glyph, so amounts read 'Rs'.
 */
import PDFDocument from 'pdfkit';
import type { PlayerType } from '@bidxi/engine';
import type { RulesSection } from './game-rules';

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
}

const GOLD = '#b8860b';
const NAVY = '#0b1d3a';
const COLS = [
  { title: '#', width: 24 },
  { title: 'Player', width: 128 },
  { title: 'Type', width: 74 },
  { title: 'Group', width: 34 },
  { title: 'Base (Cr)', width: 44 },
  { title: 'Bonus', width: 36 },
  ...Array.from({ length: 11 }, (_, i) => ({ title: `Slot ${i + 1}`, width: 39 })),
];

function writeRules(doc: PDFKit.PDFDocument, input: HowToPlayPdfInput): void {
  doc.fillColor(NAVY).font('Helvetica-Bold').fontSize(28).text('BidXI');
  doc.fillColor(GOLD).fontSize(16).text(input.heading).moveDown(0.5);
  doc.fillColor('black').font('Helvetica').fontSize(10.5);
  for (const fact of input.facts) doc.text(fact);
  if (input.facts.length > 0) doc.moveDown(0.8);
  for (const section of input.rules) {
    doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY).text(section.heading).moveDown(0.3);
    doc.font('Helvetica').fontSize(10.5).fillColor('black');
    doc.list(section.items, { bulletRadius: 2, textIndent: 12, paragraphGap: 3 });
    doc.moveDown(0.8);
  }
}

function tableRow(doc: PDFKit.PDFDocument, cells: string[], y: number, bold: boolean): void {
  let x = doc.page.margins.left;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7.5);
  cells.forEach((cell, i) => {
    const col = COLS[i]!;
    doc.text(cell, x + 2, y + 3, { width: col.width - 4, lineBreak: false, ellipsis: true });
    x += col.width;
  });
}

function writePlayers(doc: PDFKit.PDFDocument, players: PdfPlayer[]): void {
  const rowHeight = 13;
  const totalWidth = COLS.reduce((sum, c) => sum + c.width, 0);
  const newPage = () => {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 36 });
    doc.font('Helvetica-Bold').fontSize(13).fillColor(NAVY);
    doc.text('Players, base prices and points per batting slot', 36, 36);
    doc.fillColor('black');
    const y = 60;
    doc.rect(36, y, totalWidth, rowHeight).fill('#e8ecf3').fillColor('black');
    tableRow(
      doc,
      COLS.map((c) => c.title),
      y,
      true,
    );
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
        p.type, // the app's one set of type words: Batter, Bowler, Wicket-Keeper, All-Rounder
        String(p.lotGroup),
        String(p.basePriceLakhs / 100),
        String(p.bonus),
        ...p.slotPoints.map(String),
      ],
      y,
      false,
    );
    y += rowHeight;
  });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text("A player's points = the points of the slot you give them + their bonus.", 36, y + 8, {
      lineBreak: false,
    });
}

/** Renders the PDF. `compress: false` leaves the text streams readable (tests). */
export function renderHowToPlayPdf(input: HowToPlayPdfInput, compress = true): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress,
    info: {
      Title: `BidXI - ${input.heading}`,
      Author: 'BidXI',
      Subject: 'Rules and player points',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  writeRules(doc, input);
  if (input.players.length > 0) writePlayers(doc, input.players);
  doc.end();
  return done;
}
