import { expect, expectAccessible, test, type APIRequestContext, type Page } from './a11y.ts';
import { DEMO_PASSWORD, resizeTo, signInAs } from './helpers.ts';

/** The leaver of this journey: a demo login that is nobody's leaver in the demo and in other journeys. */
const LEAVER = 'partner';

async function tokenOf(request: APIRequestContext, login: string) {
  const issued = await request.post('/api/auth/token/issue', { data: { login, password: DEMO_PASSWORD } });
  expect(issued.status(), `sign-in as ${login}`).toBe(200);
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { id } = ((await me.json()) as { data: { id: number } }).data;
  return { headers: { Authorization: `Bearer ${token}` }, id };
}

/** A Tuesday three weeks ahead: a working day the application form allows. */
function fireDate(): string {
  const day = new Date(Date.now() + 21 * 86_400_000);
  while (day.getDay() !== 2) day.setDate(day.getDate() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** HR files an application for the leaver through the API; its creation posts the first chat message. */
async function fileApplication(request: APIRequestContext) {
  const hr = await tokenOf(request, 'hr');
  const [leaver, manager] = [await tokenOf(request, LEAVER), await tokenOf(request, 'manager')];
  const fields = await request.get('/api/employee_dismissal/create_fields', { headers: hr.headers });
  expect(fields.status()).toBe(200);
  const entity = ((await fields.json()) as { data: { legal_entities: { id: number }[] } }).data
    .legal_entities[0]!;
  const created = await request.post('/api/employee_dismissal/applications', {
    headers: hr.headers,
    data: {
      employee_id: leaver.id,
      default_legal_entity_id: entity.id,
      manager_id: manager.id,
      fire_date: fireDate(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { data: { id: number } }).data.id, hr };
}

/** The leaver's page (the test's `anotherPage`), with the socket ready (live messages). */
async function leaverPage(newPage: () => Promise<Page>): Promise<Page> {
  const page = await newPage();
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
  await signInAs(page, LEAVER, '/services/dismissing-survey');
  await ready;
  return page;
}

test('the leaver answers the poll; a message from HR arrives live with an unread badge that clears when seen', async ({
  anotherPage,
  request,
}) => {
  const application = await fileApplication(request);
  const page = await leaverPage(anotherPage);
  const section = page.getByRole('region', { name: `Заявление № ${application.id}` });
  await expect(page.getByRole('heading', { level: 1, name: 'Опрос при увольнении' })).toBeVisible();

  // The poll: the first step saved moves it to «В процессе», the next question shows.
  const poll = section.locator('.talk-poll');
  await expect(poll.getByText('Не начат')).toBeVisible();
  await expect(poll.getByText('Почему вы решили уйти из компании?')).toBeVisible();
  await poll.getByRole('checkbox', { name: 'Нет возможностей для роста' }).check();
  await poll.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(page.getByText('Сохранено').first()).toBeVisible();
  await expect(poll.getByText('В процессе')).toBeVisible();
  await expect(poll.getByText('Что вам нравилось в работе у нас?')).toBeVisible();
  await poll.getByRole('checkbox', { name: 'Коллектив' }).check();
  await poll.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await expect(poll.getByText('Что нам стоит улучшить?')).toBeVisible();
  await expectAccessible(page, 'the poll of the leaver');

  // The chat: the creation's status message waits unread; HR writes and the badge grows without a reload.
  const chat = section.locator('.talk-chat');
  await expect(chat.getByLabel('Непрочитанных: 1')).toBeVisible();
  const sent = await request.post(`/api/employee_dismissal/applications/${application.id}/chat/send`, {
    headers: application.hr.headers,
    data: { message: 'Здравствуйте! Подпишите, пожалуйста, обходной лист до пятницы.' },
  });
  expect(sent.status()).toBe(201);
  await expect(chat.getByLabel('Непрочитанных: 2')).toBeVisible();

  // Opened, the chat shows HR's message with its author and time, and the badge clears.
  await chat.getByRole('button', { name: 'Открыть чат' }).click();
  const message = chat.locator('.chat-message').filter({ hasText: 'обходной лист до пятницы' });
  await expect(message).toBeVisible();
  await expect(message.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await expect(chat.getByLabel(/Непрочитанных/)).toHaveCount(0);

  // The leaver answers in the chat: «Отправлено».
  await chat.getByLabel('Сообщение', { exact: true }).fill('Хорошо, подпишу в четверг.');
  await chat.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Отправлено').first()).toBeVisible();
  await expect(chat.locator('.chat-message--own')).toContainText('Хорошо, подпишу в четверг.');

  await resizeTo(page, 360, 740);
  await expect(chat.locator('.chat-message--own')).toBeVisible();
});

test('HR sees the survey summary by department and reason and each application’s poll', async ({ page }) => {
  await signInAs(page, 'hr', '/services/dismissing-survey');
  await expect(page.getByRole('heading', { level: 2, name: 'Сводка опросов' })).toBeVisible();
  await expect(
    page.getByText('Группы меньше 5 человек не показываются отдельно', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Опросы по заявлениям' })).toBeVisible();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
});
