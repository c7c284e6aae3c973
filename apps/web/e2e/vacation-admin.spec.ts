import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, expectSettled, signInAs } from './helpers.ts';

/**
 * The vacation tabs run by administrators: a document published by `vacation_system_admin` and downloaded by
 * `employee`; a blocked period added and removed on «Настройки»; a balance corrected on «Остатки отпусков».
 * What the tests create is removed again, so the demo stays as seeded.
 */

const SHOTS = '.tmp/vacation-screens';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
}

async function fullNameOf(page: Page, login: string): Promise<string> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const body = (await me.json()) as { data?: { full_name: string }; full_name?: string };
  return (body.data ?? body).full_name!;
}

test('a vacation admin publishes a document; an employee downloads it', async ({ page, anotherPage }) => {
  await signInAs(page, 'vacation_system_admin', '/vacation/docs');
  await expect(page.getByText('Памятка по планированию отпусков')).toBeVisible();
  await page.getByRole('button', { name: 'Добавить документ' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый документ' });
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog.getByText('Укажите название документа')).toBeVisible();
  await expect(dialog.getByText('Выберите файл')).toBeVisible();
  await dialog.getByLabel('Название').fill('Приказ о графике отпусков');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'Приказ.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Утвердить график отпусков на следующий год.'),
  });
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Приказ о графике отпусков')).toBeVisible();
  await shoot(page, 'docs');

  const employee = await anotherPage();
  await signInAs(employee, 'employee', '/vacation/docs');
  await expect(employee.getByRole('button', { name: 'Добавить документ' })).toHaveCount(0);
  const downloading = employee.waitForEvent('download');
  await employee.getByRole('button', { name: 'Скачать «Приказ о графике отпусков»' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Приказ.txt');
  await employee.close();

  await page.getByRole('button', { name: 'Удалить «Приказ о графике отпусков»' }).click();
  await page.getByRole('button', { name: 'Снять', exact: true }).click();
  await expect(page.getByText('Приказ о графике отпусков')).toBeHidden();
});

test('a vacation admin blocks a period and saves the planner settings', async ({ page }) => {
  await signInAs(page, 'vacation_system_admin', '/vacation/settings');
  const card = page.locator('.vac-settings__card').filter({ hasText: 'Заблокированные периоды' });
  await card.getByRole('button', { name: 'Заблокировать' }).click();
  await expect(card.getByText('Укажите период')).toBeVisible();
  await card.getByLabel('Причина').fill('Инвентаризация');
  await card.getByPlaceholder('Начало').fill('01.02.2028');
  await card.getByPlaceholder('Начало').press('Enter');
  await card.getByPlaceholder('Окончание').fill('10.02.2028');
  // Enter in the last field sends the form, as in any form.
  await card.getByPlaceholder('Окончание').press('Enter');
  const row = card.getByRole('row').filter({ hasText: 'Инвентаризация' });
  await expect(row).toContainText('01.02.2028');
  await expect(row).toContainText('10.02.2028');

  await expect(page.getByLabel('Дней до изменения отпуска')).toHaveValue('16');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();
  await shoot(page, 'settings');

  await row.getByRole('button', { name: /Снять блокировку/ }).click();
  await page.getByRole('button', { name: 'Снять', exact: true }).click();
  await expect(row).toBeHidden();
});

test('a vacation admin corrects the days an employee carried into the year', async ({ page }) => {
  const name = await fullNameOf(page, 'hr');
  await signInAs(page, 'vacation_system_admin', '/vacation/settings/remaining-days');
  await page.getByPlaceholder('Фамилия или имя').fill(name.split(' ')[0]!);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const before = (await row.locator('td').nth(2).textContent())!.trim();
  await row.getByRole('button', { name: `Изменить остаток: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Корректировка остатка' });
  // A click during the dialog's opening animation was lost once in CI: wait it out.
  await expectSettled(dialog);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Укажите причину корректировки')).toBeVisible();
  await dialog.getByLabel('Перенесено с прошлых лет').fill('7');
  await dialog.getByLabel('Причина корректировки').fill('Сверка с кадровой системой');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Сверка с кадровой системой');
  await expect(row.locator('td').nth(2)).toHaveText('7');
  await shoot(page, 'remaining-days');

  // Back to what the seed had.
  await row.getByRole('button', { name: `Изменить остаток: ${name}` }).click();
  await dialog.getByLabel('Перенесено с прошлых лет').fill(before);
  await dialog.getByLabel('Причина корректировки').fill('Возврат после проверки');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row).toContainText('Возврат после проверки');
});
