/**
 * The Devanagari webfont (styles.css, 'BidXI Devanagari') fetched before Hindi text is first drawn,
 * not on the first glyph: Chromium, when the app's service worker takes over the page in the same
 * moment, can keep drawing empty boxes for text laid out while the face was still loading (seen at
 * 390×844 in e2e/tests/hindi.spec.ts). A device with a Devanagari face of its own still draws with it.
 */
import type { Language } from './languages';

const FAMILY = 'BidXI Devanagari';
/** The longest the first Hindi render waits for the font (a slow network gets the fallback). */
const WAIT_MS = 2_500;

/** Settles once the language's script font has loaded (at once for English), or after 2.5 s. */
export function scriptFontReady(language: Language): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (language !== 'hi' || typeof fonts?.load !== 'function') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, WAIT_MS);
    fonts.load(`1em "${FAMILY}"`, 'हिन्दी').then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => resolve(),
    );
  });
}
