import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectDashboard, signInAs, signInWithForm } from './helpers.ts';

test('signs in with the form and signs out', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Вход в интранет' })).toBeVisible();
  await signInWithForm(page, 'employee', DEMO_PASSWORD);
  await expectDashboard(page);

  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();

  // The session is really gone: a reload stays signed out.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a wrong password shows a clear message and keeps the user on the form', async ({ page }) => {
  await page.goto('/auth');
  await signInWithForm(page, 'employee', 'wrong-password');
  await expect(page.getByRole('alert')).toContainText('Неверный логин или пароль');
  await expect(page).toHaveURL(/\/auth$/);
  // No global error dialog on top of the form's own message.
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('empty fields are checked before sending', async ({ page }) => {
  let issued = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/token/issue')) issued += 1;
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByText('Введите логин')).toBeVisible();
  await expect(page.getByText('Введите пароль')).toBeVisible();
  expect(issued).toBe(0);
});

test('a signed-out visit goes to the sign-in page and returns after sign-in', async ({ page }) => {
  await page.goto('/vacation/docs');
  await expect(page).toHaveURL(/\/auth$/);
  await signInWithForm(page, 'employee', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/vacation\/docs$/);
  await expect(page.getByRole('tab', { name: 'Документы и шаблоны', selected: true })).toBeVisible();
});

test('/auth redirects a signed-in user to the dashboard', async ({ page }) => {
  await signInAs(page, 'employee');
  await expectDashboard(page);
  await page.goto('/auth');
  await expectDashboard(page);
});

test('an unknown path shows the dashboard', async ({ page }) => {
  await signInAs(page, 'employee', '/no/such/page');
  await expectDashboard(page);
});

test('a page not built yet says so under its own title', async ({ page }) => {
  await signInAs(page, 'employee', '/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Галерея' })).toBeVisible();
  await expect(page.getByText('Раздел в разработке')).toBeVisible();
  await expect(page).toHaveTitle('Галерея — Интранет');
});
