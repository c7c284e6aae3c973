import { expect, test, type Page } from './a11y.ts';
import { expectAccessible } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** A person's record as GET /me answers it: their name and their manager's. */
async function meOf(page: Page, login: string) {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${access_token}` } });
  return ((await me.json()) as { data: { full_name: string; manager: { full_name: string } | null } }).data;
}

const status = (page: Page) => page.locator('.transfer-view__head .request-status');

/** Picks a person in a picker by typing the surname and choosing the full name. */
async function pickPerson(page: Page, label: string, fullName: string) {
  await page.getByLabel(label, { exact: true }).fill(fullName.split(' ')[0]!);
  await page.locator('.ant-select-dropdown:visible').getByTitle(fullName, { exact: true }).click();
}

/** Chooses the first option of a select. */
async function pickFirst(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
}

/** Opens the transfer as `login` in a context of their own and takes the action of the button. */
async function actAs(
  newPage: () => Promise<Page>,
  login: string,
  url: string,
  button: string,
  after: string,
) {
  const page = await newPage();
  await signInAs(page, login, url);
  await page.getByRole('button', { name: button }).click();
  await expect(status(page)).toHaveText(after);
  await page.close();
}

test('hr files a transfer, the manager and the practice director approve it, hr completes it', async ({
  page,
  anotherPage,
}) => {
  const person = await meOf(page, 'employee');

  await signInAs(page, 'hr', '/services-transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Перевод сотрудников' })).toBeVisible();
  await expect(page.locator('.transfers-table')).toBeVisible();
  await expectAccessible(page, 'the transfers list');

  await page.getByRole('button', { name: /Создать/ }).click();
  await page.getByRole('menuitem', { name: 'Перевод в другую компанию группы' }).click();
  await expect(page).toHaveURL(/\/services\/transfer\/create\/company$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Новая заявка: Перевод в другую компанию группы' }),
  ).toBeVisible();

  // Nothing filled: the form names what is missing.
  await page.getByRole('button', { name: /Создать заявку/ }).click();
  await expect(page.getByText('Укажите дату перевода')).toBeVisible();

  const date = page.getByLabel('Дата перевода');
  await date.fill('01.06.2027');
  await date.press('Enter');
  await pickPerson(page, 'Сотрудник', person.full_name);
  await pickFirst(page, 'Компания');
  await pickPerson(page, 'Руководитель', person.manager!.full_name);
  await pickFirst(page, 'Подразделение');
  await page.getByLabel('Должность').fill('Ведущий Java-разработчик');
  await page.locator('.transfer-person input[type=file]').setInputFiles({
    name: 'приказ.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('button', { name: 'Убрать документ приказ.pdf' })).toBeVisible();
  await expectAccessible(page, 'the transfer form');
  await page.getByRole('button', { name: /Создать заявку/ }).click();

  await expect(page).toHaveURL(/\/services\/transfer\/view\/\d+$/);
  const url = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.full_name);
  await expect(status(page)).toHaveText('Зарегистрирована');
  await expect(page.getByRole('link', { name: 'приказ.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await expect(status(page)).toHaveText('На согласовании у руководителя');

  // hr's manager, then the director of hr's practice (partner) approve.
  await actAs(anotherPage, 'manager', url, 'Согласовать', 'На согласовании у директора практики');
  await actAs(anotherPage, 'partner', url, 'Согласовать', 'В работе');

  await page.goto(url);
  await expect(status(page)).toHaveText('В работе');
  await page.getByRole('button', { name: 'Перевод оформлен' }).click();
  await expect(status(page)).toHaveText('Выполнена');
  await expect(page.getByText('Внесено в условия работы')).toBeVisible();
  const lines = page.locator('.request-history .request-history__line');
  await expect(lines).toHaveCount(5);
  await expect(lines.last()).toContainText('Перевод оформлен');
  await expect(lines.nth(2)).toContainText('Согласовать');
  // The view is checked by axe after the journey.
});
