import { expect, test, type Locator, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

interface StatusRow {
  user: { id: number; full_name: string };
  current: { name: string; date_start: string; date_end: string } | null;
  statuses: unknown[];
}

/** A bearer token for reading the seed through the API (the page signs in through its own cookie). */
async function accessToken(page: Page, login: string): Promise<string> {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function statusRows(page: Page, token: string): Promise<StatusRow[]> {
  const response = await page.request.get('/api/dba_statuses/users?per_page=500', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StatusRow[] }).data;
}

const dotted = (iso: string) => iso.split('-').reverse().join('.');

function isoDaysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Picks an option of an antd Select and checks it took. */
async function chooseOption(page: Page, combobox: Locator, option: string) {
  // The Select around the combobox: its chosen value is shown there (the options live in a portal).
  const select = combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
  await expect(select).toContainText(option);
}

async function filterByName(page: Page, name: string) {
  await page.getByPlaceholder('ФИО').fill(name);
  await expect(page.locator('.ant-table-row')).toHaveCount(1);
}

test('user_statuses sees, creates, edits and deletes a status', async ({ page }) => {
  const token = await accessToken(page, 'user_statuses');
  const rows = await statusRows(page, token);
  const away = rows.find((row) => row.current !== null)!;
  const free = rows.find((row) => row.current === null && row.statuses.length === 0)!;
  expect(away, 'the seed has someone with a status today').toBeTruthy();
  expect(free, 'the seed has someone without statuses').toBeTruthy();

  await signInAs(page, 'user_statuses', '/users-statuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Статусы сотрудников' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.users-statuses__working', { hasText: 'Работает' }).first()).toBeVisible();

  // Someone away today: the status and «с … по …».
  await filterByName(page, away.user.full_name);
  const awayRow = page.locator('.ant-table-row', { hasText: away.user.full_name });
  await expect(awayRow).toContainText(away.current!.name);
  await expect(awayRow).toContainText(
    `с ${dotted(away.current!.date_start)} по ${dotted(away.current!.date_end)}`,
  );

  // Create: a period around today for a person without statuses.
  const start = isoDaysFromToday(-1);
  const end = isoDaysFromToday(5);
  const surname = free.user.full_name.split(' ')[0]!;
  await page.getByRole('button', { name: 'Добавить статус' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый статус' });
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Выберите сотрудника')).toBeVisible();
  await expect(dialog.getByText('Укажите период')).toBeVisible();

  const picker = dialog.getByRole('combobox', { name: 'Сотрудник' });
  await picker.fill(surname.slice(0, 2));
  await expect(page.getByText('Введите не менее 3 символов')).toBeVisible();
  await picker.fill(surname);
  await page.locator('.ant-select-dropdown:visible').getByText(free.user.full_name, { exact: true }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Статус' }), 'Командировка');
  await dialog.getByPlaceholder('Начало').fill(dotted(start));
  await dialog.getByPlaceholder('Начало').press('Enter');
  await dialog.getByPlaceholder('Окончание').fill(dotted(end));
  await dialog.getByPlaceholder('Окончание').press('Enter');
  await dialog.getByLabel('Комментарий').fill('Проверка из браузерного теста');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  await filterByName(page, free.user.full_name);
  const row = page.locator('.ant-table-row', { hasText: free.user.full_name });
  await expect(row).toContainText('Командировка');
  await expect(row).toContainText(`с ${dotted(start)} по ${dotted(end)}`);

  // An overlapping second status is refused inside the form.
  await row.click();
  const person = page.getByLabel(`Статусы: ${free.user.full_name}`);
  await person.getByRole('button', { name: 'Добавить статус сотруднику' }).click();
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Статус' }), 'Отпуск');
  await dialog.getByPlaceholder('Начало').fill(dotted(start));
  await dialog.getByPlaceholder('Начало').press('Enter');
  await dialog.getByPlaceholder('Окончание').fill(dotted(start));
  await dialog.getByPlaceholder('Окончание').press('Enter');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByRole('alert')).toContainText('У сотрудника уже есть статус');
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();

  // Edit.
  await person.getByRole('button', { name: /^Изменить статус «Командировка»/ }).click();
  const editDialog = page.getByRole('dialog', { name: 'Изменить статус' });
  await chooseOption(page, editDialog.getByRole('combobox', { name: 'Статус' }), 'Учебный отпуск');
  await editDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('Учебный отпуск');
  await expect(person).toContainText(`Учебный отпуск с ${dotted(start)} по ${dotted(end)}`);

  // Delete.
  await person.getByRole('button', { name: /^Удалить статус «Учебный отпуск»/ }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(row).toContainText('Работает');
  await expect(person.getByText('Статусов нет')).toBeVisible();
});

test('an employee has no access to the statuses page', async ({ page }) => {
  await signInAs(page, 'employee', '/users-statuses');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить статус' })).toHaveCount(0);
});

test('a failed load shows the page’s own popup, once', async ({ page }) => {
  await page.route('**/api/dba_statuses/users?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Ошибка"}' }),
  );
  await signInAs(page, 'user_statuses', '/users-statuses');
  // The page's popup and not the global «Что-то пошло не так» as well.
  const dialogs = page.getByRole('dialog', { name: /Что-то пошло не так/ });
  await expect(page.getByRole('dialog', { name: 'Что-то пошло не так при загрузке статусов' })).toBeVisible();
  await expect(dialogs).toHaveCount(1);
  await dialogs.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialogs).toHaveCount(0);
  await expect(page.getByText('Не удалось загрузить статусы')).toBeVisible();
});
