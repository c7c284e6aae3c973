import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** The person's record as GET /me answers it (their manager's name: the responsible of the new request). */
async function meOf(page: Page, login: string): Promise<{ manager: { full_name: string } | null }> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await me.json()) as { data: { manager: { full_name: string } | null } }).data;
}

const status = (page: Page) => page.locator('.request-card__head .request-status');

test('an employee files a custom request, the manager approves it from the inbox, the author sees the history', async ({
  page,
  anotherPage,
}) => {
  const title = `Ноутбук для командировок ${Date.now()}`;
  const managerName = (await meOf(page, 'employee')).manager!.full_name;

  // The employee: «Создать заявку» lists the custom processes; the form is drawn from the process's fields.
  await signInAs(page, 'employee', '/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Заявки' })).toBeVisible();
  await page.getByRole('button', { name: /Создать заявку/ }).click();
  await page.getByRole('menuitem', { name: 'Заявка на оборудование' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новая заявка: Заявка на оборудование' });
  await dialog.getByLabel('Тема заявки').fill(title);
  await dialog.getByLabel('Оборудование').fill('Ноутбук 14", 16 ГБ памяти');
  await dialog.getByLabel('Обоснование').fill('Частые поездки к заказчику');
  await dialog.getByLabel('Ответственный').fill(managerName.split(' ')[0]!);
  await page.locator('.ant-select-dropdown:visible').getByTitle(managerName, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Создать заявку' }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/services\/requests\/\d+$/);
  const requestUrl = page.url();
  await expect(status(page)).toHaveText('Зарегистрирована');
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await expect(status(page)).toHaveText('На согласовании у руководителя');
  await expect(page.getByRole('button', { name: 'Отправить на согласование' })).toHaveCount(0);

  // The manager finds it among what waits for their decision and approves it.
  const manager = await anotherPage();
  await signInAs(manager, 'manager', '/dashboard');
  await expect(manager.locator('.requests-inbox-card')).toContainText('Ожидают моего решения');
  await manager.goto('/services');
  const inbox = manager.locator('section').filter({ hasText: 'Ожидают моего решения' });
  await inbox.getByRole('link', { name: title }).click();
  await expect(manager.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await manager.getByRole('button', { name: 'Согласовать' }).click();
  await expect(status(manager)).toHaveText('В работе');
  await expect(manager.getByRole('button', { name: 'Согласовать' })).toHaveCount(0);
  await manager.close();

  // The author sees the new status and who did what.
  await page.goto(requestUrl);
  await expect(status(page)).toHaveText('В работе');
  const history = page.locator('.request-history');
  await expect(history.locator('.request-history__line')).toHaveCount(3);
  const approved = history.locator('.request-history__line').last();
  await expect(approved).toContainText('Согласовать');
  await expect(approved).toContainText(/\d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expect(approved.locator('.request-status')).toHaveText([
    'На согласовании у руководителя',
    'В работе',
  ]);
  await page.goto('/services');
  await expect(
    page.locator('section').filter({ hasText: 'Мои заявки' }).getByRole('row').filter({ hasText: title }),
  ).toContainText('В работе');
});

test('an administrator renames a status, and a refused name is explained under the field', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/services');
  await page.getByRole('link', { name: /Администрирование заявок/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Администрирование заявок' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Просроченные заявки' })).toBeVisible();

  const field = page.getByLabel(/cancelled/);
  const row = page.locator('.status-names__row').filter({ has: field });
  await field.fill(' ');
  await row.getByRole('button', { name: 'Сохранить' }).click();
  await expect(row.locator('.status-names__help')).toHaveText('Укажите название статуса');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill('Аннулирована администратором');
  await field.press('Enter');
  await expect(row.locator('.status-names__help')).toHaveText('Сохранено');
  await expect(row.locator('.request-status')).toHaveText('Аннулирована администратором');
  // Back to the seeded name, so the other journeys read the statuses they know.
  await field.fill('Аннулирована');
  await field.press('Enter');
  await expect(row.locator('.request-status')).toHaveText('Аннулирована');
});

test('HR opens the desk: what waits for them with the overdue first, the counts, and the inbox as xlsx', async ({
  page,
}) => {
  await signInAs(page, 'hr', '/services');
  await page.getByRole('link', { name: /Администрирование заявок/ }).click();
  await expect(page).toHaveURL(/\/services\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Администрирование заявок' })).toBeVisible();

  // The demo's certificate for a mortgage has waited for HR for weeks: overdue, above the fresh one.
  const inbox = page.getByRole('region', { name: 'Ожидают моего решения' });
  const rows = inbox.locator('tbody tr.ant-table-row');
  const late = rows.filter({ hasText: 'Справка о доходах для ипотеки' });
  const fresh = rows.filter({ hasText: 'Справка для визового центра' });
  await expect(late).toContainText('Просрочена');
  await expect(fresh).not.toContainText('Просрочена');
  await expect(rows.first()).toContainText('Просрочена');
  const titles = await rows.locator('.requests-table__title > a').allTextContents();
  expect(titles.indexOf('Справка о доходах для ипотеки')).toBeLessThan(
    titles.indexOf('Справка для визового центра'),
  );
  await expect(late.getByRole('link', { name: 'Справка о доходах для ипотеки' })).toHaveAttribute(
    'href',
    /^\/services\/requests\/\d+$/,
  );
  // Only administrators see everyone's overdue list and the status names.
  await expect(page.getByRole('heading', { name: 'Просроченные заявки' })).toHaveCount(0);

  // HR handles transfers: their count links filter the list below.
  const counts = page.getByRole('region', { name: 'Заявки по видам и статусам' });
  const transfers = counts.getByRole('link', { name: /^Перевод сотрудников: \d+$/ });
  await expect(transfers).toBeVisible();
  await transfers.click();
  await expect(page).toHaveURL(/\?kind=transfer$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Заявки: Перевод сотрудников' })).toBeVisible();

  const download = page.waitForEvent('download');
  await inbox.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Заявки, ожидающие решения.xlsx');
  // An xlsx is a zip: it starts with «PK».
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});
