/**
 * The admin desk in a browser: a desktop context signed in as the admin, and a check that shoots a
 * screen at 1280×800 and 390×844 and asserts the phone layout has no sideways page scroll.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Browser, type Page } from '@playwright/test';
import type { Player } from './auction';
import { shot } from './shots';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A desktop browser context whose admin session is already stored (as the admin login leaves it). */
export async function adminPage(browser: Browser, adminToken: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: DESKTOP,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
  });
  await context.addInitScript((token) => {
    localStorage.setItem(
      'bidxi-admin',
      JSON.stringify({ state: { adminToken: token, isAdminAuthenticated: true }, version: 1 }),
    );
  }, adminToken);
  return context.newPage();
}

/** Asserts the page does not scroll sideways (what a phone user would have to do to read it). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(
    widths.scroll,
    `page is ${widths.scroll} px wide at ${widths.viewport} px`,
  ).toBeLessThanOrEqual(widths.viewport);
}

/**
 * Shoots the screen as it stands at 1280×800 (`admin-<name>-1280.png`) and at 390×844
 * (`admin-<name>-390.png`), asserting no sideways scroll on the phone; `ready` waits for what must be
 * on screen at each size. Leaves the page at the desktop size.
 */
export async function shootBothSizes(
  page: Page,
  name: string,
  ready: () => Promise<void> = async () => undefined,
): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await ready();
  await shot(page, `admin-${name}-1280`);
  await page.setViewportSize(PHONE);
  await ready();
  await expectNoSideScroll(page);
  await shot(page, `admin-${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/** Files a recharge request as `player` (201); returns the request's id. */
export async function requestRecharge(base: string, player: Player, amount: number, utr: string) {
  const res = await fetch(`${base}/api/wallet/recharge-request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${player.token}` },
    body: JSON.stringify({ amount, UTRNumber: utr }),
  });
  if (res.status !== 201) throw new Error(`recharge ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { transaction: { id: string } }).transaction.id;
}

const KYC_IMAGE = fileURLToPath(new URL('../fixtures/team-icon.png', import.meta.url));

/** Puts a UPI id and Aadhaar and PAN images on file for `player` (what a withdrawal needs). */
export async function completeKyc(base: string, player: Player, upiId: string) {
  const form = new FormData();
  form.set('upiId', upiId);
  const png = new Blob([readFileSync(KYC_IMAGE)], { type: 'image/png' });
  form.set('aadharCard', png, 'aadhaar.png');
  form.set('panCard', png, 'pan.png');
  const res = await fetch(`${base}/api/wallet/payment-details`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${player.token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`payment details ${res.status}: ${await res.text()}`);
}
