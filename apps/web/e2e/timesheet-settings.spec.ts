import { expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

async function fillRange(page: Page, start: string, end: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('Начало').fill(start);
  await dialog.getByPlaceholder('Начало').press('Enter');
  await dialog.getByPlaceholder('Окончание').fill(end);
  await dialog.getByPlaceholder('Окончание').press('Enter');
}

test('ts_admin opens a period and is told when another one overlaps it', async ({ page }) => {
  await signInAs(page, 'ts_admin', '/timesheet/settings');
  const table = page.locator('.ts-settings .ant-table');
  await expect(table).toContainText('Все роли');

  await page.getByRole('button', { name: 'Добавить период' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый период' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Укажите период')).toBeVisible();
  await fillRange(page, '01.01.2031', '31.01.2031');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  const created = page.locator('.ant-table-row', { hasText: '01.01.2031' });
  await expect(created).toContainText('31.01.2031');
  await expect(created).toContainText('Все роли');

  await page.getByRole('button', { name: 'Добавить период' }).click();
  await fillRange(page, '15.01.2031', '15.02.2031');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Период пересекается с другим открытым периодом этой роли',
  );
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(page.locator('.ant-table-row', { hasText: '15.01.2031' })).toHaveCount(0);

  await page.screenshot({ path: `${SHOTS}/settings-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/settings-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });

  await created.getByRole('button', { name: /^Удалить период/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.locator('.ant-table-row', { hasText: '01.01.2031' })).toHaveCount(0);
});

test('ts_admin moves the services cut-off and moves it back', async ({ page }) => {
  await signInAs(page, 'ts_admin', '/timesheet/settings');
  const card = page.locator('.ts-settings__cutoff');
  const input = card.getByRole('textbox');
  await expect(input).toHaveValue('01.03.2020');
  await input.fill('01.01.2019');
  await input.press('Enter');
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Дата отсечения сохранена')).toBeVisible();
  await page.reload();
  await expect(input).toHaveValue('01.01.2019');
  await input.fill('01.03.2020');
  await input.press('Enter');
  await card.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Дата отсечения сохранена').first()).toBeVisible();
  await page.reload();
  await expect(input).toHaveValue('01.03.2020');
});

test('an employee without the settings access is refused', async ({ page }) => {
  await signInAs(page, 'ts_filling', '/timesheet/settings');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
});
