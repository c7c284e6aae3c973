import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, resizeTo, signInAs } from './helpers.ts';

/** A signed-in page of another person (the test's `anotherPage`), with the socket ready. */
async function personPage(
  newPage: () => Promise<Page>,
  login: string,
  path: string,
): Promise<{ page: Page; id: number; name: string }> {
  const page = await newPage();
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(issued.status()).toBe(200);
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { id, full_name: name } = ((await me.json()) as { data: { id: number; full_name: string } }).data;
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
  await page.goto(path);
  await ready;
  return { page, id, name };
}

test('two people: one writes from the employee card, the other gets it live, reads it, the first sees «прочитано»', async ({
  anotherPage,
}) => {
  // Demo logins without a seeded conversation between them.
  const reader = await personPage(anotherPage, 'approver', '/dashboard');
  const writer = await personPage(anotherPage, 'project_manager', `/search?user=${reader.id}`);

  await expect(reader.page.getByRole('button', { name: 'Сообщения', exact: true })).toBeVisible();

  // The writer opens the reader's card and writes: Shift+Enter is a new line, Enter sends.
  await writer.page.getByRole('button', { name: 'Написать сообщение' }).click();
  const writerDrawer = writer.page.locator('.chat-drawer');
  await expect(writerDrawer.getByText('Сообщений пока нет. Напишите первым')).toBeVisible();
  const input = writerDrawer.getByLabel('Сообщение', { exact: true });
  await input.fill('Добрый день! Посмотрите, пожалуйста, план проекта.');
  await input.press('Shift+Enter');
  await input.pressSequentially('Жду ответа до пятницы.');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  const sent = writerDrawer.locator('.chat-message--own').last();
  await expect(sent).toContainText('Жду ответа до пятницы.');
  await expect(sent).toContainText('отправлено');
  await expect(sent.locator('time')).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);

  // Live for the reader, no reload: the badge, then the conversation in the drawer.
  const button = reader.page.getByRole('button', { name: 'Сообщения: непрочитанных 1' });
  await expect(button).toBeVisible();
  await button.click();
  const readerDrawer = reader.page.locator('.chat-drawer');
  const room = readerDrawer.getByRole('button', { name: new RegExp(writer.name) });
  await expect(room).toContainText('Жду ответа до пятницы.');
  await room.click();
  const received = readerDrawer.locator('.chat-message').last();
  await expect(received.locator('.chat-message__text')).toHaveText(
    'Добрый день! Посмотрите, пожалуйста, план проекта.\nЖду ответа до пятницы.',
  );
  await expect(received.locator('.chat-message__author')).toHaveText(writer.name);

  // Shown is read: the reader's count drops, the writer sees «прочитано» live.
  await expect(reader.page.getByRole('button', { name: 'Сообщения', exact: true })).toBeVisible();
  await expect(sent).toContainText('прочитано');

  // And the answer arrives in the writer's open conversation.
  await readerDrawer.getByLabel('Сообщение', { exact: true }).fill('Хорошо, посмотрю сегодня.');
  await readerDrawer.getByRole('button', { name: 'Отправить' }).click();
  await expect(writerDrawer.locator('.chat-message').last()).toContainText('Хорошо, посмотрю сегодня.');

  // A file alone is a message too.
  await writerDrawer.locator('input[type=file]').setInputFiles({
    name: 'План проекта.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%план\n'),
  });
  await expect(writerDrawer.getByLabel('Прикреплённые файлы')).toContainText('План проекта.pdf');
  await writerDrawer.getByRole('button', { name: 'Отправить' }).click();
  await expect(readerDrawer.locator('.chat-message').last().getByRole('button')).toContainText(
    'План проекта.pdf',
  );

  await reader.page.close();
  await writer.page.close();
});

test('the drawer is a side panel on a desktop and takes the full width of a phone', async ({ page }) => {
  await signInAs(page, 'employee', '/dashboard');
  await page.getByRole('button', { name: /^Сообщения/ }).click();
  const drawer = page.locator('.chat-drawer');
  await expect(drawer.getByRole('list', { name: 'Беседы' })).toBeVisible();
  const width = () => drawer.evaluate((element) => Math.round(element.getBoundingClientRect().width));
  await expect.poll(width).toBe(440);
  await resizeTo(page, 360, 740);
  await expect.poll(width).toBe(360);
});
