import { expect, test, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

const PHONE = { width: 360, height: 740 };

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('sign-in page fits a 360 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({
    path: testInfo.outputPath('sign-in-360.png'),
    fullPage: true,
    animations: 'disabled',
  });
});

test('dashboard and support widget fit a 360 px phone', async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, 'ts_admin');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /^(Доброе утро|Добрый день|Добрый вечер|Доброй ночи), .+!$/,
  );
  await expectNoHorizontalScroll(page);
  await page.screenshot({
    path: testInfo.outputPath('dashboard-360.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const drawer = page.locator('.app-drawer');
  await expect(drawer.getByRole('menuitem', { name: 'TimeSheet' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('menu-360.png'), animations: 'disabled' });
  await drawer.getByRole('menuitem', { name: 'Отпуска' }).click();
  await expect(page).toHaveURL(/\/vacation$/);
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Написать в поддержку' }).click();
  await expect(page.getByRole('dialog', { name: 'Обращение в поддержку' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('support-360.png'), animations: 'disabled' });
});

test('desktop screenshots: sign-in, dashboard, support widget', async ({ page }, testInfo) => {
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('sign-in-desktop.png'), animations: 'disabled' });

  await signInAs(page, 'ts_admin');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    /^(Доброе утро|Добрый день|Добрый вечер|Доброй ночи), .+!$/,
  );
  await expect(page.getByText(/^Сегодня \d{2}\.\d{2}\.\d{4}, /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.screenshot({
    path: testInfo.outputPath('dashboard-desktop.png'),
    fullPage: true,
    animations: 'disabled',
  });

  await page.getByRole('button', { name: 'Написать в поддержку' }).click();
  await expect(page.getByRole('dialog', { name: 'Обращение в поддержку' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('support-desktop.png'), animations: 'disabled' });
});

test('navigation to a hash scrolls with the 160 px offset', async ({ page }) => {
  // The search page before a query: nothing on it loads later and moves the anchor (the dashboard's feed would).
  await signInAs(page, 'employee', '/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A tall page with an anchor, built in place: the events page is not built yet.
  await page.evaluate(() => {
    const main = document.getElementById('main')!;
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    const anchor = document.createElement('div');
    anchor.id = 'probe-anchor';
    anchor.textContent = 'anchor';
    main.append(spacer, anchor, Object.assign(document.createElement('div'), { style: 'height:3000px' }));
  });
  await page.evaluate(() => {
    window.history.pushState({}, '', '/search#probe-anchor');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect
    .poll(() =>
      page.evaluate(() => Math.round(document.getElementById('probe-anchor')!.getBoundingClientRect().top)),
    )
    .toBe(160);
});
