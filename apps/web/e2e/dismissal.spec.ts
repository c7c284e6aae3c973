import { expect, expectAccessible, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** A person's name as GET /me answers it. */
async function nameOf(page: Page, login: string) {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await me.json()) as { data: { full_name: string } }).data.full_name;
}

/** A Tuesday three weeks ahead: a working day the date picker allows (no public holiday falls on it here). */
function fireDate(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;
}

const status = (page: Page) => page.locator('.dismissal-actions .dismissal-status');

async function pickPerson(page: Page, label: string, fullName: string) {
  await page.getByLabel(label, { exact: true }).fill(fullName.split(' ')[0]!);
  await page.locator('.ant-select-dropdown:visible').getByTitle(fullName, { exact: true }).click();
}

/** Every subject of the viewer's own checklists still waiting is set to «no action needed», one by one. */
async function tickOwn(page: Page) {
  const waiting = page.locator('.dismissal-subject .ant-select').filter({ hasText: 'Ожидает решения' });
  await expect(page.locator('.dismissal-checklists')).toBeVisible();
  for (let left = await waiting.count(); left > 0; left--) {
    await waiting.first().click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Действий не требуется').click();
    await expect(waiting).toHaveCount(left - 1);
  }
  await expect(page.getByText('Сохранено').first()).toBeVisible();
}

/** A page of another person's (the test's `anotherPage`). */
type NewPage = () => Promise<Page>;

async function asDepartment(newPage: NewPage, login: string, url: string) {
  const page = await newPage();
  await signInAs(page, login, url);
  // A checking department sees only its own checklist, and edits it.
  await expect(page.locator('.dismissal-checklists > .ant-card')).toHaveCount(1);
  await tickOwn(page);
  await page.close();
}

async function pressAs(newPage: NewPage, login: string, url: string, button: string, after: string) {
  const page = await newPage();
  await signInAs(page, login, url);
  await page.getByRole('button', { name: button }).click();
  await expect(status(page)).toHaveText(after);
  await expectAccessible(page, `the application as ${login}`);
  await page.close();
}

test('hr files an application with a file, the departments check it, the manager approves, it is done and locked', async ({
  page,
  anotherPage,
}) => {
  test.setTimeout(300_000);
  const leaver = await nameOf(page, 'approver');
  const manager = await nameOf(page, 'manager');

  await signInAs(page, 'hr', '/services/dismissing-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Увольнение сотрудников' })).toBeVisible();
  // The demo applications: rejected and cancelled ones are hidden.
  await expect(page.getByRole('cell', { name: /Отклонено|Отменено/ })).toHaveCount(0);
  await expectAccessible(page, 'the dismissal list');

  await page.getByRole('button', { name: 'Создать заявление' }).click();
  await expect(page).toHaveURL(/\/services\/dismissing\/new$/);
  // The list (with its own «Создать заявление») stays on screen until the form's code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Новое заявление на увольнение' })).toBeVisible();
  await page.getByRole('button', { name: 'Создать заявление' }).click();
  await expect(page.getByText('Укажите дату увольнения')).toBeVisible();

  // The date first: Enter in the picker submits the form, which is still incomplete here.
  const date = page.getByLabel('Дата увольнения');
  await date.fill(fireDate());
  await date.press('Enter');
  await pickPerson(page, 'Сотрудник', leaver);
  await pickPerson(page, 'Руководитель (согласует)', manager);
  await page.getByLabel('Основное юридическое лицо', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByLabel('Причина увольнения').fill('Переезд в другой город');
  await page.locator('input[type=file]').setInputFiles({
    name: 'заявление.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.locator('.ant-upload-list-item-done', { hasText: 'заявление.pdf' })).toBeVisible();
  await expectAccessible(page, 'the dismissal form');
  await page.getByRole('button', { name: 'Создать заявление' }).click();

  await expect(page).toHaveURL(/\/services\/dismissing\/\d+$/);
  const url = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: leaver })).toBeVisible();
  await expect(status(page)).toHaveText('На согласовании');
  await expect(page.getByRole('button', { name: 'заявление.pdf' })).toBeVisible();
  await expect(page.getByText(/До последнего дня: \d+ (день|дня|дней)/)).toBeVisible();
  // HR is the HR documents department: it ticks its own checklist here.
  await tickOwn(page);
  await expectAccessible(page, 'the application');

  for (const login of ['admin_director', 'ts_admin', 'assistant'])
    await asDepartment(anotherPage, login, url);
  await pressAs(anotherPage, 'manager', url, 'Согласовать', 'В работе');
  await pressAs(anotherPage, 'dissmissal_admin', url, 'Увольнение оформлено', 'Выполнено');

  await page.reload();
  await expect(status(page)).toHaveText('Выполнено');
  await expect(page.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(page.locator('.dismissal-subject .ant-select')).toHaveCount(0);
});
