import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';

const SHOTS = '.tmp/vacation-report-screens';

/** The whole year of the demo (the seed plans this year's vacations around its day). */
async function chooseThisYear(page: Page) {
  const year = new Date().getFullYear();
  const inputs = page.locator('.vac-reports__field .ant-picker-range input');
  await inputs.first().click();
  await inputs.first().fill(`01.01.${year}`);
  await inputs.first().press('Enter');
  await inputs.nth(1).fill(`31.12.${year}`);
  await inputs.nth(1).press('Enter');
  await expect(inputs.first()).toHaveValue(`01.01.${year}`);
  await expect(inputs.nth(1)).toHaveValue(`31.12.${year}`);
}

const dataRows = (page: Page) => page.locator('.vac-reports__table tbody tr.ant-table-row');
const shownCount = async (page: Page) =>
  Number(
    ((await page.getByTestId('vac-report-count').textContent()) ?? '')
      .match(/Показано ([\d\s ]+) из/)![1]!
      .replace(/\D/g, ''),
  );

test.describe('Vacation reports', () => {
  test('the vacation-system admin runs every report, loads more rows, sorts and downloads them', async ({
    page,
  }) => {
    await signInAs(page, 'vacation_system_admin', '/vacation/reports');
    await expect(page.getByRole('tab', { name: 'Отчеты', selected: true })).toBeVisible();
    for (const label of [
      'Единая форма',
      'Отпуска за период',
      'Статус сотрудников',
      'Остаток на дату',
      'Изменения отпусков',
      'Действия ассистентов',
    ])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-list-desktop.png`, fullPage: true });

    // STATUS: everyone employed today, 100 a page; «Показать еще» appends the next page under the same headers.
    await page.getByText('Статус сотрудников', { exact: true }).click();
    await expect(page).toHaveURL(/\/vacation\/reports\/STATUS$/);
    await page.getByRole('button', { name: 'Сформировать' }).click();
    await expect(dataRows(page)).toHaveCount(100);
    await expect(page.locator('.vac-reports__table thead tr')).toHaveCount(2);
    await expect(page.locator('.vac-reports__table thead tr').first()).toContainText('Сотрудник');
    await expect(
      page
        .locator('.vac-reports__table tbody td')
        .filter({ hasText: /^(Все согласовано|Не запланирован|Есть несогласованные или отклоненные части)$/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Показать еще' }).click();
    await expect.poll(() => dataRows(page).count()).toBeGreaterThan(100);
    expect(await shownCount(page)).toBe(await dataRows(page).count());
    // Sorting by a number column reorders the loaded rows; the planned days go up.
    await page.locator('.vac-reports__table thead th').filter({ hasText: 'Запланировано дней' }).click();
    const planned = await page
      .locator('.vac-reports__table tbody tr.ant-table-row td:nth-child(5)')
      .allTextContents();
    const numbers = planned.map((text) => Number(text.replace(/\s/g, '').replace(',', '.')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    // UNIFIED: the year; the history column keeps its lines and does not sort.
    await page.goto('/vacation/reports/UNIFIED');
    await chooseThisYear(page);
    await page.getByRole('button', { name: 'Сформировать' }).click();
    await expect(dataRows(page).first()).toBeVisible();
    const historyHeader = page.locator('.vac-reports__table thead th').filter({ hasText: /^История$/ });
    await expect(historyHeader).not.toHaveClass(/ant-table-column-has-sorters/);
    await expect(page.locator('.vac-reports__table thead th').filter({ hasText: /^ФИО$/ })).toHaveClass(
      /ant-table-column-has-sorters/,
    );
    const history = await page
      .locator('.vac-reports__table tbody td.vac-reports__history')
      .first()
      .innerText();
    expect(history).toMatch(/\d\d\.\d\d\.\d{4} — запланирован/);
    expect(history.split('\n').length).toBeGreaterThan(1);
    await expect(
      page
        .locator('.vac-reports__table tbody td')
        .filter({ hasText: /^\d\d\.\d\d\.\d{4}$/ })
        .first(),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/report-unified-desktop.png` });

    // The files: xlsx with the two header rows, XML with its schema's root.
    const xls = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать XLS' }).click();
    const xlsFile = await xls;
    expect(xlsFile.suggestedFilename()).toMatch(/^Единая форма \d\d\.\d\d\.\d{4}-\d\d\.\d\d\.\d{4}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsFile.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Сотрудник');
    expect(sheet.getRow(2).getCell(1).value).toBe('ФИО');
    expect(sheet.rowCount).toBeGreaterThan(2);
    const xml = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Скачать XML' }).click();
    const xmlText = fs.readFileSync(await (await xml).path(), 'utf8');
    expect(xmlText).toContain('<report xmlns="urn:intranet:vacation-report:1" name="UNIFIED"');
    expect(xmlText).toContain('<column key="history"');

    // PERIOD, BALANCE, CHANGES (with the deleted ones) and ASSISTANT each answer with rows.
    for (const [name, column] of [
      ['PERIOD', 'Окончание'],
      ['BALANCE', 'Остаток на дату'],
      ['CHANGES', 'Кто изменил'],
      ['ASSISTANT', 'Ассистент'],
    ] as const) {
      await page.goto(`/vacation/reports/${name}`);
      if (name !== 'BALANCE') await chooseThisYear(page);
      if (name === 'CHANGES') await page.getByRole('switch', { name: 'Показывать удаленные' }).click();
      await page.getByRole('button', { name: 'Сформировать' }).click();
      await expect(
        page.locator('.vac-reports__table thead th').filter({ hasText: column }).first(),
      ).toBeVisible();
      await expect(dataRows(page).first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Сформировать' }).click();
    await expect(dataRows(page).first()).toBeVisible();
    await resizeTo(page, 360, 760);
    await page.screenshot({ path: `${SHOTS}/report-assistant-360.png` });
    await page.goto('/vacation/reports');
    await expect(page.getByText('Единая форма', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/reports-list-360.png` });
  });

  test('an approver sees three reports; a report outside the list is refused; an employee has no tab', async ({
    page,
  }) => {
    await signInAs(page, 'vacation_approver', '/vacation/reports');
    await expect(page.getByText('Отпуска за период', { exact: true })).toBeVisible();
    await expect(page.getByText('Единая форма', { exact: true })).toHaveCount(0);
    await page.goto('/vacation/reports/UNIFIED');
    await expect(page.getByText('Доступ запрещен').first()).toBeVisible();
    await signInAs(page, 'employee', '/vacation');
    await expect(page.getByRole('tab', { name: 'Планирование', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Отчеты' })).toHaveCount(0);
  });

  test('employee keeps a note for their absences and a colleague comment is shown', async ({ page }) => {
    await signInAs(page, 'employee', '/vacation');
    const card = page.getByTestId('vac-facts');
    await expect(card.getByText('Замещает:')).toBeVisible();
    await expect(card.getByText('Комментарии коллег')).toBeVisible();
    await card.getByRole('button', { name: 'Изменить заметку' }).click();
    await card
      .getByRole('textbox', { name: 'Заметка' })
      .fill('В отпуске без связи, по проекту — к замещающему.');
    await card.getByRole('button', { name: 'Сохранить' }).click();
    await expect(card.getByText('В отпуске без связи, по проекту — к замещающему.')).toBeVisible();
    await card.getByRole('textbox', { name: 'Новый комментарий' }).fill('Вернусь к релизу');
    await card.getByRole('button', { name: 'Отправить' }).click();
    await expect(card.getByText('Вернусь к релизу')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/facts-desktop.png`, fullPage: true });
    await resizeTo(page, 360, 760);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/facts-360.png` });
  });
});
