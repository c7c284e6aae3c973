import { expect, test } from './a11y.ts';
import { signInAs } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

test('ts_admin runs autofill and the two letters for last month and sees each outcome', async ({ page }) => {
  await signInAs(page, 'ts_admin', '/timesheet/settings');
  await page.getByRole('link', { name: 'Автозаполнение' }).click();
  await expect(page).toHaveURL(/\/timesheet\/settings\/autofill$/);
  await expect(page.getByRole('heading', { name: 'Автозаполнение', exact: true })).toBeVisible();

  // The period defaults to last month; each card starts its own job and follows it live.
  const autofill = page.locator('.ts-autofill__card').filter({ hasText: 'Автозаполнение «не занят»' });
  await autofill.getByRole('button', { name: 'Запустить' }).click();
  await expect(autofill.getByText(/Дополнено дней:/)).toBeVisible({ timeout: 120_000 });
  await expect(autofill).toContainText('Готово');

  const assistants = page.locator('.ts-autofill__card').filter({ hasText: 'Письма ассистентам' });
  await assistants.getByRole('button', { name: 'Разослать' }).click();
  await expect(assistants.getByText(/Писем:/)).toBeVisible({ timeout: 120_000 });
  const employees = page.locator('.ts-autofill__card').filter({ hasText: 'Письма сотрудникам' });
  await employees.getByRole('button', { name: 'Разослать' }).click();
  await expect(employees.getByText(/Писем:/)).toBeVisible({ timeout: 120_000 });

  await page.screenshot({ path: `${SHOTS}/autofill-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/autofill-360.png`, fullPage: true });
});

test('an employee without the settings tab does not get the autofill page', async ({ page }) => {
  await signInAs(page, 'ts_filling', '/timesheet/settings/autofill');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Разослать' })).toHaveCount(0);
});
