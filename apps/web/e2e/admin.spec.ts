import { expect, test } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

test('an admin reads support requests and downloads an attachment', async ({ page }) => {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login: 'hr', password: DEMO_PASSWORD },
  });
  const token = ((await issued.json()) as { access_token: string }).access_token;
  const title = `Проверка входящих ${Date.now()}`;
  const sent = await page.request.post('/api/support', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      title,
      description: 'Не открывается отчет',
      'attachments[]': { name: 'журнал.txt', mimeType: 'text/plain', buffer: Buffer.from('строка журнала') },
    },
  });
  expect(sent.status()).toBe(201);

  await signInAs(page, 'admin', '/admin/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Администрирование' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Не открывается отчет');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: 'журнал.txt' }).click();
  expect((await download).suggestedFilename()).toBe('журнал.txt');
});

test('an admin signs in as an employee from the admin page and returns', async ({ page }) => {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login: 'employee', password: DEMO_PASSWORD },
  });
  const token = ((await issued.json()) as { access_token: string }).access_token;
  const me = await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  const { full_name: name, last_name: lastName } = (
    (await me.json()) as { data: { full_name: string; last_name: string } }
  ).data;

  await signInAs(page, 'admin', '/admin/login-as');
  await page.getByRole('searchbox', { name: 'Сотрудник' }).fill(lastName);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await item.getByRole('button', { name: 'Войти от имени' }).click();
  await expect(page.getByText(`Вы вошли как ${name}`)).toBeVisible();
  await page.getByRole('button', { name: /Меню пользователя/ }).click();
  await page.getByRole('menuitem', { name: `Вы вошли как ${name} — вернуться` }).click();
  await expect(page.locator('.impersonation-banner')).toHaveCount(0);
});

test('an employee has no admin page', async ({ page }) => {
  await signInAs(page, 'employee', '/admin/support');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
});

test('an administrator changes a portal setting; a value out of bounds is refused in Russian', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/settings');
  const size = page.getByLabel('Публикаций на странице ленты');
  await expect(size).toHaveValue('10');
  await size.fill('60');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Не больше 50')).toBeVisible();
  await size.fill('12');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Публикаций на странице ленты')).toHaveValue('12');
  // Back to the default, so other journeys see the usual feed.
  await page.getByLabel('Публикаций на странице ленты').fill('10');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Настройки сохранены')).toBeVisible();
});

test('an admin sends a test letter and sees it on «Почта», logged while SMTP is not set', async ({
  page,
}) => {
  await signInAs(page, 'admin', '/admin/mail');
  await expect(page.getByRole('tab', { name: 'Почта' })).toHaveAttribute('aria-selected', 'true');
  const address = `check-${Date.now()}@example.com`;
  const field = page.getByLabel('Тестовое письмо на адрес');
  await field.fill('не адрес');
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Введите адрес электронной почты')).toBeVisible();
  await field.fill(address);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Тестовое письмо поставлено в очередь')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: address });
  // The worker delivers it within seconds; without SMTP_URL it is logged. Reload to see the new state.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Записано в журнал (SMTP не настроен)', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(row).toContainText('Проверка почты портала');
  await page.screenshot({ path: '.tmp/admin-screens/mail-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '.tmp/admin-screens/mail-360.png', fullPage: true });
});
