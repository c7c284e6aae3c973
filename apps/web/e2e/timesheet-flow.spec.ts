import { expect, test, type Locator, type Page } from './a11y.ts';
import { expectSettled, resizeTo, signInAs } from './helpers.ts';
import { addDays, api, dotted, hours, lastWeek } from './timesheet-helpers.ts';

/**
 * The timesheet journey on last week (fully seeded as «Новый», inside the open months): ts_filling fills
 * and sends, project_manager rejects, ts_filling corrects and re-sends, project_manager approves.
 */

interface Write {
  id: number;
  date: string;
  time: number;
  customer: { id: number; name: string };
  status: { id: number };
}

const EMPLOYEE = 'Логинова Елизавета Антоновна';
const REJECT_REASON = 'Распишите задачи по дням';
const SHOTS = '.tmp/timesheet-screens';

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  // Only the grid scrolls sideways at 360 px, never the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page width at 360 px').toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1366, height: 860 });
}

const week = lastWeek();
let projectId = 0;

async function openFill(page: Page): Promise<Locator> {
  await signInAs(page, 'ts_filling', '/timesheet/fill');
  await choosePeriod(page, 'Прошлая неделя');
  await expect(page.getByTestId('ts-period-dates')).toContainText(
    `${dotted(week.start)} — ${dotted(week.end)}`,
  );
  const row = projectId ? page.getByTestId(`ts-row-${projectId}`) : page.locator('.ts-grid tbody tr').first();
  await expect(row).toBeVisible();
  return row;
}

async function sendWeek(page: Page) {
  const preview = await api<{ days: { date: string; time: number }[] }>(
    page,
    'ts_filling',
    `/timesheet/not_busy_preview?date_start=${week.start}&date_end=${week.end}`,
  );
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Отправить на согласование?');
  for (const day of preview.days)
    await expect(confirm).toContainText(`${dotted(day.date)} — ${hours(day.time)} ч`);
  // A click during the confirmation's opening animation was lost once (no request went out): wait it out.
  await expectSettled(confirm);
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(/Отправлено на согласование: \d+/)).toBeVisible();
  return preview;
}

async function openApprove(page: Page): Promise<Locator> {
  await signInAs(page, 'project_manager', '/timesheet/approve');
  await choosePeriod(page, 'Прошлая неделя');
  const card = page.getByTestId(`ts-project-${projectId}`);
  const row = card.locator('.ant-table-row', { hasText: EMPLOYEE });
  await expect(row).toBeVisible();
  return row;
}

test.describe.configure({ mode: 'serial' });

test('ts_filling fills last week from the keyboard, sees the totals and sends it', async ({ page }) => {
  const row = await openFill(page);
  projectId = Number((await row.getAttribute('data-testid'))!.replace('ts-row-', ''));
  const before = await api<Write[]>(
    page,
    'ts_filling',
    `/timesheet/writes?date_start=${week.start}&date_end=${week.end}`,
  );
  const old = (date: string) =>
    before.find((write) => write.customer.id === projectId && write.date === date)?.time ?? 0;
  const dayTotal = (date: string) =>
    before.filter((write) => write.date === date).reduce((sum, write) => sum + write.time, 0);
  const monday = week.start;
  const tuesday = addDays(week.start, 1);

  // Type in two cells, move with the arrow key, save with Enter.
  await row.locator('input.ts-cell__input').nth(0).click();
  await page.keyboard.type('4');
  await page.keyboard.press('ArrowRight');
  await expect(row.locator('input.ts-cell__input').nth(1)).toBeFocused();
  await page.keyboard.type('7.5');
  await expect(page.getByTestId(`ts-day-total-${tuesday}`)).toContainText(
    hours(dayTotal(tuesday) - old(tuesday) + 450),
  );
  await page.keyboard.press('ArrowRight');
  await expect(row.locator('input.ts-cell__input').nth(2)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Сохранено')).toBeVisible();
  await expect(row.locator('input.ts-cell__input').nth(0)).toHaveValue('4');
  await expect(row.locator('input.ts-cell__input').nth(1)).toHaveValue('7,5');

  const total = before.reduce((sum, write) => sum + write.time, 0) - old(monday) - old(tuesday) + 240 + 450;
  await expect(page.getByTestId(`ts-day-total-${monday}`)).toContainText(
    hours(dayTotal(monday) - old(monday) + 240),
  );
  await expect(page.getByTestId('ts-period-total')).toContainText(hours(total));
  await shoot(page, 'fill');

  const preview = await sendWeek(page);
  expect(preview.days.length, 'the shortened days leave a remainder for «не занят»').toBeGreaterThan(0);
  await expect(row.locator('.ts-grid__status')).toHaveText('На согласовании');
});

test('project_manager rejects the employee’s row with a comment', async ({ page }) => {
  const row = await openApprove(page);
  await expect(row).toContainText('На согласовании');
  await row.getByRole('button', { name: `Отклонить: ${EMPLOYEE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Отклонить' });
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
  await dialog.getByLabel('Причина отклонения').fill(REJECT_REASON);
  await dialog.getByRole('button', { name: 'Отклонить' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Отклонен');
  await shoot(page, 'approve');
});

test('ts_filling sees the reason, corrects the week and sends it again', async ({ page }) => {
  const row = await openFill(page);
  await expect(row.locator('.ts-grid__status')).toHaveText('Отклонен');
  await expect(page.getByRole('alert').filter({ hasText: 'Отклонено согласующим' })).toContainText(
    REJECT_REASON,
  );
  await expect(row.locator('td.ts-cell').first()).toHaveAttribute('title', new RegExp(REJECT_REASON));

  await row.locator('input.ts-cell__input').nth(0).click();
  await page.keyboard.type('8');
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Сохранено')).toBeVisible();
  await expect(row.locator('input.ts-cell__input').nth(0)).toHaveValue('8');
  await sendWeek(page);
  await expect(row.locator('.ts-grid__status')).toHaveText('На согласовании');
});

test('project_manager approves the row with the bulk button', async ({ page }) => {
  const row = await openApprove(page);
  await expect(row).toContainText('На согласовании');
  await row.getByRole('checkbox', { name: `Выбрать: ${EMPLOYEE}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Действия с выбранными' });
  await expect(toolbar).toContainText('Выбрано: 1 сотрудник');
  await toolbar.getByRole('button', { name: 'Согласовать' }).click();
  await expect(row).toContainText('Согласован');
  await expect(row.getByRole('button', { name: `Вернуть на согласование: ${EMPLOYEE}` })).toBeEnabled();
  await expect(row.getByRole('button', { name: `Удалить: ${EMPLOYEE}` })).toBeDisabled();
});

test('the manager approves her own projects; an approved cell is read-only for the employee', async ({
  page,
}) => {
  // The demo manager owns the first practice's projects: the tab opens from the records, not the roles.
  await signInAs(page, 'manager', '/timesheet/fill');
  await expect(page.getByRole('tab', { name: 'Заполнение' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Согласование' })).toBeVisible();

  const row = await openFill(page);
  await expect(row.locator('.ts-grid__status')).toHaveText('Согласован');
  await expect(row.locator('input.ts-cell__input').nth(0)).toHaveAttribute('readonly', '');
});
