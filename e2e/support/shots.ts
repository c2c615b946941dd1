/** Saves a full-page screenshot as a test artifact under e2e/artifacts/<name>.png. */
import type { Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
