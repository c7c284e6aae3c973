import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from './a11y.ts';
import { DEMO_PASSWORD } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';
const BASE = '/api/timesheet/exemption';

interface Api {
  get<T>(path: string): Promise<T>;
  delete(path: string): Promise<void>;
}

/**
 * Signs in (the refresh cookie lands in the page's context, as in helpers.signInAs) and keeps the access
 * token, so the test can prepare and clean its own data through the API.
 */
async function signInWithApi(page: Page, login: string): Promise<Api> {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${login}`).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const request: APIRequestContext = page.request;
  return {
    async get<T>(path: string) {
      const answer = await request.get(path, { headers });
      expect(answer.ok(), `GET ${path}`).toBe(true);
      return (await answer.json()) as T;
    },
    async delete(path: string) {
      const answer = await request.delete(path, { headers });
      expect(answer.ok(), `DELETE ${path}`).toBe(true);
    },
  };
}

interface ExemptUserRow {
  id: number;
  user: { id: number; full_name: string };
}

interface ExemptProjectRow {
  id: number;
  project: number;
  office: number | null;
}

/** Removes the exemptions of these people (left by an earlier, failed attempt). */
async function clearUsers(api: Api, userIds: number[]) {
  const { data } = await api.get<{ data: ExemptUserRow[] }>(`${BASE}/users`);
  const ids = data.filter((row) => userIds.includes(row.user.id)).map((row) => row.id);
  if (ids.length) await api.delete(`${BASE}/users?ids=${ids.join(',')}`);
}

async function clearProject(api: Api, projectId: number) {
  const { data } = await api.get<{ data: ExemptProjectRow[] }>(`${BASE}/projects`);
  const ids = data.filter((row) => row.project === projectId).map((row) => row.id);
  if (ids.length) await api.delete(`${BASE}/projects?ids=${ids.join(',')}`);
}

/** Two ordinary employees (not the role accounts) with names nobody else shares. */
async function twoPeople(api: Api) {
  const { data } = await api.get<{ data: { id: number; login: string; full_name: string }[] }>(
    '/api/users?per_page=100&page=2',
  );
  const names = data.map((person) => person.full_name);
  const unique = data.filter(
    (person) => names.filter((name) => name === person.full_name).length === 1 && !person.login.includes('_'),
  );
  expect(unique.length).toBeGreaterThan(10);
  return [unique[3]!, unique[7]!] as const;
}

/** A multiple select keeps its list open after a choice; a click on the dialog's title closes it. */
async function closeDropdown(dialog: Locator) {
  await dialog.locator('.ant-modal-title').click();
  await expect(dialog.page().locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function pickPerson(page: Page, fullName: string) {
  const dialog = page.getByRole('dialog', { name: 'Добавить сотрудников в исключения' });
  const input = dialog.getByLabel('Сотрудники');
  await input.fill(fullName);
  await page.locator('.ant-select-dropdown:visible').getByTitle(fullName, { exact: true }).click();
}

test('ts_admin adds two people to the exemptions, then removes one with the bulk delete', async ({
  page,
}) => {
  const api = await signInWithApi(page, 'ts_admin');
  const [first, second] = await twoPeople(api);
  await clearUsers(api, [first.id, second.id]);
  try {
    await page.goto('/timesheet/exemption');
    await expect(page.getByRole('tab', { name: 'Сотрудники', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Добавить сотрудников' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить сотрудников в исключения' });
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(dialog.getByText('Выберите сотрудников')).toBeVisible();
    await pickPerson(page, first.full_name);
    await pickPerson(page, second.full_name);
    await closeDropdown(dialog);
    await dialog.getByRole('button', { name: 'Добавить (2)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Добавлено в исключения: 2')).toBeVisible();

    const table = page.locator('.exemption-table');
    const firstRow = table.locator('.ant-table-row', { hasText: first.full_name });
    const secondRow = table.locator('.ant-table-row', { hasText: second.full_name });
    await expect(firstRow).toBeVisible();
    await expect(secondRow).toBeVisible();

    // The search narrows the list to one person.
    await page.getByLabel('Поиск по ФИО').fill(first.full_name);
    await expect(secondRow).toHaveCount(0);
    await page.getByLabel('Поиск по ФИО').fill('');

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}/exemption-users-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/exemption-users-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 860 });

    await firstRow.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Удалить (1)' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect(firstRow).toHaveCount(0);
    await expect(secondRow).toBeVisible();
  } finally {
    await clearUsers(api, [first.id, second.id]);
  }
});

test('ts_admin exempts a project for all offices, is warned about a duplicate, and moves it to one office', async ({
  page,
}) => {
  const api = await signInWithApi(page, 'ts_admin');
  const projects = (await api.get<{ data: { id: number; name: string }[] }>(`${BASE}/project-list`)).data;
  const offices = (await api.get<{ data: { id: number; name: string }[] }>(`${BASE}/office-list`)).data;
  const names = projects.map((project) => project.name);
  const project = projects.find(
    (item) => !item.name.startsWith('Не занят') && names.filter((name) => name === item.name).length === 1,
  )!;
  const office = offices.find((item) => item.name === 'Казань') ?? offices[0]!;
  await clearProject(api, project.id);
  try {
    await page.goto('/timesheet/exemption?list=projects');
    await expect(page.getByRole('tab', { name: 'Проекты', selected: true })).toBeVisible();

    await page.getByRole('button', { name: 'Добавить проекты' }).click();
    const dialog = page.getByRole('dialog', { name: 'Добавить проекты в исключения' });
    await expect(dialog.getByLabel('Офис')).toBeVisible();
    await expect(dialog.locator('.ant-form-item', { hasText: 'Офис' }).first()).toContainText('Все офисы');
    await dialog.getByLabel('Проекты').fill(project.name);
    await page.locator('.ant-select-dropdown:visible').getByTitle(project.name, { exact: true }).click();
    await closeDropdown(dialog);
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}/exemption-add-project-desktop.png` });
    await page.setViewportSize({ width: 1366, height: 860 });
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    await expect(dialog).toBeHidden();

    const rows = page.locator('.exemption-table .ant-table-row', { hasText: project.name });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('Все офисы');

    // The same project again: the screen names the exemption that already covers it.
    await page.getByRole('button', { name: 'Добавить проекты' }).click();
    await dialog.getByLabel('Проекты').fill(project.name);
    await page.locator('.ant-select-dropdown:visible').getByTitle(project.name, { exact: true }).click();
    await closeDropdown(dialog);
    await dialog.getByRole('button', { name: 'Добавить' }).click();
    const warning = page.getByRole('dialog', { name: 'Часть проектов уже в исключениях' });
    await expect(warning).toContainText(`${project.name} — Все офисы`);
    await warning.getByRole('button', { name: 'Отмена' }).click();
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}/exemption-projects-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/exemption-projects-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 860 });

    await rows.getByRole('button', { name: `Изменить исключение ${project.name}, Все офисы` }).click();
    const edit = page.getByRole('dialog', { name: 'Изменить исключение' });
    await edit.getByLabel('Офис').fill(office.name);
    await page.locator('.ant-select-dropdown:visible').getByTitle(office.name, { exact: true }).click();
    await edit.getByLabel('Принятые с').fill('01.02.2024');
    await edit.getByLabel('Принятые с').press('Enter');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/exemption-edit-360.png` });
    await page.setViewportSize({ width: 1366, height: 860 });
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await expect(edit).toBeHidden();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(office.name);
    await expect(rows).toContainText('01.02.2024');
    await expect(rows).not.toContainText('Все офисы');
  } finally {
    await clearProject(api, project.id);
  }
});

test('the users report downloads as an xlsx file', async ({ page }) => {
  await signInWithApi(page, 'ts_admin');
  await page.goto('/timesheet/exemption');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать отчет' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Исключения_сотрудники_\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An xlsx is a zip: it starts with «PK».
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(page.getByText('Отчет скачан')).toBeVisible();
});

test('a slow report shows its progress and can be cancelled', async ({ page }) => {
  await signInWithApi(page, 'ts_admin');
  // Hold the answer back long enough to see the progress and press «Отменить».
  await page.route('**/api/timesheet/exemption/projects/report', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => undefined);
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.goto('/timesheet/exemption?list=projects');
  await page.getByRole('button', { name: 'Скачать отчет' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Отчет формируется' })).toBeVisible();
  await page.getByRole('button', { name: 'Отменить' }).click();
  await expect(page.getByText('Формирование отчета отменено')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Скачать отчет' })).toBeVisible();
  expect(downloaded).toBe(false);
});

test('ts_admin notifies a selected exempt person', async ({ page }) => {
  const api = await signInWithApi(page, 'ts_admin');
  const [person] = await twoPeople(api);
  await clearUsers(api, [person.id]);
  try {
    await page.goto('/timesheet/exemption');
    await page.getByRole('button', { name: 'Добавить сотрудников' }).click();
    await pickPerson(page, person.full_name);
    const dialog = page.getByRole('dialog', { name: 'Добавить сотрудников в исключения' });
    await closeDropdown(dialog);
    await dialog.getByRole('button', { name: 'Добавить (1)' }).click();
    const row = page.locator('.exemption-table .ant-table-row', { hasText: person.full_name });
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Уведомить (1)' }).click();
    await page
      .getByRole('dialog', { name: 'Уведомить выбранных сотрудников (1)?' })
      .getByRole('button', {
        name: 'Уведомить',
      })
      .click();
    await expect(page.getByText('Уведомления отправлены: 1')).toBeVisible();
  } finally {
    await clearUsers(api, [person.id]);
  }
});

test('an employee without the exemption access is refused', async ({ page }) => {
  await signInWithApi(page, 'employee');
  await page.goto('/timesheet/exemption');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить сотрудников' })).toHaveCount(0);
});
