import { expect, expectAccessible, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

/**
 * WCAG 2.1 AA (axe: wcag2a, wcag2aa, wcag21a, wcag21aa) on the main screens as the people who use them:
 * no serious or critical finding. The other journeys get the same check on the screen they end on
 * (a11y.ts); this spec opens each screen as it first appears, and walks the grids from the keyboard.
 */

test.use({ axeAfterJourney: false });
// Every test only reads: they need not wait for one another.
test.describe.configure({ mode: 'parallel' });

/**
 * [login, path]: every screen family the issue lists, for employee, manager, admin and hr. A screen a journey
 * already checks as it first appears is left to that journey: /job-safety as employee (job-safety.spec.ts,
 * «the job-safety start page»).
 */
const SCREENS: [string, string][] = [
  ['employee', '/dashboard'],
  ['employee', '/timesheet/fill'],
  ['employee', '/vacation'],
  ['employee', '/vacation/matching'],
  ['employee', '/events'],
  ['employee', '/forum'],
  ['employee', '/posts'],
  ['employee', '/gallery'],
  ['employee', '/search?q=Иванов'],
  ['employee', '/project'],
  ['employee', '/about'],
  ['manager', '/timesheet/approve'],
  ['manager', '/vacation/matching'],
  ['manager', '/timesheet/reports'],
  ['admin', '/admin/support'],
  ['admin', '/admin/settings'],
  ['admin', '/work-conditions'],
  ['admin', '/users-statuses'],
  ['hr', '/dashboard'],
  ['hr', '/forum'],
  ['hr', '/events'],
  ['ts_admin', '/timesheet/settings'],
  ['vacation_system_admin', '/vacation/reports'],
  ['vacation_system_admin', '/vacation/settings/remaining-days'],
];

/** The screen has drawn its data: no skeleton or spinner left, the requests have settled. */
async function waitForScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
}

test('the sign-in page', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expectAccessible(page, 'the sign-in page');
});

/** At most this many screens in one test: the employee's dozen would keep one worker while the other waits. */
const SCREENS_PER_TEST = 6;

/**
 * One page per person visits their screens one after another, each opened afresh by its address: one sign-in
 * and one page per person instead of per screen (bench/README.md, «`npm test` on a clean clone»).
 */
const byLogin = new Map<string, string[]>();
for (const [login, path] of SCREENS) byLogin.set(login, [...(byLogin.get(login) ?? []), path]);
const VISITS = [...byLogin].flatMap(([login, paths]) => {
  const chunks = Math.ceil(paths.length / SCREENS_PER_TEST);
  const size = Math.ceil(paths.length / chunks);
  return Array.from({ length: chunks }, (_, chunk) => ({
    login,
    paths: paths.slice(chunk * size, (chunk + 1) * size),
  }));
});

for (const { login, paths } of VISITS) {
  test(`${paths.join(', ')} as ${login}`, async ({ page }) => {
    // The suite's 90 s are for one journey; here each screen gets as much.
    test.setTimeout(paths.length * 90_000);
    await signInAs(page, login, paths[0]);
    for (const [index, path] of paths.entries()) {
      await test.step(`${path} as ${login}`, async () => {
        if (index > 0) await page.goto(path);
        await waitForScreen(page);
        await expectAccessible(page, `${path} as ${login}`);
      });
    }
  });
}

/** Presses Tab until the focused element matches `selector`; fails after `limit` presses. */
async function tabTo(page: Page, selector: string, limit = 20): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** The focused element shows a ring: an outline or a box shadow, on itself or on its styled wrapper. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      return (
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      );
    };
    // antd draws a checkbox's ring on the box beside the (invisible) input.
    const focused = document.activeElement;
    return [focused, focused?.parentElement, focused?.nextElementSibling].some((element) =>
      shows(element ?? null),
    );
  });
  expect(ring, 'the focused element shows a focus ring').toBe(true);
}

test('the vacation matching calendar works from the keyboard', async ({ page }) => {
  await signInAs(page, 'manager', '/vacation/matching');
  await waitForScreen(page);
  const cell = 'td.vac-match__cell[tabindex="0"]';
  await expect(page.locator(cell).first()).toBeVisible();
  // Start at the calendar's scroll area (itself a tab stop), then walk into its cells.
  await page.getByRole('region', { name: 'Календарь отпусков команды' }).focus();
  await tabTo(page, cell);
  await expectVisibleFocus(page);
  const focused = page.locator(`${cell}:focus`);
  const before = await focused.getAttribute('aria-selected');
  await page.keyboard.press('Space');
  await expect(focused).not.toHaveAttribute('aria-selected', before ?? '');
  await expectAccessible(page, 'the matching calendar with a selection');
});

test('the approve grid works from the keyboard', async ({ page }) => {
  await signInAs(page, 'manager', '/timesheet/approve');
  await waitForScreen(page);
  const rowCheckbox = 'input[type="checkbox"][aria-label^="Выбрать: "]';
  await expect(page.locator(rowCheckbox).first()).toBeVisible();
  // Start at the first card's «select all», then walk into its rows.
  await page.locator('.ant-table-thead input[type="checkbox"]').first().focus();
  await tabTo(page, rowCheckbox);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(page.locator(`${rowCheckbox}:focus`)).toBeChecked();
  await expect(page.getByText(/Выбрано: [1-9]/)).toBeVisible();
  await expectAccessible(page, 'the approve grid with a selected row');
});
