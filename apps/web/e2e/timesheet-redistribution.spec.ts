import { expect, test } from './a11y.ts';
import { signInAs } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

test('ts_admin runs the redistribution of «не занят» for a period and sees the outcome', async ({ page }) => {
  await signInAs(page, 'ts_admin', '/timesheet/settings');
  await page.getByRole('link', { name: 'Перераспределение «не занят»' }).click();
  await expect(page).toHaveURL(/\/timesheet\/settings\/redistribution$/);
  await expect(page.getByRole('heading', { name: 'Перераспределение «не занят»' })).toBeVisible();

  // The period defaults to the current month up to today.
  await page.getByRole('button', { name: 'Запустить' }).click();
  // The run goes through its states live and ends with the count of mended days.
  await expect(page.getByText(/Исправлено дней:/)).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('.ts-redistribution__card')).toContainText('Готово');
  await page.screenshot({ path: `${SHOTS}/redistribution-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/redistribution-360.png`, fullPage: true });
});

test('an employee without the settings tab does not get the redistribution page', async ({ page }) => {
  await signInAs(page, 'ts_filling', '/timesheet/settings/redistribution');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Запустить' })).toHaveCount(0);
});
