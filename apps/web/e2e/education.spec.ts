import { expect, test, type Page } from './a11y.ts';
import { expectAccessible } from './a11y.ts';
import { signInAs } from './helpers.ts';

/** The status of the request on its page (the fields' «Статус»). */
const status = (page: Page) => page.locator('.ant-descriptions .request-status');

/** One person's window: another page (the test's `anotherPage`) signed in as `login` on `url`. */
async function as(newPage: () => Promise<Page>, login: string, url: string) {
  const page = await newPage();
  await signInAs(page, login, url);
  return { page, close: () => page.close() };
}

test('an employee files an education request; manager, practice director and training department take it to the end', async ({
  page,
  anotherPage,
}) => {
  // Four people in turn: the suite's 90 s per journey ran out on a loaded machine.
  test.setTimeout(180_000);
  const course = `Kubernetes для разработчиков ${Date.now()}`;

  await signInAs(page, 'employee', '/services/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Обучение' })).toBeVisible();
  await expect(page.getByText('Приказы об обучении')).toBeVisible();
  await expectAccessible(page, 'the education list');
  await page.getByRole('button', { name: /Новая заявка/ }).click();
  await expect(page).toHaveURL(/\/services\/education\/create\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Новая заявка на обучение' })).toBeVisible();
  await page.getByLabel('Вид обучения').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('Курс', { exact: true }).click();
  await page.getByLabel('Курс или мероприятие').fill(course);
  await page.getByLabel('Стоимость, ₽').fill('42000');
  await page.getByLabel('E-mail для документов').fill('student@example.com');
  await expectAccessible(page, 'the education form');
  await page.getByRole('button', { name: 'Отправить заявку' }).click();

  await expect(page).toHaveURL(/\/services\/education\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: course })).toBeVisible();
  const url = page.url();
  await expect(status(page)).toHaveText('Зарегистрирована');
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await expect(status(page)).toHaveText('На согласовании у руководителя');
  // The step is the manager's now: the author's e-mail field is locked.
  await expect(page.getByLabel('E-mail для документов')).toBeDisabled();

  const manager = await as(anotherPage, 'manager', url);
  await expect(manager.page.getByLabel('E-mail для документов')).toBeEnabled();
  await manager.page.getByRole('button', { name: 'Согласовать' }).click();
  await expect(status(manager.page)).toHaveText('На согласовании у директора практики');
  await expectAccessible(manager.page, 'the education request page');
  await manager.close();

  const director = await as(anotherPage, 'partner', url);
  await director.page.getByRole('button', { name: 'Согласовать' }).click();
  await expect(status(director.page)).toHaveText('В обработке учебным центром');
  await director.close();

  const desk = await as(anotherPage, 'bp_education_admin', url);
  await desk.page.getByLabel('Комментарий учебного центра').fill('Договор № 12');
  await desk.page.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(desk.page.getByText('Сохранено')).toBeVisible();
  await desk.page.getByRole('button', { name: 'Обучение организовано' }).click();
  await expect(status(desk.page)).toHaveText('Выполнена');
  await desk.close();

  // A final status: nobody changes the e-mail any more; the history tells every step.
  await page.goto(url);
  await expect(status(page)).toHaveText('Выполнена');
  await expect(page.getByLabel('E-mail для документов')).toBeDisabled();
  await expect(page.getByLabel('E-mail для документов')).toHaveValue('student@example.com');
  await expect(page.locator('.request-history .request-history__line')).toHaveCount(6);
});

test('the training department adds and edits a facility; one in use cannot be deleted', async ({ page }) => {
  const name = `Учебный центр ${Date.now()}`;
  await signInAs(page, 'bp_education_admin', '/services/admin/facilities');
  await expect(page.getByRole('heading', { level: 1, name: 'Учебные заведения' })).toBeVisible();
  await page.getByRole('button', { name: /Добавить/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое учебное заведение' });
  await dialog.getByLabel('Название', { exact: true }).fill(name);
  await dialog.getByLabel('E-mail').fill('center@example.com');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

  await page.getByRole('button', { name: `Изменить «${name}»` }).click();
  const editing = page.getByRole('dialog', { name: 'Учебное заведение' });
  await editing.getByLabel('Адрес').fill('Москва, Тверская, 1');
  await editing.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('Москва, Тверская, 1');

  // The demo's requests name «Otus».
  await page.getByRole('button', { name: 'Удалить «Otus»' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
  await expect(page.getByRole('alert')).toContainText('удалить его нельзя');
  await expect(page.getByRole('row').filter({ hasText: 'Otus' })).toBeVisible();
});

test('the training department edits an edict that the education page shows', async ({ page }) => {
  const title = `Порядок подачи заявок ${Date.now()}`;
  await signInAs(page, 'bp_education_admin', '/services/admin/edict');
  await expect(page.getByRole('heading', { level: 1, name: 'Приказы об обучении' })).toBeVisible();
  const first = page.locator('.education-edict').first();
  await first.getByLabel('Заголовок').fill(title);
  await first.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сохранено')).toBeVisible();
  await expectAccessible(page, 'the edicts page');
  await page.goto('/services/education');
  await page.getByText('Приказы об обучении').click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});
