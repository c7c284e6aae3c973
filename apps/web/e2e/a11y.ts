import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: the level the product promises on every screen. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Findings that fail a journey; minor and moderate ones are reported by axe but do not block. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Waits until the page's finite CSS animations and transitions have ended: axe measures colours as
 * painted, and a dialog or tag caught mid-fade reads as low contrast. Spinners (infinite) are skipped.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
  });
}

/** Runs axe on what the page shows now; returns the serious and critical findings as readable lines. */
export async function findAccessibilityProblems(page: Page): Promise<string[]> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map(
          (node) =>
            `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
        )
        .join('\n');
      const more = violation.nodes.length > 5 ? `\n    … и ещё ${violation.nodes.length - 5}` : '';
      return `${violation.id} (${violation.impact}, ${violation.nodes.length}): ${violation.help}\n${targets}${more}`;
    });
}

/** Fails when axe finds a serious or critical WCAG 2.1 AA problem on the page as it is now. */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  const problems = await findAccessibilityProblems(page);
  expect(problems, `axe (WCAG 2.1 AA) on ${what}:\n${problems.join('\n')}`).toEqual([]);
}

interface AccessibilityOptions {
  /** Run axe on the page after the journey (on by default; a journey that ends off the app turns it off). */
  axeAfterJourney: boolean;
}

/**
 * Playwright's `test` with an automatic accessibility check: once a journey has passed, axe looks at the
 * screen it ended on and fails the test on serious or critical WCAG 2.1 AA findings. Specs import `test`
 * and `expect` from here, so every screen family is covered without a line in each test.
 */
export const test = base.extend<AccessibilityOptions & { axeAfterEach: void }>({
  axeAfterJourney: [true, { option: true }],
  axeAfterEach: [
    async ({ page, axeAfterJourney }, use, testInfo) => {
      await use();
      if (!axeAfterJourney || testInfo.status !== testInfo.expectedStatus || testInfo.status !== 'passed')
        return;
      if (page.isClosed() || !page.url().startsWith('http')) return;
      await base.step('axe: WCAG 2.1 AA on the final screen', async () => {
        const problems = await findAccessibilityProblems(page);
        if (problems.length) {
          await testInfo.attach('axe', { body: problems.join('\n\n'), contentType: 'text/plain' });
        }
        expect(problems, `axe (WCAG 2.1 AA) on ${page.url()}:\n${problems.join('\n')}`).toEqual([]);
      });
    },
    { auto: true },
  ],
});

export { expect };

/** The Playwright types the specs use, so that a spec imports from one place. */
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
