import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Runs axe on the page as it is and expects no serious or critical violation. Motion is reduced
 * first: a slide caught halfway through its fade-in is not a contrast failure of the page.
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await motionSettled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, label).toEqual([]);
}

/**
 * Waits until no element is fading or sliding: a toast that began before motion was reduced
 * still finishes its fade-in, and under load that can take a while. Endless animations (a
 * loader's spin) do not change colours and are left running.
 */
async function motionSettled(page: Page) {
  // Two frames first: the kit starts a transition a frame after it draws the element.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}
