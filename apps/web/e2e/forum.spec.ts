import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** Resolves once the page's socket has been accepted (`ready`): live messages reach it from then on. */
function socketReady(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
}

/** Opens a board from the boards list by its title. */
async function openBoard(page: Page, title: string): Promise<void> {
  await page
    .locator('.forum-board-card')
    .filter({ hasText: title })
    .getByRole('link', { name: title })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a subscriber of a board hears of a new topic live, opens it and the author hears of the comment', async ({
  page,
  anotherPage,
}) => {
  // The subscriber: demo accounts other than employee, moderator and admin follow no board.
  const listening = socketReady(page);
  await signInAs(page, 'hr', '/forum');
  await listening;
  await expect(page.getByRole('heading', { level: 1, name: 'Форум' })).toBeVisible();
  await openBoard(page, 'Спорт и отдых');
  const subscribe = page.locator('.forum-board-head').getByRole('button', { name: 'Подписаться' });
  await subscribe.click();
  await expect(
    page.locator('.forum-board-head').getByRole('button', { name: 'Вы подписаны' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // Another person, in a browser of their own, opens a topic in that board.
  const author = await anotherPage();
  const authorListening = socketReady(author);
  await signInAs(author, 'project_manager', '/forum');
  await authorListening;
  await openBoard(author, 'Спорт и отдых');
  await author.getByRole('button', { name: 'Новая тема' }).click();
  const dialog = author.getByRole('dialog', { name: 'Новая тема' });
  await expect(dialog).toContainText('Раздел: «Спорт и отдых»');
  const title = `Волейбол по средам ${Date.now()}`;
  await dialog.getByLabel('Название темы').fill(title);
  await dialog.locator('.ProseMirror').fill('Ищем ещё четверых игроков, зал рядом с офисом.');
  await dialog.getByRole('button', { name: 'Создать тему' }).click();
  await expect(author.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(author.getByRole('button', { name: 'Вы подписаны' })).toBeVisible();

  // The subscriber never reloaded: the notification arrives, and the board's list shows the topic as new.
  const toast = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Новая тема в разделе «Спорт и отдых»' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  const row = page.locator('.forum-topic-row').filter({ hasText: title });
  await expect(row.getByLabel('Новая тема')).toHaveText('Новая');
  await toast.getByText('Открыть').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Ищем ещё четверых игроков')).toBeVisible();

  // A comment: the author, subscribed to their topic, hears of it live.
  await page.getByLabel('Ваш комментарий').fill('Я в деле, могу и мяч принести.');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.locator('.comment').last()).toContainText('Я в деле');
  const commentToast = author
    .locator('.ant-notification-notice')
    .filter({ hasText: `Новый комментарий в теме «${title}»` });
  await expect(commentToast).toBeVisible();
  await expect(commentToast).toContainText('Я в деле, могу и мяч принести.');
  // The author's open topic shows the comment too, without a reload.
  await expect(author.locator('.comment').last()).toContainText('Я в деле, могу и мяч принести.');
  await author.close();

  // Back in the board, the topic has been read.
  await page.getByRole('link', { name: 'Спорт и отдых' }).click();
  await expect(page.locator('.forum-topic-row').filter({ hasText: title }).locator('.ant-tag')).toHaveCount(
    0,
  );
});

test('a moderator pins and closes a topic: a closed topic takes no comments', async ({
  page,
  playwright,
  baseURL,
}) => {
  // An employee's topic, through the API.
  const api = await playwright.request.newContext({ baseURL });
  const issued = await api.post('/api/auth/token/issue', {
    data: { login: 'employee', password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const boards = (await (await api.get('/api/boards', { headers })).json()) as {
    data: { id: number; title: string }[];
  };
  const board = boards.data.find((item) => item.title === 'Обучение')!;
  const title = `Книжный клуб ${Date.now()}`;
  const created = await api.post('/api/topics', {
    headers,
    data: { board_id: board.id, title, description: '<p>Читаем по главе в неделю.</p>' },
  });
  expect(created.status()).toBe(201);
  const topic = ((await created.json()) as { data: { id: number } }).data;
  await api.dispose();

  await signInAs(page, 'moderator', `/forum/topic/${board.id}/${topic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Закрепить' }).click();
  await expect(page.locator('.forum-topic__marks')).toContainText('Закреплена');
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.locator('.forum-topic__marks')).toContainText('Закрыта');
  await expect(page.getByText('Тема закрыта: новые комментарии не принимаются')).toBeVisible();
  await expect(page.getByLabel('Ваш комментарий')).toHaveCount(0);

  // The board lists it first, pinned and closed.
  await page.getByRole('link', { name: 'Обучение' }).click();
  const first = page.locator('.forum-topic-row').first();
  await expect(first).toContainText(title);
  await expect(first.getByLabel('Закреплена')).toBeVisible();
  await expect(first.getByLabel('Закрыта')).toBeVisible();
});

test('a topic address with a missing board or topic shows «не найдена»', async ({ page }) => {
  await signInAs(page, 'employee', '/forum/topic/1/999999');
  await expect(page.getByText('Тема не найдена')).toBeVisible();
  await page.goto('/forum/topic/999999');
  await expect(page.getByText('Раздел не найден')).toBeVisible();
});
