import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** Publishes a post through the API as `login` and answers its id. */
async function publish(page: Page, login: string, body: string): Promise<number> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const created = await page.request.post('/api/posts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { kind: 'post', body: `<p>${body}</p>`, tags: ['E2E'] },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('like and unlike a post, comment with a quote and edit the comment', async ({ page }) => {
  const text = `Пост для лайков ${Date.now()}`;
  const id = await publish(page, 'hr', text);
  await signInAs(page, 'employee', `/posts/${id}`);
  await expect(page.getByText(text)).toBeVisible();

  const like = page.getByRole('button', { name: /^Нравится \(отметок: 0\)/ });
  await like.click();
  const liked = page.getByRole('button', { name: 'Не нравится (отметок: 1)' });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');
  await liked.click();
  await expect(page.getByRole('button', { name: 'Нравится (отметок: 0)' }).first()).toBeVisible();

  // A first comment, then a reply that quotes it.
  const box = page.getByLabel('Ваш комментарий');
  await box.fill('Отличная новость, спасибо!');
  await page.getByRole('button', { name: 'Отправить' }).click();
  const first = page.locator('.comment').nth(0);
  await expect(first.locator('.comment__text')).toHaveText('Отличная новость, спасибо!');
  await first.getByRole('button', { name: 'Цитировать' }).click();
  await box.fill('Присоединяюсь');
  await page.getByRole('button', { name: 'Отправить' }).click();
  const reply = page.locator('.comment').nth(1);
  await expect(reply).toContainText('Присоединяюсь');
  await expect(reply.locator('.comment__quote')).toContainText('Отличная новость, спасибо!');

  // Editing the first comment leaves the quote as it was and marks the comment as edited.
  await first.getByRole('button', { name: 'Изменить' }).click();
  await first.getByLabel('Текст комментария').fill('Отличная новость!');
  await first.getByRole('button', { name: 'Сохранить' }).click();
  await expect(first).toContainText('изменено');
  await expect(first.locator('.comment__main > .comment__text')).toHaveText('Отличная новость!');
  await expect(reply.locator('.comment__quote')).toContainText('Отличная новость, спасибо!');

  // An empty comment is refused with the server's Russian text next to the box.
  await box.fill('   ');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Комментарий не может быть пустым')).toBeVisible();
});

/** Resolves once the page's socket has been accepted (`ready`): live messages reach it from then on. */
function socketReady(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
}

test('a new post appears live in the feed of another browser', async ({ page, anotherPage }) => {
  const listening = socketReady(page);
  await signInAs(page, 'employee');
  await listening;
  await expect(page.getByRole('heading', { name: 'Лента' })).toBeVisible();
  await expect(page.locator('.post-card').first()).toBeVisible();

  const author = await anotherPage();
  await signInAs(author, 'moderator');
  await author.getByRole('button', { name: /Новая публикация$/ }).click();
  const dialog = author.getByRole('dialog', { name: 'Новая публикация' });
  const text = `Живая новость ${Date.now()}`;
  await dialog.getByText('Новость', { exact: true }).click();
  await dialog.getByPlaceholder('Заголовок новости').fill(text);
  await dialog.locator('.ProseMirror').fill('Текст живой новости для всех.');
  await dialog.getByRole('button', { name: 'Опубликовать' }).click();
  await expect(author.getByRole('heading', { name: text })).toBeVisible();
  await author.close();

  // The first browser never reloaded: the post arrives over the websocket.
  await expect(page.locator('.post-card').first()).toContainText(text);
});
