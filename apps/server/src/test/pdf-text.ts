/**
 * A PDF's text as a reader extracts it (pdfjs-dist), one string per page. Devanagari comes out in
 * the order of the shaped glyphs (a pre-base matra such as ि before its consonant), as any PDF text
 * extraction without ActualText gives it.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let i = 1; i <= doc.numPages; i++) {
      const content = await (await doc.getPage(i)).getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}

/** The names of the fonts a PDF embeds (their `/BaseFont`, subset prefix dropped). */
export function pdfFontNames(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [
    ...new Set([...raw.matchAll(/\/BaseFont\s*\/(?:[A-Z]{6}\+)?([\w-]+)/g)].map((m) => m[1]!)),
  ];
}
