import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/**
 * Signs in through the API inside the page's browser context: the refresh cookie lands in the
 * context, and the app restores the session from it on the next load.
 */
export async function signInAs(page: Page, login: string, path = '/dashboard'): Promise<void> {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
    // A context kept from an earlier test (a11y.ts) may hold a connection the server has closed since: its
    // reset is retried (Playwright retries only ECONNRESET).
    maxRetries: 1,
  });
  expect(response.status(), `sign-in as ${login}`).toBe(200);
  await page.goto(path);
}

/** Fills the sign-in form and submits it. */
export async function signInWithForm(page: Page, login: string, password: string): Promise<void> {
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

export async function expectDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/(утро|день|вечер|ночи), /);
}

/** Opens a header submenu (desktop) by its title. */
export async function openSubmenu(page: Page, title: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Главное меню' }).getByText(title, { exact: true }).hover();
}

/** Two animation frames: what the page rendered before this call is laid out and painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/** antd's lg breakpoint: below it the header shows the burger instead of the menu. */
const DESKTOP_MIN_WIDTH = 992;

/**
 * Resizes the viewport and waits until the app has re-rendered for it: the header switches between the
 * menu and the burger at the lg breakpoint (antd Grid), then the layout is painted.
 */
export async function resizeTo(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  const burger = page.getByRole('button', { name: 'Открыть меню' });
  if (width < DESKTOP_MIN_WIDTH) await expect(burger).toBeVisible();
  else await expect(burger).toHaveCount(0);
  await nextFrames(page);
}

/** Waits until an antd modal or drawer has finished its opening animation (for a screenshot). */
export async function expectSettled(dialog: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter)(-active|-prepare)?\b/);
  await nextFrames(dialog.page());
}
