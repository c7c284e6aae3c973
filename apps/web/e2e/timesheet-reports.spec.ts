import ExcelJS from 'exceljs';
import { expect, test, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

/** Picks a report in «Отчет» (a search select): each option is the label with its tooltip under it. */
async function chooseReport(page: Page, label: string) {
  const picker = page.getByRole('combobox', { name: 'Отчет' });
  await picker.click();
  await picker.fill(label);
  await page
    .locator('.ant-select-dropdown:visible .ts-reports__option > div')
    .getByText(label, { exact: true })
    .click();
  await expect(page.locator('.ts-reports__picker')).toContainText(label);
}

/** «Прошлый месяц»: the demo seed writes six weeks back from today, so last month always has time in it. */
async function choosePastMonth(page: Page) {
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page.locator('.ant-select-dropdown:visible').getByText('Прошлый месяц', { exact: true }).click();
}

const firstCells = (page: Page) => page.locator('.ts-reports__table tbody tr.ant-table-row td:first-child');

test.describe('TimeSheet reports', () => {
  test('ts_admin runs a report, pages through it, exports it as xlsx and looks at a chart', async ({
    page,
  }) => {
    await signInAs(page, 'ts_admin', '/timesheet/reports');
    await expect(page.getByRole('tab', { name: 'Отчеты', selected: true })).toBeVisible();
    await expect(page.getByText('Выберите отчет и период и нажмите «Сформировать»')).toBeVisible();

    await chooseReport(page, 'Сотрудники');
    await expect(page.getByTestId('ts-report-tooltip')).toHaveText(
      'Сотрудники, работавшие в периоде, с подразделением, руководителем и контактами',
    );
    await choosePastMonth(page);
    await expect(page.getByTestId('ts-report-dates')).toHaveText(/^\d\d\.\d\d\.\d{4} — \d\d\.\d\d\.\d{4}/);

    await page.getByRole('button', { name: 'Сформировать' }).click();
    const table = page.locator('.ts-reports__table');
    await expect(table.getByRole('columnheader', { name: 'Дата приёма' })).toBeVisible();
    // The team lead beside the manager; practice heads lead their people in the demo.
    await expect(table.getByRole('columnheader', { name: 'Тимлид' })).toBeVisible();
    await expect(firstCells(page)).toHaveCount(20);
    const totalText = await page.locator('.ant-pagination-total-text').textContent();
    const total = Number((totalText ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(20);
    // Dates as dd.MM.yyyy.
    await expect(
      table
        .locator('tbody td')
        .filter({ hasText: /^\d\d\.\d\d\.\d{4}$/ })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-table-desktop.png`, fullPage: true });

    // Page 2: other people.
    const firstOnPageOne = await firstCells(page).first().textContent();
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(firstCells(page).first()).not.toHaveText(firstOnPageOne ?? '');

    // The export: the whole report in one xlsx sheet, one row per person after the header.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать в Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Сотрудники \d\d\.\d\d\.\d{4}-\d\d\.\d\d\.\d{4}\.xlsx$/);
    const path = await download.path();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(path);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Сотрудник');
    expect(sheet.rowCount - 1).toBe(total);

    // Hours by project as a chart.
    await chooseReport(page, 'Часы по проектам');
    await page.getByRole('button', { name: 'Сформировать' }).click();
    await expect(table.locator('thead th').first()).toHaveText('Проект');
    await page.getByText('Диаграмма', { exact: true }).click();
    const chart = page.getByRole('figure', { name: 'Часы по проектам' });
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-chart-desktop.png`, fullPage: true });

    await resizeTo(page, 360, 780);
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-chart-360.png`, fullPage: true });
    await page.getByText('Таблица', { exact: true }).click();
    await expect(firstCells(page).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-table-360.png`, fullPage: true });
  });

  test('a download-only report offers only the export', async ({ page }) => {
    await signInAs(page, 'ts_admin', '/timesheet/reports');
    await chooseReport(page, 'Детализация по проектам');
    await expect(page.getByText('Отчет выгружается только в Excel')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Сформировать' })).toHaveCount(0);
    await choosePastMonth(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать в Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Детализация по проектам .*\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });
});
