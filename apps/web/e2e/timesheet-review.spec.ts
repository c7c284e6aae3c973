import { expect, test, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';
import { dotted, lastWeek } from './timesheet-helpers.ts';

/**
 * What a review of the TimeSheet found: on the fill screen an invalid cell gives one toast that names the
 * cell and the reason, however often the person retries; on the approve screen a filtered project card
 * counts its header (status and total) over the rows it shows.
 */

const SHOTS = '/tmp/shots/ts-review';
const week = lastWeek();

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
  await expect(page.getByTestId('ts-period-dates')).toContainText(
    `${dotted(week.start)} — ${dotted(week.end)}`,
  );
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page width at 360 px').toBeLessThanOrEqual(1);
  await resizeTo(page, 1280, 860);
}

/** «7,5 ч» → minutes. */
const minutesOf = (text: string) => {
  const match = /([\d,]+)\s*ч/.exec(text);
  return match ? Math.round(Number(match[1]!.replace(',', '.')) * 60) : NaN;
};

test('an invalid cell: one toast naming the cell and why, even after a second try', async ({ page }) => {
  await signInAs(page, 'ts_filling', '/timesheet/fill');
  await choosePeriod(page, 'Прошлая неделя');
  const row = page.locator('.ts-grid tbody tr').first();
  await expect(row).toBeVisible();
  const cell = row.locator('input.ts-cell__input:not([readonly])').first();
  await cell.click();
  await page.keyboard.type('25');
  await page.keyboard.press('Enter');
  const toasts = page.locator('.ant-message-notice');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText('В сутках только 24 часа');
  await expect(toasts).toContainText('Не сохранено: «');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(toasts).toHaveCount(1);
  await expect(cell).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'fill-invalid-cell');
  await page.keyboard.press('Escape');
});

test('a filtered project card counts its header over the rows it shows', async ({ page }) => {
  await signInAs(page, 'project_manager', '/timesheet/approve');
  await choosePeriod(page, 'Прошлая неделя');
  // A card with at least two people, so a name filter leaves fewer hours than the whole project.
  const cards = page.locator('.ts-approve__card');
  await expect(cards.first()).toBeVisible();
  let index = 0;
  while ((await cards.nth(index).locator('tbody tr.ant-table-row').count()) < 2) index += 1;
  const card = cards.nth(index);
  const header = card.locator('.ts-approve__extra');
  const whole = minutesOf((await header.textContent()) ?? '');
  const firstRow = card.locator('tbody tr.ant-table-row').first();
  const name = (await firstRow.locator('.ts-approve__name').textContent())!.trim();
  const rowTotal = minutesOf(`${(await firstRow.locator('td strong').last().textContent())!} ч`);
  expect(rowTotal).toBeLessThan(whole);
  const testId = (await card.getAttribute('data-testid'))!;
  await page.getByRole('searchbox', { name: 'Поиск сотрудника' }).fill(name);
  const filtered = page.getByTestId(testId);
  await expect(filtered.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect
    .poll(async () => minutesOf((await filtered.locator('.ts-approve__extra').textContent()) ?? ''))
    .toBe(rowTotal);
  await shoot(page, 'approve-filtered');
});
