import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  test as base,
  expect,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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

/** axe-core itself, injected into the page once per document. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; summary: string }[];
}

/**
 * Runs axe-core in the page and brings back only the blocking findings. Calling `axe.run` directly instead of
 * @axe-core/playwright's AxeBuilder: the builder runs the rules in a second page and ships every passed node of
 * every rule back to the test (on the approve grid, 5,500 nodes: 20 s a check against 3 s here; bench/README.md,
 * «`npm test` on a clean clone»). The app has no frames, so the builder's frame walking is not needed.
 */
export async function findAccessibilityProblems(page: Page): Promise<string[]> {
  await settleAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  const findings = await page.evaluate(
    async ({ options, blocking }) => {
      const axe = (
        window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }
      ).axe;
      const results = await axe.run(document, options);
      return results.violations
        .filter((violation) => blocking.includes(violation.impact ?? ''))
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact ?? null,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({
            target: node.target.join(' '),
            summary: node.failureSummary ?? '',
          })),
        }));
    },
    { options, blocking: [...BLOCKING_IMPACTS] },
  );
  return findings.map(describeFinding);
}

function describeFinding(finding: Finding): string {
  const targets = finding.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target} — ${node.summary.split('\n').slice(1).join(' ').trim()}`)
    .join('\n');
  const more = finding.nodes.length > 5 ? `\n    … и ещё ${finding.nodes.length - 5}` : '';
  return `${finding.id} (${finding.impact}, ${finding.nodes.length}): ${finding.help}\n${targets}${more}`;
}

/** Fails when axe finds a serious or critical WCAG 2.1 AA problem on the page as it is now. */
export async function expectAccessible(page: Page, what = page.url()): Promise<void> {
  const problems = await findAccessibilityProblems(page);
  expect(problems, `axe (WCAG 2.1 AA) on ${what}:\n${problems.join('\n')}`).toEqual([]);
}

interface AccessibilityOptions {
  /** Run axe on the page after the journey (on by default; a journey that ends off the app turns it off). */
  axeAfterJourney: boolean;
  /**
   * A browser context of the test's own instead of the worker's shared one: for journeys that change what a
   * new page cannot reset, such as the page clock (Playwright installs it on the whole context).
   */
  ownContext: boolean;
}

interface WorkerFixtures {
  /** The worker's browser contexts, one per set of context options, kept from one test to the next. */
  sharedContexts: Map<string, BrowserContext>;
  /** The worker's contexts for other people's pages (`anotherPage`), per set of context options. */
  spareContexts: Map<string, BrowserContext[]>;
}

interface TestFixtures {
  axeAfterEach: void;
  /**
   * A new page for another person in the same journey (not signed in yet): in a browser context of its own, so
   * its session cookie is apart from the test's page. The context comes from the worker's spares, with the
   * app's compiled assets in its cache, where a new context per person fetched and compiled them again
   * (bench/README.md, «`npm test` on a clean clone»). Closing the page gives the context back; the test's end
   * closes what is left open.
   */
  anotherPage: () => Promise<Page>;
}

/** The context options this suite sets (playwright.config.ts and the specs' `test.use`), as a pool's key. */
function contextKey(options: BrowserContextOptions): string {
  return JSON.stringify(options);
}

/**
 * Playwright's `test` with an automatic accessibility check: once a journey has passed, axe looks at the
 * screen it ended on and fails the test on serious or critical WCAG 2.1 AA findings. Specs import `test`
 * and `expect` from here, so every screen family is covered without a line in each test.
 */
export const test = base.extend<AccessibilityOptions & TestFixtures, WorkerFixtures>({
  axeAfterJourney: [true, { option: true }],
  ownContext: [false, { option: true }],
  sharedContexts: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(contexts);
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  /**
   * One browser context per worker, reused by the journeys that run on it: a new page per test, its cookies
   * cleared first (the app keeps nothing else in the browser: no local storage, IndexedDB or service worker),
   * and its pages closed after (with their routes, sockets and session storage). The app's assets are immutable
   * and stay in the context's cache with their compiled code, where a new context per test fetched and
   * compiled them again (bench/README.md, «`npm test` on a clean clone»). Playwright's own `reuseContext`
   * clears that cache between tests.
   */
  context: async (
    { browser, sharedContexts, ownContext, baseURL, locale, timezoneId, viewport, contextOptions },
    use,
  ) => {
    const options: BrowserContextOptions = { ...contextOptions, baseURL, locale, timezoneId, viewport };
    if (ownContext) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = contextKey(options);
    let context = sharedContexts.get(key);
    if (!context) {
      context = await browser.newContext(options);
      sharedContexts.set(key, context);
    }
    await context.clearCookies();
    await use(context);
    await Promise.all(context.pages().map((page) => page.close()));
  },
  spareContexts: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pools = new Map<string, BrowserContext[]>();
      await use(pools);
      await Promise.all([...pools.values()].flat().map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  anotherPage: async (
    { browser, spareContexts, baseURL, locale, timezoneId, viewport, contextOptions },
    use,
  ) => {
    const options: BrowserContextOptions = { ...contextOptions, baseURL, locale, timezoneId, viewport };
    const key = contextKey(options);
    const pool = spareContexts.get(key) ?? [];
    spareContexts.set(key, pool);
    // Contexts with a page open in this test.
    const busy = new Set<BrowserContext>();
    const pages: Page[] = [];
    await use(async () => {
      // A context is free again once its page is closed; its cookies go with the person who used it.
      let context = pool.find((spare) => !busy.has(spare));
      if (!context) {
        context = await browser.newContext(options);
        pool.push(context);
      }
      busy.add(context);
      await context.clearCookies();
      const page = await context.newPage();
      page.once('close', () => busy.delete(context));
      pages.push(page);
      return page;
    });
    await Promise.all(pages.map((page) => page.close()));
  },
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
