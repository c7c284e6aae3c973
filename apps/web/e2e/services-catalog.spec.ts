import { expectAccessible, expect, test, type APIRequestContext, type Page } from './a11y.ts';
import { DEMO_PASSWORD, expectDashboard, signInAs } from './helpers.ts';

/** A bearer token of a demo person, for setting up data through the API (not through the page's session). */
async function tokenOf(request: APIRequestContext, login: string): Promise<string> {
  const response = await request.post('/api/auth/token/issue', { data: { login, password: DEMO_PASSWORD } });
  expect(response.status(), `sign-in as ${login}`).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A service of the test's own, made by the admin through the API, so no journey depends on the seed's likes
 * or on another test's edits. Returns its id, name and the group it is in.
 */
async function createService(request: APIRequestContext, what: string) {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin')}` };
  const groups = await request.get('/api/services_catalog/groups/with-services', { headers });
  const group = ((await groups.json()) as { data: { id: number; name: string }[] }).data[0]!;
  const name = `${what} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const created = await request.post('/api/services_catalog/services', {
    headers,
    data: {
      name,
      short_description: 'Сервис для проверки каталога',
      full_description: 'Подробное описание сервиса.',
      groups_ids: [group.id],
      request_path: '/services/cards/create',
      contacts: [{ name: 'Команда проверки', role: 'Поддержка', email: 'check@example.org' }],
    },
  });
  expect(created.status(), 'the service is created').toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  return { id: data.id, name, group };
}

const heart = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`«${name}».*избранно`) });

test('a service is found as you type, liked, shown under «Избранное», and its card opens', async ({
  page,
  request,
}) => {
  const service = await createService(request, 'Проверка избранного');
  await signInAs(page, 'employee', '/services-catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог сервисов' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Избранное' })).toBeVisible();
  await expect(page.getByRole('link', { name: service.group.name, exact: true })).toBeVisible();
  await expectAccessible(page, 'the catalogue');

  await page.getByRole('searchbox', { name: 'Поиск' }).fill(service.name);
  const found = page.getByRole('list', { name: 'Найденные сервисы' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Найдено: 1 сервис')).toBeVisible();
  await expect(page).toHaveURL(/q=/);

  await heart(page, service.name).click();
  await expect(heart(page, service.name)).toHaveAttribute('aria-pressed', 'true');
  await expect(heart(page, service.name)).toHaveAccessibleName(/отметок: 1\)/);

  // Without a search the favourites come first, the new one among them.
  await page.getByRole('searchbox', { name: 'Поиск' }).fill('');
  const favourites = page.getByRole('list', { name: 'Избранные сервисы' });
  await expect(favourites.getByRole('link', { name: service.name })).toBeVisible();

  // The card: descriptions, contacts, the request form; the heart works from the keyboard.
  await favourites.getByRole('link', { name: service.name }).click();
  await expect(page).toHaveURL(new RegExp(`/services-catalog/${service.group.id}/${service.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
  await expect(page.getByText('Подробное описание сервиса.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Контакты' })).toContainText('Команда проверки');
  await expect(page.getByRole('button', { name: 'Оставить заявку' })).toBeVisible();
  await expectAccessible(page, 'the service card');
  await heart(page, service.name).focus();
  await page.keyboard.press('Enter');
  await expect(heart(page, service.name)).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Оставить заявку' }).click();
  await expect(page).toHaveURL(/\/services\/cards\/create\/?$/);
});

test('a missing service path lands on the home page with «Страница не найдена»', async ({ page }) => {
  await signInAs(page, 'employee', '/services-catalog/1/2147483000');
  await expectDashboard(page);
  await expect(page.getByText('Страница не найдена')).toBeVisible();
});

test('a group opens with its services', async ({ page, request }) => {
  const service = await createService(request, 'Проверка группы');
  await signInAs(page, 'employee', `/services-catalog/${service.group.id}`);
  await expect(page.getByRole('heading', { level: 1, name: service.group.name })).toBeVisible();
  await expect(page.getByRole('link', { name: service.name })).toBeVisible();
  await expectAccessible(page, 'a group');
});

test('the proposal form names the missing fields, then sends and says where to follow it', async ({
  page,
}) => {
  await signInAs(page, 'employee', '/services-catalog/faq');
  await expect(page.getByRole('heading', { level: 2, name: 'Как пользоваться каталогом' })).toBeVisible();
  await page.getByRole('button', { name: 'Отправить предложение' }).click();
  await expect(page.getByText('Введите название сервиса')).toBeVisible();
  await expect(page.getByText('Опишите сервис')).toBeVisible();
  await expect(page.getByText('Расскажите, зачем нужен сервис')).toBeVisible();
  await expectAccessible(page, 'the FAQ with errors');

  // Filled from the keyboard.
  await page.getByLabel('Название сервиса').fill('Аренда велосипедов');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Велосипеды для поездок между офисами');
  await page.getByLabel('Зачем он нужен').fill('Офисы рядом, а такси дорого');
  await page.getByRole('button', { name: 'Отправить предложение' }).press('Enter');
  await expect(page.getByText('Предложение отправлено владельцам каталога')).toBeVisible();
  await expect(page.getByText(/Следить за рассмотрением можно в разделе «Мои заявки»/)).toBeVisible();
  await page.getByRole('link', { name: '«Заявки»' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('region', { name: 'Мои заявки' })).toContainText('Аренда велосипедов');
});

test('an admin edits a service from the editing page', async ({ page, request }) => {
  const service = await createService(request, 'Проверка правки');
  await signInAs(page, 'admin', '/services-catalog');
  await page.getByRole('link', { name: 'Редактировать каталог' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Редактирование каталога' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Поиск сервиса' }).fill(service.name);
  await page.getByRole('button', { name: `Изменить «${service.name}»` }).click();
  const dialog = page.getByRole('dialog', { name: 'Изменить сервис' });
  await expect(dialog.getByLabel('Название', { exact: true })).toHaveValue(service.name);
  await expectAccessible(page, 'the service form');
  await dialog.getByLabel('Кратко').fill('Новое краткое описание');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();

  for (const tab of ['Группы', 'Регионы', 'Классификаторы']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
  }
  await expectAccessible(page, 'the editing page');

  await page.goto(`/services-catalog/${service.group.id}/${service.id}`);
  await expect(page.getByText('Новое краткое описание')).toBeVisible();
});

test('the other roles see no editing link and cannot open the editing page', async ({ page }) => {
  await signInAs(page, 'employee', '/services-catalog');
  await expect(page.getByRole('link', { name: 'Вопросы и ответы' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Редактировать каталог' })).toHaveCount(0);
});
