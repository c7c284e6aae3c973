import { expect, test } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

test('a new notification arrives live: toast, bell count, list, read all', async ({
  page,
  playwright,
  baseURL,
}) => {
  const ready = page
    .waitForEvent('websocket', (socket) => socket.url().includes('/api/ws'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"ready"')),
    );
  await signInAs(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await ready;
  const before = await page.getByRole('button', { name: /^Уведомления/ }).getAttribute('aria-label');
  const unreadBefore = Number(/(\d+)$/.exec(before ?? '')?.[1] ?? 0);

  // Another user writes to support; the server notifies every admin.
  const employee = await playwright.request.newContext({ baseURL });
  const issued = await employee.post('/api/auth/token/issue', {
    data: { login: 'employee', password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const sent = await employee.post('/api/support', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { title: 'Проверка уведомлений', description: 'Текст обращения' },
  });
  expect(sent.status()).toBe(201);
  await employee.dispose();

  const toast = page.locator('.ant-notification-notice').filter({ hasText: 'Новое обращение в поддержку' });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Проверка уведомлений');
  expect(await toast.evaluate((element) => Math.round(element.getBoundingClientRect().width))).toBe(424);

  const bell = page.getByRole('button', { name: `Уведомления: непрочитанных ${unreadBefore + 1}` });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.locator('.notification-item').first()).toContainText('Новое обращение в поддержку');
  await page.getByRole('button', { name: 'Прочитать все' }).click();
  await expect(page.getByRole('button', { name: 'Уведомления', exact: true })).toBeVisible();
});
