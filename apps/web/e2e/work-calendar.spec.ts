import { expect, test, type Locator, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

const CALENDAR_PATH = '/timesheet/settings/calendar';

async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) })
    .click();
  // The dropdown closes with an animation; on a busy machine it can still cover the buttons below.
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

const day = (page: Page, date: string) => page.locator(`[data-date="${date}"]`);

test('ts_admin sees the holidays of 2026 and sets a day type and back', async ({ page }) => {
  await signInAs(page, 'ts_admin', CALENDAR_PATH);
  // A retry starts from the seed's state: 29 December 2026 an ordinary day.
  const refreshed = await page.request.post('/api/auth/token/refresh');
  const { access_token: token } = (await refreshed.json()) as { access_token: string };
  const reset = await page.request.put('/api/work_calendar/days', {
    headers: { Authorization: `Bearer ${token}` },
    data: { country_id: 1, date: '2026-12-29', type: null },
  });
  expect(reset.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Производственный календарь' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Год' }), '2026');
  await expect(day(page, '2026-01-01')).toHaveAttribute('data-kind', 'holiday');
  await expect(day(page, '2026-01-01')).toHaveAccessibleName(/Праздничный день/);
  await expect(day(page, '2026-11-21')).toHaveAttribute('data-kind', 'weekend');

  // Tuesday 29 December 2026: an ordinary working day in the seed.
  const target = day(page, '2026-12-29');
  await expect(target).toHaveAttribute('data-kind', 'workday');
  await target.click();
  const dialog = page.getByRole('dialog', { name: /29 декабря 2026/ });
  const type = dialog.getByRole('combobox', { name: 'Тип дня' });

  // A working weekend cannot fall on a Tuesday: said next to the field.
  await chooseOption(page, type, 'Рабочий выходной');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Рабочим выходным может быть только суббота или воскресенье')).toBeVisible();

  await chooseOption(page, type, 'Сокращенный день');
  await dialog.getByLabel('Название').fill('Предпраздничный день');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toHaveAttribute('data-kind', 'short_work_day');
  await expect(target).toHaveAccessibleName(/Предпраздничный день/);

  await target.click();
  await chooseOption(page, type, 'Обычный день');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog).toBeHidden();
  await expect(target).toHaveAttribute('data-kind', 'workday');
});

test('CSV import: a bad line blocks saving, a good file replaces the year', async ({ page }) => {
  await signInAs(page, 'ts_admin', CALENDAR_PATH);
  await chooseOption(page, page.getByRole('combobox', { name: 'Страна' }), 'Казахстан');
  await chooseOption(page, page.getByRole('combobox', { name: 'Год' }), '2027');
  await page.getByRole('button', { name: 'Импорт CSV' }).click();
  const dialog = page.getByRole('dialog', { name: /Импорт производственного календаря: Казахстан, 2027/ });
  const text = dialog.getByLabel('Содержимое файла');
  const save = dialog.getByRole('button', { name: 'Сохранить' });
  await expect(save).toBeDisabled();

  await text.fill('date;type;name\n2027-01-01;1;Новый год\n2027-01-02;4;Суббота не бывает короткой\n');
  await expect(
    dialog.getByText('Строка 3: 2027-01-02: Сокращенным может быть только будний день'),
  ).toBeVisible();
  await expect(save).toBeDisabled();

  await text.fill('date;type;name\n2027-01-01;1;Новый год\n2027-03-22;holiday;Наурыз мейрамы\n');
  await expect(dialog.getByText('Строка 3')).toHaveCount(0);
  await expect(dialog.getByRole('cell', { name: '22.03.2027' })).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Календарь 2027 сохранен: 2 дня')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(day(page, '2027-03-22')).toHaveAttribute('data-kind', 'holiday');
  await expect(day(page, '2027-01-01')).toHaveAttribute('data-kind', 'holiday');
});

test('an employee cannot open the calendar editor', async ({ page }) => {
  await signInAs(page, 'employee', CALENDAR_PATH);
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
});
