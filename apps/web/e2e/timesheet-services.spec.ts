import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';
import { api, dotted, hours, lastWeek } from './timesheet-helpers.ts';

/**
 * The «Сервисы» tab on last week (seeded writes, inside the open months): the assistant moves hours from a
 * project to a service — more than written is refused with the server's text (bold after ###), a valid one
 * shows its percent — uploads an Excel file with a bad row (per-row report, nothing saved), sends; the
 * services' owner ts_approver approves on «На согласование».
 */

interface Write {
  date: string;
  time: number;
  customer: { id: number; name: string };
}
interface Distribution {
  id: number;
  date: string;
  time: number;
  customer_from: { id: number; name: string };
  customer_to: { id: number; name: string };
  status: { id: number };
}
interface Service {
  id: number;
  name: string;
}

const SHOTS = '.tmp/timesheet-screens';
const USER = 'assistant';
const OVER_SOURCE = 'Распределено больше, чем списано на проект';

const percent = (minutes: number, source: number) =>
  `${String(Math.round((minutes / source) * 100 * 100) / 100).replace('.', ',')} %`;

const week = lastWeek();
const range = `date_start=${week.start}&date_end=${week.end}`;

/** The day and source project of last week with the most hours not yet distributed, and a free service. */
async function pickSource(page: Page) {
  const writes = await api<Write[]>(page, USER, `/timesheet/writes?${range}`);
  const distributions = await api<Distribution[]>(page, USER, `/timesheet/distributions?${range}`);
  const targets = await api<Service[]>(page, USER, '/timesheet/services_customers');
  const candidates = writes.map((write) => {
    const moved = distributions
      .filter((item) => item.date === write.date && item.customer_from.id === write.customer.id)
      .reduce((sum, item) => sum + item.time, 0);
    return { ...write, free: write.time - moved };
  });
  candidates.sort((a, b) => b.free - a.free || a.date.localeCompare(b.date));
  const source = candidates[0];
  expect(source, 'a seeded write last week').toBeDefined();
  expect(source!.free, 'hours left to distribute').toBeGreaterThanOrEqual(120);
  const used = (service: Service) =>
    distributions.some(
      (item) =>
        item.date === source!.date &&
        item.customer_from.id === source!.customer.id &&
        item.customer_to.id === service.id,
    );
  const free = targets.filter((service) => !used(service));
  expect(free.length, 'two services without a record on that day').toBeGreaterThanOrEqual(2);
  return { source: source!, services: free, distributions };
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page width at 360 px').toBeLessThanOrEqual(1);
  await resizeTo(page, 1280, 860);
}

async function openServices(page: Page, login: string) {
  await signInAs(page, login, '/timesheet/services');
  await choosePeriod(page, 'Прошлая неделя');
  await expect(page.getByTestId('ts-period-dates')).toContainText(
    `${dotted(week.start)} — ${dotted(week.end)}`,
  );
}

/** Fills the «Новое перераспределение» form. */
async function fillForm(
  page: Page,
  values: { date: string; source: string; service: string; hours: string },
) {
  await page.getByRole('button', { name: 'Добавить' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новое перераспределение' });
  await expect(dialog).toBeVisible();
  const date = dialog.getByLabel('Дата');
  await date.click();
  await date.fill(dotted(values.date));
  await date.press('Enter');
  await chooseOption(page, dialog, 'Проект-источник', values.source);
  await chooseOption(page, dialog, 'Сервис', values.service);
  await dialog.getByLabel('Часы').fill(values.hours);
  return dialog;
}

test.describe.configure({ mode: 'serial' });

let savedId = 0;

test('more than written is refused with the server’s text; a valid distribution shows its percent', async ({
  page,
}) => {
  const { source, services, distributions } = await pickSource(page);
  await openServices(page, USER);
  await expect(page.getByRole('tab', { name: 'На согласование' })).toHaveCount(0);

  // (1) One hour more than is left on the source: the server refuses, nothing is saved.
  const over = source.free + 60;
  let dialog = await fillForm(page, {
    date: source.date,
    source: source.customer.name,
    service: services[0]!.name,
    hours: hours(over),
  });
  await expect(dialog).toContainText(`это ${percent(over, source.time)} списанного`);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  const error = dialog.getByTestId('distribution-form-error');
  await expect(error).toContainText(OVER_SOURCE);
  await expect(error.locator('strong')).toHaveText(
    `${source.customer.name}, ${source.date.split('-').reverse().join('.')}`,
  );
  await expect(error).not.toContainText('###');
  await shoot(page, 'services-over-source');
  const after = await api<Distribution[]>(page, USER, `/timesheet/distributions?${range}`);
  expect(after.map((item) => [item.id, item.time])).toEqual(
    distributions.map((item) => [item.id, item.time]),
  );
  await dialog.getByRole('button', { name: 'Отмена' }).click();
  await expect(dialog).toBeHidden();

  // (2) Two hours (or what is left): saved as «Новый» with the percent of the source's hours that day.
  const minutes = Math.min(120, source.free);
  dialog = await fillForm(page, {
    date: source.date,
    source: source.customer.name,
    service: services[0]!.name,
    hours: hours(minutes),
  });
  await expect(dialog).toContainText(`это ${percent(minutes, source.time)} списанного`);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Перераспределение сохранено')).toBeVisible();
  const saved = (await api<Distribution[]>(page, USER, `/timesheet/distributions?${range}`)).find(
    (item) =>
      item.date === source.date &&
      item.customer_from.id === source.customer.id &&
      item.customer_to.id === services[0]!.id,
  );
  expect(saved?.time).toBe(minutes);
  savedId = saved!.id;
  const row = page.getByTestId(`distribution-row-${savedId}`);
  await expect(row).toContainText(services[0]!.name);
  await expect(row).toContainText('Новый');
  await expect(page.getByTestId(`distribution-percent-${savedId}`)).toHaveText(percent(minutes, source.time));
  await shoot(page, 'services');
});

test('an Excel file with a bad row is refused with a per-row report and saves nothing', async ({ page }) => {
  const { source, services, distributions } = await pickSource(page);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Перераспределение');
  sheet.addRow(['Дата', 'Сотрудник', 'Проект-источник', 'Сервис', 'Часы', 'Комментарий']);
  sheet.addRow([dotted(source.date), '', source.customer.name, services[1]!.name, '0,5', 'Из файла']);
  sheet.addRow([dotted(source.date), '', source.customer.name, 'Нет такого сервиса', '1', '']);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

  await openServices(page, USER);
  await page.getByRole('button', { name: 'Загрузить из Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка перераспределений из Excel' });
  await expect(dialog.getByRole('button', { name: 'Скачать шаблон' })).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'перераспределение.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  const report = dialog.getByTestId('distribution-excel-errors');
  await expect(report).toContainText('В файле есть ошибки, ничего не загружено');
  const rows = report.locator('.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Строка 3');
  await expect(report).not.toContainText('Строка 2');
  await shoot(page, 'services-excel-errors');
  const after = await api<Distribution[]>(page, USER, `/timesheet/distributions?${range}`);
  expect(after.length).toBe(distributions.length);

  // The same file without the bad row goes in whole.
  sheet.spliceRows(3, 1);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'перераспределение.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
  });
  await expect(dialog).toContainText('загружен: 1 запись');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Закрыть' }).click();
  await expect(page.getByTestId('distributions-person')).toContainText(services[1]!.name);
});

test('the assistant sends; ts_approver approves it on «На согласование»', async ({ page }) => {
  expect(savedId, 'the first test saved a distribution').toBeGreaterThan(0);
  await openServices(page, USER);
  await page.getByRole('button', { name: 'Отправить на согласование' }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('Отправить на согласование?');
  await confirm.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText(/Отправлено на согласование: \d+/)).toBeVisible();
  await expect(page.getByTestId(`distribution-row-${savedId}`)).toContainText('На согласовании');

  await page.context().clearCookies();
  await openServices(page, 'ts_approver');
  await page.getByRole('tab', { name: /На согласование/ }).click();
  const row = page.getByTestId(`distribution-row-${savedId}`);
  await expect(row).toContainText('На согласовании');
  await row.getByRole('checkbox').check();
  const toolbar = page.getByRole('toolbar', { name: 'Действия с выбранными' });
  await expect(toolbar).toContainText('Выбрано: 1 запись');
  await shoot(page, 'services-approval');
  await toolbar.getByRole('button', { name: 'Согласовать' }).click();
  await expect(page.getByText('Согласовано: 1 запись')).toBeVisible();
  await expect(row).toContainText('Согласован');
  await expect(row.getByRole('button', { name: /^Вернуть на согласование:/ })).toBeEnabled();
  // Reject and delete are always shown, disabled where the row's abilities refuse them (docs/modules/timesheet.md).
  await expect(row.getByRole('button', { name: /^Отклонить:/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Удалить:/ })).toBeDisabled();
  await expect(row.getByRole('button', { name: /^Согласовать:/ })).toHaveCount(0);
  await shoot(page, 'services-approved');
});
