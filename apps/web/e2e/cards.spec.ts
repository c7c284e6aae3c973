import { expectAccessible, expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

const status = (page: Page) => page.locator('.ant-card').first().locator('.request-status').first();

test('an employee orders cards with the preview, the manager approves, the assistant completes, the PDF downloads', async ({
  page,
  anotherPage,
}) => {
  const position = `Архитектор решений ${Date.now() % 100000}`;

  // The employee: the list, then the form filled from the profile, with the preview beside it.
  await signInAs(page, 'employee', '/services/cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Визитные карточки' })).toBeVisible();
  await expectAccessible(page, 'the cards list');
  await page.getByRole('link', { name: /Заказать визитки/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Заказ визитных карточек' })).toBeVisible();
  const russian = page.getByTestId('card-side-rus');
  await expect(page.getByLabel('Фамилия', { exact: true })).not.toHaveValue('');
  const lastName = await page.getByLabel('Фамилия', { exact: true }).inputValue();
  await expect(russian).toContainText(lastName);
  await page.getByLabel('Должность', { exact: true }).fill(position);
  await expect(russian).toContainText(position);
  await page.getByLabel('Русский и английский (двусторонняя)').check();
  await expect(page.getByTestId('card-side-eng')).toBeVisible();
  await expect(page.getByTestId('card-price')).toHaveText(/2\s237,00\s₽/);
  await page.getByLabel('QR-код с контактами').check();
  await expect(russian.locator('svg')).toBeVisible();
  await expectAccessible(page, 'the order form');
  await page.getByRole('button', { name: 'Заказать' }).click();

  await expect(page).toHaveURL(/\/services\/cards\/\d+$/);
  const orderUrl = page.url();
  await expect(status(page)).toHaveText('Зарегистрирована');
  await expect(page.getByRole('button', { name: /Макет для типографии/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  await expect(status(page)).toHaveText('На согласовании у руководителя');

  // The manager approves.
  const manager = await anotherPage();
  await signInAs(manager, 'manager', orderUrl.replace(/^https?:\/\/[^/]+/, ''));
  await manager.getByRole('button', { name: 'Согласовать' }).click();
  await expect(status(manager)).toHaveText('В работе');
  await manager.close();

  // The assistant sees it among every order, leaves a comment, and marks the cards printed.
  const assistant = await anotherPage();
  await signInAs(assistant, 'assistant', '/services/cards');
  await expect(assistant.getByRole('heading', { name: 'Все заказы визиток' })).toBeVisible();
  await assistant.goto(orderUrl);
  await assistant.getByRole('button', { name: 'Комментарий и правки' }).click();
  const dialog = assistant.getByRole('dialog', { name: 'Изменить заказ' });
  await dialog.getByLabel('Комментарий помощника').fill('Заберите в приемной');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(assistant.locator('.ant-alert').getByText('Заберите в приемной')).toBeVisible();
  await assistant.getByRole('button', { name: 'Карточки напечатаны' }).click();
  await expect(status(assistant)).toHaveText('Выполнена');
  await assistant.close();

  // The author: the history of every step and the print-ready PDF.
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('Выполнена');
  await expect(page.locator('.ant-alert').getByText('Заберите в приемной')).toBeVisible();
  const history = page.locator('.request-history__line');
  await expect(history).toHaveCount(5);
  await expect(history.last()).toContainText('Карточки напечатаны');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Макет для типографии/ }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
});
