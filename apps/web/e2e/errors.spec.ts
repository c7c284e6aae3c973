import { expect, test } from './a11y.ts';
import { nextFrames, signInAs } from './helpers.ts';

test('a 403 without an error field shows «Доступ запрещен»', async ({ page }) => {
  await page.route('**/api/notifications?**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"message":"Forbidden"}' }),
  );
  await signInAs(page, 'employee');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Доступ запрещен' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('У вас нет прав на это действие');
  await dialog.getByRole('button', { name: 'Закрыть' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a 500 shows «Что-то пошло не так» with the support contact', async ({ page }) => {
  await page.route('**/api/notifications?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await signInAs(page, 'employee');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Что-то пошло не так' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Попробуйте позже или обратитесь в техподдержку');
  await expect(dialog.getByRole('link', { name: 'support@intranet.local' })).toBeVisible();
  // One dialog even though the query was retried.
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('no generic dialog on job-safety pages', async ({ page }) => {
  await page.route('**/api/notifications?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  // A 5xx is asked once more (App.tsx); the query has failed for good with the second answer.
  let answers = 0;
  const failed = page.waitForResponse(
    (response) => response.url().includes('/api/notifications?') && ++answers === 2,
  );
  await signInAs(page, 'employee', '/job-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Охрана труда' })).toBeVisible();
  expect((await failed).status()).toBe(500);
  // The dialog would open as the failure is handled: once the page has rendered after it, none is there.
  await nextFrames(page);
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0);
});

test('a 409 shows «Ошибка» with the response text', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.route('**/api/notifications/read-all', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Данные изменились, обновите страницу' }),
    }),
  );
  await page.route('**/api/notifications?**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        data: [
          {
            id: 1,
            title: 'Новая тема',
            body: null,
            link: null,
            read_at: null,
            created_at: '2026-11-20T10:00:00Z',
          },
        ],
        links: { first: null, last: null, prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 20, total: 1, unread: 1 },
      }),
    }),
  );
  await page.reload();
  await page.getByRole('button', { name: /Уведомления: непрочитанных 1/ }).click();
  await page.getByRole('button', { name: 'Прочитать все' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Данные изменились, обновите страницу' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ошибка');
});

test('a code chunk that fails to load offers «Перезагрузить»', async ({ page }) => {
  await signInAs(page, 'employee');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/GalleryPage-[^/]+\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Главное меню' })
    .getByRole('menuitem', { name: 'Галерея' })
    .click();
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ hasText: 'Не удалось загрузить часть приложения' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Перезагрузить')).toBeVisible();

  await page.unroute(/\/assets\/GalleryPage-[^/]+\.js$/);
  await notice.getByText('Перезагрузить').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Галерея' })).toBeVisible();
});
