import { SUPPORT_MAX_TOTAL_BYTES } from '@intranet/contracts';
import { expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

async function openSupport(page: Page) {
  await page.getByRole('button', { name: 'Написать в поддержку' }).click();
  const dialog = page.getByRole('dialog', { name: 'Обращение в поддержку' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the help button is shown when signed in but never on job-safety pages', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Написать в поддержку' })).toHaveCount(0);

  await signInAs(page, 'employee');
  await expect(page.getByRole('button', { name: 'Написать в поддержку' })).toBeVisible();

  await page.goto('/job-safety');
  await expect(page.getByRole('heading', { level: 1, name: 'Охрана труда' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Написать в поддержку' })).toHaveCount(0);
  await page.goto('/job-safety/test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Написать в поддержку' })).toHaveCount(0);
});

test('«Отправить» stays disabled without a text; an over-limit file is marked', async ({ page }) => {
  await signInAs(page, 'employee');
  const dialog = await openSupport(page);
  const send = dialog.getByRole('button', { name: 'Отправить' });
  await expect(dialog.getByText('Общий размер загружаемых файлов не должен превышать 20 МБ')).toBeVisible();
  await expect(send).toBeDisabled();

  await dialog.getByLabel('Текст').fill('   ');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Текст').fill('Не открывается табель');
  await expect(send).toBeEnabled();

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'big.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(SUPPORT_MAX_TOTAL_BYTES),
  });
  await expect(dialog.locator('.ant-upload-list-item-error')).toContainText('big.bin');
  await expect(send).toBeDisabled();

  await dialog.locator('.ant-upload-list-item-error').hover();
  await dialog.getByRole('button', { name: /Удалить|Remove|delete/i }).click();
  await expect(send).toBeEnabled();
});

test('sending shows «Спасибо!»', async ({ page }) => {
  await signInAs(page, 'employee');
  const dialog = await openSupport(page);
  await dialog.getByLabel('Тема').fill('Принтер');
  await dialog.getByLabel('Текст').fill('Принтер на третьем этаже не печатает.');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'screen.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('скриншот'),
  });
  // A small file shows its bytes, not «0 МБ».
  await expect(dialog.locator('.support-form__file-size')).toHaveText('16 Б');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/support'));
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  expect((await sent).status()).toBe(201);
  await expect(dialog.getByText('Спасибо!')).toBeVisible();
  await expect(
    dialog.getByText('Сотрудник нашей службы поддержки ответит вам в ближайшее время.'),
  ).toBeVisible();
});

test('a failed send shows «Возникла ошибка!» and lets the user try again', async ({ page }) => {
  await signInAs(page, 'employee');
  await page.route('**/api/support', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  const dialog = await openSupport(page);
  await dialog.getByLabel('Текст').fill('Текст обращения');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Возникла ошибка!')).toBeVisible();
  await expect(dialog.getByText('Попробуйте отправить сообщение заново.')).toBeVisible();
  // The widget has its own error view: no catalogue dialog on top.
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Отправить заново' }).click();
  await expect(dialog.getByLabel('Текст')).toHaveValue('Текст обращения');
});
