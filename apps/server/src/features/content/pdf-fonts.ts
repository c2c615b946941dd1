/**
 * The fonts of the How-to-Play PDF per language. English keeps pdfkit's built-in Helvetica; Hindi
 * embeds Noto Sans Devanagari (OFL, from the `@expo-google-fonts/noto-sans-devanagari` package's
 * static TTFs): pdfkit lays its text out with fontkit, whose Indic shaper forms conjuncts and places
 * matras, and the font also covers Latin (player names, BidXI) and ₹.
 */
import { createRequire } from 'node:module';
import type { Language } from '@bidxi/protocol';

/** Font names (built-in) or files (embedded) for the regular and bold texts, and the table's row height. */
export interface PdfFonts {
  regular: string;
  bold: string;
  /** Files to register under `regular` and `bold`; none for built-in fonts. */
  files?: { regular: string; bold: string };
  rowHeight: number;
}

const require = createRequire(import.meta.url);
const NOTO = '@expo-google-fonts/noto-sans-devanagari';

const HELVETICA: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold', rowHeight: 13 };

let devanagari: PdfFonts | undefined;

/** The fonts for `language` (the Devanagari files are resolved once, on first use). */
export function pdfFonts(language: Language): PdfFonts {
  if (language === 'en') return HELVETICA;
  devanagari ??= {
    regular: 'Body',
    bold: 'Body-Bold',
    files: {
      regular: require.resolve(`${NOTO}/400Regular/NotoSansDevanagari_400Regular.ttf`),
      bold: require.resolve(`${NOTO}/700Bold/NotoSansDevanagari_700Bold.ttf`),
    },
    // Devanagari's matras reach above and below Latin's line: a taller row.
    rowHeight: 15,
  };
  return devanagari;
}

/** Registers the embedded fonts of `fonts` with `doc` (pdfkit embeds only the glyphs used). */
export function registerPdfFonts(doc: PDFKit.PDFDocument, fonts: PdfFonts): void {
  if (!fonts.files) return;
  doc.registerFont(fonts.regular, fonts.files.regular);
  doc.registerFont(fonts.bold, fonts.files.bold);
}
