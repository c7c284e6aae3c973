import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/**
 * Signs in through the API inside the page's browser context: the refresh cookie lands in the
 * context, and the app restores the session from it on the next load.
 */
export async function signInAs(page: Page, login: string, path = '/dashboard'): Promise<void> {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
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
