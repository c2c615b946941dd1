/**
 * Shareable card images (the result card, a league's invite card): satori lays out a tree of
 * styled boxes (flexbox) and draws its text as paths in an SVG, with Noto Sans Devanagari (OFL,
 * the `@expo-google-fonts/noto-sans-devanagari` static TTFs, which also cover Latin and ₹); resvg
 * rasterises that SVG to a PNG off the event loop. The SVG also carries the card's texts as its
 * `<title>` and `<desc>`, so the text is readable (and testable) before rasterising.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync } from '@resvg/resvg-js';
import escapeHtml from 'escape-html';
import satori from 'satori';

/** A satori node: a plain React-element-shaped object. */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardChild | CardChild[] };
}
type CardChild = CardNode | string | null;

/** A card's pixel size. */
export interface CardSize {
  widthPx: number;
  heightPx: number;
}

/** What a card says, for `<title>` and `<desc>`: every text drawn on it. */
export interface CardText {
  title: string;
  lines: readonly string[];
}

/** A box of `style` holding `children` (satori needs `display: flex` on boxes with several children). */
export function box(
  style: Record<string, string | number>,
  ...children: (CardChild | CardChild[])[]
): CardNode {
  const flat = children.flat();
  return {
    type: 'div',
    props: { style: { display: 'flex', ...style }, children: flat.length === 1 ? flat[0] : flat },
  };
}

/** The cards' palette: BidXI's night blue, its gold, and the muted text colour. */
export const CARD_COLOURS = { night: '#0b1f3a', gold: '#f5b82e', muted: '#a9b8d4' } as const;

/**
 * A card's whole frame: the night-blue gradient filling the card, `paddingPx` inside, the brand and
 * tagline on one line at the top (`brandPx` and `taglinePx` font sizes), then `children` in a column.
 */
export function cardFrame(
  sizes: { paddingPx: number; brandPx: number; taglinePx: number },
  frame: { brand: string; tagline: string },
  style: Record<string, string | number>,
  ...children: (CardChild | CardChild[])[]
): CardNode {
  const { night, gold, muted } = CARD_COLOURS;
  return box(
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      flexDirection: 'column',
      padding: sizes.paddingPx,
      backgroundColor: night,
      backgroundImage: `linear-gradient(155deg, #17396b 0%, ${night} 58%)`,
      color: 'white',
      fontFamily: 'Noto Sans',
      ...style,
    },
    box(
      { flexDirection: 'row', alignItems: 'baseline', justifyContent: 'space-between' },
      box({ fontSize: sizes.brandPx, fontWeight: 700, color: gold }, frame.brand),
      box({ fontSize: sizes.taglinePx, color: muted }, frame.tagline),
    ),
    ...children,
  );
}

const require = createRequire(import.meta.url);
const NOTO = '@expo-google-fonts/noto-sans-devanagari';

let fonts: Parameters<typeof satori>[1]['fonts'] | undefined;

/** The card fonts, read once: regular 400 and bold 700 (Devanagari, Latin, ₹). */
function cardFonts() {
  fonts ??= [
    { weight: 400, file: '400Regular/NotoSansDevanagari_400Regular.ttf' },
    { weight: 700, file: '700Bold/NotoSansDevanagari_700Bold.ttf' },
  ].map(({ weight, file }) => ({
    name: 'Noto Sans',
    data: readFileSync(require.resolve(`${NOTO}/${file}`)),
    weight: weight as 400 | 700,
    style: 'normal' as const,
  }));
  return fonts;
}

/** The SVG of `node` at `size`, its texts in `<title>`/`<desc>` (escaped). */
export async function renderCardSvg(
  node: CardNode,
  size: CardSize,
  text: CardText,
): Promise<string> {
  const svg = await satori(node as Parameters<typeof satori>[0], {
    width: size.widthPx,
    height: size.heightPx,
    fonts: cardFonts(),
  });
  const described = `<title>${escapeHtml(text.title)}</title><desc>${escapeHtml(text.lines.join('\n'))}</desc>`;
  return svg.replace(
    /^<svg[^>]*>/,
    (open) => `${open.replace('<svg', '<svg role="img"')}${described}`,
  );
}

/** The PNG of a card's SVG (text is already paths: no fonts needed), rendered on a worker thread. */
export async function cardPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  return image.asPng();
}
