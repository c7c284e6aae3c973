import fs from 'node:fs';
import { expectAccessible, expect, test, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';
import { authHeaders } from './timesheet-helpers.ts';

/**
 * The gift shop journey: an employee orders two gifts, changes a quantity quickly (the last value is what the
 * order keeps, seen after a reload), the operator confirms, marks it underway and completes it. Every screen
 * passes axe; the quantity and the buttons are used from the keyboard.
 */

/** Screenshots of each screen at 1280 and 360 px (looked at by hand); overridable for a local run. */
const SHOTS = process.env.GIFT_SHOP_SHOTS ?? '.tmp/gift-shop-screens';

const status = (page: Page) => page.locator('.gift-order-head .request-status');

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  // Tables scroll inside their frame at 360 px, never the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `page width of ${name} at 360 px`).toBeLessThanOrEqual(1);
  await resizeTo(page, 1280, 860);
}

test.use({ viewport: { width: 1280, height: 860 } });

interface Shop {
  group: string;
  products: string[];
}

/**
 * A group of the test's own, open to everyone, with `names` priced in roubles and 10 of each at the
 * employee's office: the journey depends on no demo row nor on another test's orders.
 */
async function setUpShop(page: Page, names: string[]): Promise<Shop> {
  const suffix = `${Date.now() % 1_000_000}-${Math.floor(Math.random() * 1000)}`;
  const operator = await authHeaders(page, 'operator');
  const employee = await authHeaders(page, 'employee');
  const post = async <T>(path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const response = await page.request[method](`/api${path}`, { data, headers: operator });
    expect(response.status(), path).toBeLessThan(300);
    return ((await response.json()) as { data: T }).data;
  };
  const options = await page.request.get('/api/gift-shop/options', { headers: employee });
  const { my_office_id: officeId } = ((await options.json()) as { data: { my_office_id: number } }).data;
  const group = await post<{ id: number; name: string }>('/gift-shop/groups', {
    name: `Подарки ${suffix}`,
    position: 0,
  });
  const products: string[] = [];
  for (const [index, name] of names.entries()) {
    const product = await post<{ id: number; name: string }>('/gift-shop/products', {
      group_id: group.id,
      name: `${name} ${suffix}`,
      prices: [{ currency: 'RUB', amount: (index + 1) * 50000 }],
    });
    await post('/gift-shop/stock', { product_id: product.id, office_id: officeId, quantity: 10 }, 'put');
    products.push(product.name);
  }
  return { group: group.name, products };
}

test('an employee orders two gifts and edits a quantity; the operator confirms, sends and completes the order', async ({
  page,
  anotherPage,
}) => {
  const shop = await setUpShop(page, ['Кружка', 'Термос']);
  const [first, second] = shop.products as [string, string];

  // The catalogue: the test's group, its two products to the cart.
  await signInAs(page, 'employee', '/services/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Магазин подарков' })).toBeVisible();
  await page.getByRole('tab', { name: shop.group }).click();
  await expect(page.getByRole('button', { name: `В корзину: ${first}` })).toBeVisible();
  await expectAccessible(page, 'the gift shop');
  await page.getByRole('button', { name: `В корзину: ${first}` }).click();
  // The keyboard adds the second one.
  await page.getByRole('button', { name: `В корзину: ${second}` }).focus();
  await page.keyboard.press('Enter');
  const cart = page.getByRole('region', { name: 'Корзина' });
  await expect(cart.getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'shop');
  await cart.getByRole('button', { name: 'Оформить заказ' }).click();

  // The order: new, two items, saved quantities.
  await expect(page).toHaveURL(/\/services\/shop\/orders\/\d+$/);
  const orderUrl = new URL(page.url()).pathname;
  await expect(status(page)).toHaveText('Зарегистрирована');
  await expect(page.locator('.gift-order-item')).toHaveCount(2);
  const quantity = page.getByLabel(`Количество: ${first}`);
  await expect(quantity).toHaveValue('1');

  // Quick edits from the keyboard: 2, then 3 at once; leaving the field sends the last one.
  await quantity.fill('2');
  await quantity.press('ArrowUp');
  await expect(quantity).toHaveValue('3');
  await page.keyboard.press('Tab');
  const saveState = page.getByTestId('order-save-state');
  await expect(saveState).toHaveText('Изменения сохранены');
  await expectAccessible(page, 'the order');
  await shoot(page, 'order');
  await page.reload();
  await expect(page.getByLabel(`Количество: ${first}`)).toHaveValue('3');
  await expect(page.getByLabel(`Количество: ${second}`)).toHaveValue('1');

  // My orders list it.
  await page.getByRole('link', { name: 'Мои заказы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Мои заказы подарков' })).toBeVisible();
  const orderId = orderUrl.split('/').pop()!;
  await expect(page.getByRole('link', { name: `Заказ № ${orderId}` })).toBeVisible();
  await expectAccessible(page, 'my orders');
  await shoot(page, 'my-orders');

  // The operator: the desk, then the order's buttons one after another.
  // The spec's viewport (1280 × 860), as the employee's.
  const operator = await anotherPage();
  await signInAs(operator, 'operator', '/services/shop/desk');
  await expect(operator.getByRole('heading', { level: 1, name: 'Стол оператора магазина' })).toBeVisible();
  await expect(operator.getByRole('link', { name: `Заказ № ${orderId}` })).toBeVisible();
  await expectAccessible(operator, 'the desk: orders');
  await shoot(operator, 'desk-orders');
  for (const tab of ['Товары', 'Группы', 'Остатки']) {
    await operator.getByRole('tab', { name: tab }).click();
    await expect(operator.getByRole('tabpanel', { name: tab }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(operator, `the desk: ${tab}`);
    await shoot(operator, `desk-${tab}`);
  }
  await operator.goto(orderUrl);
  await expect(operator.getByLabel(`Количество: ${first}`)).toHaveCount(0);
  await operator.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(status(operator)).toHaveText('Подтверждена');
  await operator.getByRole('button', { name: 'Передать в работу' }).click();
  await expect(status(operator)).toHaveText('В работе');
  const complete = operator.getByRole('button', { name: 'Заказ выдан' });
  await complete.focus();
  await operator.keyboard.press('Enter');
  await expect(status(operator)).toHaveText('Выполнена');
  await operator.close();

  // The author sees the history of every step, and the quantities are no longer editable.
  await page.goto(orderUrl);
  await expect(status(page)).toHaveText('Выполнена');
  await expect(page.getByLabel(`Количество: ${first}`)).toHaveCount(0);
  await expect(page.locator('.gift-order-history__line')).toHaveCount(5);
  await expect(page.locator('.gift-order-history__line').last()).toContainText('Заказ выдан');
});

test('the operator denies a new order only with a reason', async ({ page, anotherPage }) => {
  const shop = await setUpShop(page, ['Блокнот']);
  await signInAs(page, 'employee', '/services/shop');
  await page.getByRole('tab', { name: shop.group }).click();
  await page.getByRole('button', { name: `В корзину: ${shop.products[0]}` }).click();
  await page.getByRole('region', { name: 'Корзина' }).getByRole('button', { name: 'Оформить заказ' }).click();
  await expect(page).toHaveURL(/\/services\/shop\/orders\/\d+$/);
  const orderUrl = new URL(page.url()).pathname;

  const operator = await anotherPage();
  await signInAs(operator, 'operator', orderUrl);
  await operator.getByRole('button', { name: 'Отказать' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Отказать' });
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect(dialog.getByText('Укажите комментарий')).toBeVisible();
  await dialog.getByLabel('Комментарий').fill('Такого подарка больше не будет');
  await dialog.getByRole('button', { name: 'Отказать' }).click();
  await expect(status(operator)).toHaveText('Отклонена');
  await operator.close();

  await page.reload();
  await expect(status(page)).toHaveText('Отклонена');
  await expect(page.getByText('«Такого подарка больше не будет»')).toBeVisible();
});
