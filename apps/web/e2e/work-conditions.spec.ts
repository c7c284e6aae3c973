import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

interface Position {
  id: number;
  work_position: string;
  hire_date: string;
  tab_number: string | null;
  next_change: string | null;
}
interface Row {
  user: { id: number; full_name: string };
  positions: Position[];
}

async function accessToken(page: Page, login: string): Promise<string> {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const dotted = (iso: string) => iso.split('-').reverse().join('.');

/** A day relative to the browser's today (the server and the browser share the machine's clock). */
function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function setDate(page: Page, label: string, iso: string) {
  const input = page.locator('.ant-modal').getByLabel(label);
  await input.click();
  await input.fill(dotted(iso));
  await input.press('Enter');
  await expect(input).toHaveValue(dotted(iso));
}

test('ts_admin changes a position today and ahead, sees the history, and exports the report', async ({
  page,
}) => {
  const token = await accessToken(page, 'ts_admin');
  const list = await page.request.get('/api/work_conditions?per_page=1000', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const rows = ((await list.json()) as { data: Row[] }).data;
  // A person with one position hired a while ago and nothing scheduled yet.
  const row = rows.find(
    (item) =>
      item.positions.length === 1 &&
      item.positions[0]!.next_change === null &&
      item.positions[0]!.hire_date < isoDaysFromToday(-400),
  )!;
  const position = row.positions[0]!;
  const tab = position.tab_number!;

  await signInAs(page, 'ts_admin', '/work-conditions');
  await expect(page.getByRole('heading', { name: 'Условия работы' })).toBeVisible();
  await page.getByLabel('Поиск по ФИО или табельному номеру').fill(tab);
  const person = page.locator('.ant-table-row', { hasText: row.user.full_name });
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
  await person.click();
  const card = page.locator('.wc-card').first();
  await expect(card).toContainText(position.work_position);
  await expect(card.locator('.wc-history')).toContainText('Действует');

  // A change dated before the hire date is refused: the error popup, and the server's text next to the
  // field once it is closed.
  await card.getByRole('button', { name: 'Изменить' }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Изменение условий' });
  await expect(dialog).toContainText(`Изменение условий: ${row.user.full_name}`);
  await setDate(page, 'Дата применения', isoDaysFromToday(-10_000));
  await dialog.getByRole('button', { name: 'Сохранить изменение' }).click();
  const popup = page.getByRole('dialog').filter({ hasText: 'Что-то пошло не так' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Закрыть' }).click();
  await expect(popup).toBeHidden();
  await expect(dialog).toContainText(
    `Дата применения изменений не может быть раньше даты приема на работу (${dotted(position.hire_date)})`,
  );

  // Ahead: scheduled, the position keeps today's title until that day.
  const ahead = isoDaysFromToday(30);
  await setDate(page, 'Дата применения', ahead);
  await dialog.getByLabel('Должность').fill('Ведущий специалист (e2e)');
  await dialog.getByRole('button', { name: 'Сохранить изменение' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(`Изменение с ${dotted(ahead)}`);
  const scheduled = card.locator('.wc-history .ant-table-row', { hasText: 'Запланировано' });
  await expect(scheduled).toContainText('Ведущий специалист (e2e)');
  await expect(card.locator('.ant-card-head-title')).toContainText(position.work_position);

  // Today: applied at once.
  await card.getByRole('button', { name: 'Изменить' }).click();
  await setDate(page, 'Дата применения', isoDaysFromToday(0));
  await dialog.getByLabel('Ставка').fill('0,5');
  await dialog.getByLabel('Комментарий').fill('Неполная ставка');
  await dialog.getByRole('button', { name: 'Сохранить изменение' }).click();
  await expect(dialog).toBeHidden();
  const current = card.locator('.wc-history .ant-table-row', { hasText: 'Действует' });
  await expect(current).toContainText('0,5');
  await expect(card.locator('.ant-descriptions')).toContainText('0,5');

  // The scheduled change is taken back.
  await scheduled.getByRole('button', { name: `Удалить запись от ${dotted(ahead)}` }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(card).not.toContainText(`Изменение с ${dotted(ahead)}`);

  // The report shows the person as of today and exports the rows.
  // An Escape while the confirmation is still open would close the confirmation, not the card.
  await expect(page.locator('.ant-popconfirm:visible')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await page.getByRole('button', { name: 'Отчет' }).click();
  await expect(page).toHaveURL(/\/work-conditions\/report$/);
  await page.getByPlaceholder('ФИО или табельный номер').fill(tab);
  const reportRow = page.locator('.ant-table-row', { hasText: row.user.full_name });
  await expect(reportRow).toHaveCount(1);
  await expect(reportRow).toContainText('0,5');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Условия работы на \d\d\.\d\d\.\d{4}\.xlsx$/);

  // A failed export says so once (report calls rethrow without a popup): the page's alert only.
  await page.route('**/api/work_conditions/report/excel', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await page.getByRole('button', { name: 'Выгрузить в Excel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Не удалось выгрузить отчет' })).toBeVisible();
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0);
});

test('an employee is refused the work conditions', async ({ page }) => {
  await signInAs(page, 'employee', '/work-conditions');
  await expect(page.getByText('У вас нет прав на это действие')).toBeVisible();
  const token = await accessToken(page, 'employee');
  const response = await page.request.get('/api/work_conditions', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});
