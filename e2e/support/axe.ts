/**
 * Accessibility checks shared by the a11y and play-money specs: phones in English and in
 * Hindi (the device's stored language, as the language switch leaves it), axe (WCAG 2.2 AA) on a
 * screen in every language at once, and the touch-target and keyboard-focus checks.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { signInContext, type Player } from './auction';
import { settleAnimations } from './settle';

/** The axe rule sets of WCAG 2.2 AA. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A 390×844 touch phone. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The app's languages and the `lang` each puts on `<html>`. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

/** One page per language, all on the same screen at the same time. */
export type Pages = Record<Language, Page>;

/**
 * A phone context whose device chose `language` before (localStorage `bidxi-language`, set before
 * the app loads, as hindi.spec.ts does).
 */
export async function phoneIn(
  browser: Browser,
  language: Language,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE, ...options });
  await context.addInitScript((l) => localStorage.setItem('bidxi-language', l), language);
  return context;
}

/** A page in every language, each from `open(language)`'s context. */
export async function pagesIn(open: (language: Language) => Promise<BrowserContext>) {
  const pages = {} as Pages;
  for (const language of LANGUAGES) pages[language] = await (await open(language)).newPage();
  return pages;
}

/**
 * A page per language, signed in as that language's player: one each, since an account keeps the
 * language its first device chose and the room admits one device per player.
 */
export const signedInPages = (browser: Browser, players: Record<Language, Player>) =>
  pagesIn(async (l) => {
    const context = await phoneIn(browser, l);
    await signInContext(context, players[l]);
    return context;
  });

/** Closes the contexts of `pages`. */
export async function closeAll(pages: Pages): Promise<void> {
  for (const language of LANGUAGES) await pages[language].context().close();
}

/** Opens `url` and waits until the network is quiet and `ready` (if given) holds. */
export async function visit(page: Page, url: string, ready?: (page: Page) => Promise<unknown>) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  if (ready) await ready(page);
  // Contrast is measured on the final colours, after the entrance animations.
  await settleAnimations(page);
}

/**
 * axe's analysis with animations settled: under `prefers-reduced-motion` the toasts (sonner) and the
 * app's transitions jump to their final state, so contrast is never measured on a toast that is
 * sliding in or fading out (CI failed on `color-contrast div[data-title=""]` of a moving toast). The
 * page's own motion preference is restored afterwards.
 */
export async function analyzeSettled(
  page: Page,
  tags: readonly string[],
): Promise<Awaited<ReturnType<AxeBuilder['analyze']>>> {
  const reduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await settleAnimations(page);
    return await new AxeBuilder({ page }).withTags([...tags]).analyze();
  } finally {
    await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  }
}

/**
 * What is wrong with the page as it stands, one line each: axe's findings (rule and node), an
 * `<html lang>` other than the language's, and a page wider than the phone (text that overflows).
 */
export async function audit(page: Page, screen: string, language: Language): Promise<string[]> {
  const name = `${screen} [${language}]`;
  const results = await analyzeSettled(page, TAGS);
  const found = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${name}: ${v.id} (${v.impact}) ${n.target.join(' ')}`),
  );
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== HTML_LANG[language]) found.push(`${name}: <html lang="${lang}">`);
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  if (scroll > width) found.push(`${name}: the page is ${scroll} px wide at ${width} px`);
  return found;
}

/** Audits the pages as they stand, every language at once. */
export async function auditAll(pages: Pages, screen: string): Promise<string[]> {
  const found = await Promise.all(LANGUAGES.map((l) => audit(pages[l], screen, l)));
  return found.flat();
}

/**
 * Opens `path` on `base` in every language at once and audits it there; `ready` waits for what must
 * be on the screen first.
 */
export async function screen(
  pages: Pages,
  base: string,
  path: string,
  ready?: (page: Page) => Promise<unknown>,
): Promise<string[]> {
  await Promise.all(LANGUAGES.map((l) => visit(pages[l], `${base}${path}`, ready)));
  return auditAll(pages, path);
}

/** Controls smaller than 44×44 CSS px on the page (inline links inside running text excepted). */
export async function smallTargets(page: Page, screen: string): Promise<string[]> {
  const small = await page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], summary';
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      if (el.tagName === 'A' && style.display === 'inline' && el.closest('p, li')) continue;
      if (el.closest('[aria-hidden=true], .sr-only')) continue;
      // The hit area is the element or an enclosing label (a checkbox inside its label).
      const label = el.closest('label')?.getBoundingClientRect();
      const w = Math.max(r.width, label?.width ?? 0);
      const h = Math.max(r.height, label?.height ?? 0);
      if (w + 0.5 < 44 || h + 0.5 < 44) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName)
          .trim()
          .slice(0, 40);
        out.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(w)}×${Math.round(h)}`);
      }
    }
    return out;
  });
  return small.map((s) => `${screen}: ${s}`);
}

/** Tabs through the page; returns the controls that showed no outline or ring when focused. */
export async function unfocusable(page: Page, screen: string, presses = 25): Promise<string[]> {
  const bad: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    const r = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const s = getComputedStyle(el);
      const visible =
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
      return visible
        ? ''
        : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    });
    if (r) bad.push(`${screen}: ${r}`);
  }
  return [...new Set(bad)];
}
