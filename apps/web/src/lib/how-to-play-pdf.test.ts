import { describe, expect, it } from 'vitest';
import { howToPlayPdfPath } from './how-to-play-pdf';

describe('howToPlayPdfPath', () => {
  it("asks for the PDF in the reader's language", () => {
    expect(howToPlayPdfPath(null, 'en')).toBe('/how-to-play.pdf?lang=en');
    expect(howToPlayPdfPath('a b', 'hi')).toBe('/auctions/a%20b/how-to-play.pdf?lang=hi');
  });
});
