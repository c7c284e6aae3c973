import fs from 'node:fs';
import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, openSubmenu, signInAs } from './helpers.ts';

/** A token for API calls made by the test itself (setting up data as another person). */
async function tokenOf(page: Page, login: string): Promise<string> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  return ((await issued.json()) as { access_token: string }).access_token;
}

/** An event three days ahead at 12:00 UTC (the same day in Moscow), made by the demo moderator. */
async function organise(page: Page, name: string): Promise<{ id: number; month: string }> {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 3);
  start.setUTCHours(12, 0, 0, 0);
  const end = new Date(start.getTime() + 2 * 3_600_000);
  const created = await page.request.post('/api/events', {
    headers: { Authorization: `Bearer ${await tokenOf(page, 'moderator')}` },
    data: {
      name,
      type: 'Митап',
      address: 'Москва, ул. Лесная, 5, конференц-зал «Арбат»',
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      price: null,
      capacity: 5,
      tags: ['E2E'],
      description: '<p>Проверка записи на событие</p>',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  return { id, month: start.toISOString().slice(0, 7) };
}

/** iCalendar folds long lines (75 octets): unfold before searching. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

test('subscribe to an event, find it under my plans, in the calendar, the .ics and the personal feed', async ({
  page,
}) => {
  const name = `Е2Е встреча ${Date.now()}`;
  const { id, month } = await organise(page, name);

  await signInAs(page, 'employee', `/events/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Стоимость уточняется').first()).toBeVisible();
  await page.getByRole('button', { name: 'Пойду' }).click();
  await expect(page.getByText('Вы записаны. Событие есть в разделе «Запланированные».')).toBeVisible();
  await expect(page.getByText('Свободно 4 места из 5')).toBeVisible();

  // The .ics file of the event.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Добавить в календарь (.ics)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`event-${id}.ics`);
  const ics = unfold(fs.readFileSync(await download.path(), 'utf8'));
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toContain(`SUMMARY:${name}`);

  // «События → Запланированные» opens the tab by its hash.
  await openSubmenu(page, 'События');
  await page.getByRole('menuitem', { name: 'Запланированные' }).click();
  await expect(page).toHaveURL(/\/events#my-plans$/);
  const plans = page.getByRole('region', { name: 'Запланированные события' });
  await expect(plans.getByRole('link', { name })).toBeVisible();
  await expect(plans.getByRole('article', { name }).getByText('Вы записаны')).toBeVisible();

  // The personal feed lists the event too, read without a session.
  await page.getByRole('button', { name: 'Получить ссылку' }).click();
  const address = page.getByLabel('Адрес личного календаря');
  await expect(address).toHaveValue(/\/api\/events\/calendar\.ics\?token=/);
  const feed = await page.context().request.get(await address.inputValue(), { headers: {} });
  expect(feed.status()).toBe(200);
  expect(unfold(await feed.text())).toContain(`SUMMARY:${name}`);

  // The month calendar shows it as mine.
  await page.goto(`/events?month=${month}`);
  await expect(page.locator('.events-calendar__event--mine', { hasText: name })).toBeVisible();

  // Withdrawing takes it out of my plans.
  await page.goto(`/events/${id}`);
  await page.getByRole('button', { name: 'Отказаться' }).click();
  await page.getByRole('button', { name: 'Отказаться' }).last().click();
  await expect(page.getByText('Вы отказались от участия.')).toBeVisible();
  await page.goto('/events#my-plans');
  await expect(page.getByRole('region', { name: 'Запланированные события' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});

test('an organiser creates an event in the form and sees its members', async ({ page }) => {
  await signInAs(page, 'moderator', '/events');
  await page.getByRole('button', { name: 'Новое событие' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое событие' });
  const name = `Турнир по шахматам ${Date.now()}`;
  await dialog.getByLabel('Название').fill(name);
  await dialog.getByLabel('Тип').fill('Спорт');
  await dialog.getByLabel('Место').fill('Минск, ул. Немига, 5, зал «Свислочь»');
  await dialog.getByLabel('Количество мест').fill('16');
  await dialog.locator('.ProseMirror').fill('Швейцарская система, семь туров.');
  await dialog.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Свободно 16 мест из 16')).toBeVisible();
  await page.getByRole('button', { name: 'Пойду' }).click();
  const members = page.locator('.event-members');
  await expect(members.getByText('Пока никто не откликнулся')).toHaveCount(0);
  await expect(members.getByRole('combobox', { name: /^Статус: / })).toHaveCount(1);
});
