/** Waits for a page's motion to finish instead of sleeping a guessed number of milliseconds. */
import type { Page } from '@playwright/test';

/**
 * Resolves once every finite CSS/Web animation and transition running on the page has finished
 * (entrance animations, the SOLD stamp, a sheet sliding in), after two animation frames so that an
 * animation started by the last state change is already registered. Infinite animations (spinners, a
 * pulsing live dot) are ignored: they never finish. Used before screenshots and contrast checks, which
 * must see the final colours and positions.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((painted) => requestAnimationFrame(() => painted(undefined)));
    await frame();
    await frame();
    for (let round = 0; round < 5; round += 1) {
      const running = document
        .getAnimations()
        .filter(
          (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
        );
      if (running.length === 0) return;
      await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
      await frame();
    }
  });
}
