// Reading card images in tests: the texts of a card SVG, the size of a PNG.
import type { CardSize } from '../platform/card-image';

/** The `<desc>` and `<title>` of a card SVG, unescaped (what a test reads before rasterising). */
export function cardSvgText(svg: string): { title: string; desc: string } {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? ''),
    desc: unescape(/<desc>([^<]*)<\/desc>/.exec(svg)?.[1] ?? ''),
  };
}

/** A PNG's width and height from its IHDR chunk; null if `png` is not a PNG. */
export function pngSize(png: Uint8Array): CardSize | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) return null;
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { widthPx: view.getUint32(16), heightPx: view.getUint32(20) };
}
