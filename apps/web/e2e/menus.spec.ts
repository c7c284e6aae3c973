import { expect, test, type Page } from './a11y.ts';
import { openSubmenu, signInAs } from './helpers.ts';

async function workMenuEntries(page: Page): Promise<string[]> {
  await openSubmenu(page, 'Сервисы');
  const popup = page.locator('.ant-menu-submenu-popup:visible');
  await expect(popup.getByRole('menuitem').first()).toBeVisible();
  const entries = await popup.getByRole('menuitem').allInnerTexts();
  expect(entries.length).toBeGreaterThan(0);
  return entries;
}

test('the top and events menus are the same for everyone', async ({ page }) => {
  await signInAs(page, 'employee');
  const nav = page.getByRole('navigation', { name: 'Главное меню' });
  for (const label of ['О компании', 'Проекты', 'Галерея', 'Форум']) {
    await expect(nav.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await openSubmenu(page, 'События');
  await page.getByRole('menuitem', { name: 'Запланированные' }).click();
  await expect(page).toHaveURL(/\/events#my-plans$/);
});

test('an employee fills the timesheet but sees no work conditions or statuses', async ({ page }) => {
  await signInAs(page, 'employee');
  const entries = await workMenuEntries(page);
  expect(entries).toEqual([
    'TimeSheet',
    'Отпуска',
    'Заявки',
    'Перевод сотрудников',
    'Обучение',
    'Визитные карточки',
    'Увольнение сотрудников',
    'Магазин подарков',
    'Каталог сервисов',
    'Охрана труда',
    'Поиск сотрудников',
  ]);
  await expect(page.getByRole('link', { name: 'Администрирование', exact: true })).toHaveCount(0);

  await page.goto('/timesheet');
  await expect(page).toHaveURL(/\/timesheet\/fill$/);
  await expect(page.getByRole('tab')).toHaveText(['Заполнение', 'FAQ']);
  await page.goto('/work-conditions');
  await expect(page.getByText('У вас нет прав на это действие')).toBeVisible();

  await page.goto('/vacation');
  await expect(page.getByRole('tab')).toHaveText([
    'Планирование',
    'Согласование/сравнение',
    'Документы и шаблоны',
    'Уведомление',
    'FAQ',
  ]);
});

test('ts_admin sees every TimeSheet tab, work conditions and statuses', async ({ page }) => {
  await signInAs(page, 'ts_admin');
  const entries = await workMenuEntries(page);
  expect(entries).toEqual([
    'TimeSheet',
    'Отпуска',
    'Условия работы',
    'Статусы сотрудников',
    'Производственный календарь',
    'Заявки',
    'Перевод сотрудников',
    'Обучение',
    'Визитные карточки',
    'Увольнение сотрудников',
    'Магазин подарков',
    'Каталог сервисов',
    'Охрана труда',
    'Поиск сотрудников',
  ]);

  await page.locator('.ant-menu-submenu-popup:visible').getByRole('menuitem', { name: 'TimeSheet' }).click();
  await expect(page).toHaveURL(/\/timesheet\/fill$/);
  // Leave the hover menu so that its popup closes and frees the tabs under it.
  await page.mouse.move(10, 600);
  await expect(page.locator('.ant-menu-submenu-popup:visible')).toHaveCount(0);
  await expect(page.getByRole('tab')).toHaveText([
    'Заполнение',
    'Согласование',
    'Отчеты',
    'Настройки',
    'Сервисы',
    'FAQ',
    'Исключения',
  ]);
  await page.getByRole('tab', { name: 'Исключения' }).click();
  await expect(page).toHaveURL(/\/timesheet\/exemption$/);
  await expect(page.getByRole('tab', { name: 'Проекты' })).toBeVisible();

  await page.goto('/users-statuses');
  await expect(page.getByRole('heading', { level: 1, name: 'Статусы сотрудников' })).toBeVisible();
});

test('ts_filling gets only the fill and FAQ tabs', async ({ page }) => {
  await signInAs(page, 'ts_filling', '/timesheet');
  await expect(page).toHaveURL(/\/timesheet\/fill$/);
  await expect(page.getByRole('tab')).toHaveText(['Заполнение', 'FAQ']);
  await page.goto('/timesheet/settings');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
});

test('the admin link is shown only with an admin role and an access role', async ({ page }) => {
  // Demo `admin` holds admin + admin_access; `admin_access` alone is not enough (docs/modules/users.md).
  await signInAs(page, 'admin');
  await page.getByRole('link', { name: 'Администрирование', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Администрирование' })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, 'admin_access');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Администрирование', exact: true })).toHaveCount(0);
});
