import { expect, test, type Page } from './a11y.ts';
import { addDays, dayOfWeek, VACATION_TEXTS, type Vacation, type VacationInfo } from '@intranet/contracts';
import { DEMO_PASSWORD, expectSettled, resizeTo, signInAs } from './helpers.ts';

/**
 * The planning journey of `employee` (no indivisible block in the seed): plan a 14-day indivisible block
 * on the calendar and see «Доступно для планирования:» drop; meet the holiday rule live in the form;
 * delete one planned day; move the rest of the block a week later. Dates come from the person's work year and minimum date, not from the day the
 * test runs; what the test creates is deleted through the API at the end.
 */

const SHOTS = '.tmp/vacation-screens';
/** Month-days of Russian holidays and the usual moved days off: the test block keeps clear of them. */
const HOLIDAYS = /^(01-(0\d|1[0-2])|02-2[2-4]|03-0[7-9]|05-(0\d|1[0-3])|06-1[1-3]|11-0[3-5]|12-3[01])$/;

const dotted = (iso: string) => iso.split('-').reverse().join('.');

async function tokenOf(page: Page, login: string): Promise<string> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(issued.status(), `sign-in as ${login}`).toBe(200);
  return ((await issued.json()) as { access_token: string }).access_token;
}

async function api<T>(page: Page, login: string, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, {
    headers: { Authorization: `Bearer ${await tokenOf(page, login)}` },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Plan {
  choice: 'current' | 'next';
  start: string;
  end: string;
  holiday: string;
}

/** A quiet Monday-to-Sunday fortnight and a holiday, both changeable, in the current or the next work year. */
async function choosePlan(page: Page, info: VacationInfo): Promise<Plan> {
  const current = info.current_work_year;
  const nextStart = addDays(current.end_date, 1);
  const nextEnd = addDays(`${Number(nextStart.slice(0, 4)) + 1}${nextStart.slice(4)}`, -1);
  const years: { choice: Plan['choice']; start: string; end: string }[] = [
    { choice: 'current', start: current.start_date, end: current.end_date },
  ];
  if (info.next_year_open) years.push({ choice: 'next', start: nextStart, end: nextEnd });
  const taken = await api<Vacation[]>(
    page,
    'employee',
    `/dba/vacations?users=${info.user.id}&date_start=${current.start_date}&date_end=${nextEnd}`,
  );
  for (const year of years) {
    const from = info.min_date > year.start ? info.min_date : year.start;
    const special = await api<{ date: string; type: number }[]>(
      page,
      'employee',
      `/work_calendar?country_id=${info.country.id}&date_start=${from}&date_end=${year.end}`,
    );
    const holiday = special.find((day) => day.type === 1)?.date;
    if (!holiday) continue;
    let start = from;
    while (dayOfWeek(start) !== 1) start = addDays(start, 1);
    // Three quiet weeks: the block, then its move a week later.
    for (; addDays(start, 20) <= year.end; start = addDays(start, 7)) {
      const dates = Array.from({ length: 21 }, (_, index) => addDays(start, index));
      const quiet = dates.every(
        (date) => !HOLIDAYS.test(date.slice(5)) && !special.some((day) => day.date === date),
      );
      const free = !taken.some((day) => dates.includes(day.date));
      const balance = info.balances[start.slice(0, 4)];
      if (quiet && free && balance && balance.availables.all >= 14)
        return { choice: year.choice, start, end: addDays(start, 13), holiday };
    }
  }
  throw new Error('No quiet fortnight and holiday to plan in the shown work years');
}

async function available(page: Page, year: string): Promise<number> {
  const text = await page.getByTestId(`vac-plan-available-${year}`).textContent();
  return Number(text);
}

test('employee plans a 14-day block, meets the holiday rule, deletes a day, moves the block', async ({
  page,
}) => {
  await signInAs(page, 'employee', '/vacation');
  const info = await api<VacationInfo>(page, 'employee', '/dba/vacations/info');
  const plan = await choosePlan(page, info);
  const year = plan.start.slice(0, 4);
  const day = (date: string) => page.locator(`button[data-date="${date}"]`);

  try {
    await expect(page.getByText(VACATION_TEXTS.available)).toBeVisible();
    await expect(page.getByText(VACATION_TEXTS.discuss).first()).toBeVisible();
    await expect(page.getByText(VACATION_TEXTS.clickDay, { exact: false })).toBeVisible();
    if (plan.choice === 'next') await page.getByText('Следующий', { exact: true }).click();
    await expect(day(plan.start)).toBeVisible();
    const before = await available(page, year);

    // The range: first click, second click; the form opens with the dates and the live verdict.
    await day(plan.start).click();
    await day(plan.end).click();
    const form = page.getByRole('dialog', { name: 'Планирование отпуска' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Дата начала')).toHaveValue(dotted(plan.start));
    await expect(form.getByLabel('Дата окончания')).toHaveValue(dotted(plan.end));
    await expect(form.getByTestId('vac-plan-verdict')).toContainText('Дней отпуска: 14');
    await page.screenshot({ path: `${SHOTS}/plan-form-desktop.png` });
    await form.getByRole('button', { name: 'Запланировать' }).click();
    await expect(form).toBeHidden();
    await expect(day(plan.start)).toHaveClass(/vac-plan-day--type-1/);
    await expect(day(plan.start)).toHaveClass(/vac-plan-day--status-1/);
    await expect(page.getByTestId(`vac-plan-available-${year}`)).toHaveText(String(before - 14));

    // A holiday alone: the rule's text, live, and no way to send.
    await day(plan.holiday).click();
    await day(plan.holiday).click();
    await expect(form).toBeVisible();
    await expect(form.getByTestId('vac-plan-verdict')).toContainText(VACATION_TEXTS.holiday);
    await expect(form.getByRole('button', { name: 'Запланировать' })).toBeDisabled();
    await form.getByRole('button', { name: 'Отмена' }).click();
    await expect(form).toBeHidden();

    // A planned day: delete only it, the rest of the block stays.
    await day(plan.end).click();
    const dayDialog = page.getByRole('dialog', { name: `Отпуск ${dotted(plan.end)}` });
    await expect(dayDialog).toBeVisible();
    await expect(dayDialog).toContainText('Неделимый');
    await dayDialog.getByText(`Только этот день (${dotted(plan.end)})`).click();
    await expect(dayDialog.getByRole('radio', { name: /Только этот день/ })).toBeChecked();
    await expectSettled(dayDialog);
    await page.screenshot({ path: `${SHOTS}/day-dialog-desktop.png` });
    await dayDialog.getByRole('button', { name: 'Удалить' }).click();
    await expect(dayDialog).toBeHidden();
    await expect(day(plan.end)).not.toHaveClass(/vac-plan-day--type-1/);
    await expect(day(plan.end)).toHaveClass(/vac-plan-day--deleted/);
    await expect(day(addDays(plan.end, -1))).toHaveClass(/vac-plan-day--type-1/);
    await expect(page.getByTestId(`vac-plan-available-${year}`)).toHaveText(String(before - 13));

    // Move the rest of the block (13 days) a week later: the old days stay as moved ones.
    const lastLive = addDays(plan.end, -1);
    await day(plan.start).click();
    const blockDialog = page.getByRole('dialog', { name: `Отпуск ${dotted(plan.start)}` });
    await expect(blockDialog.getByRole('radio', { name: /Весь отпуск/ })).toBeChecked();
    await blockDialog.getByRole('button', { name: 'Перенести' }).click();
    await expect(page.getByText(/^Перенос: /)).toBeVisible();
    const movedStart = addDays(plan.start, 7);
    const movedEnd = addDays(lastLive, 7);
    await day(movedStart).click();
    await day(movedEnd).click();
    const moveForm = page.getByRole('dialog', { name: 'Перенос отпуска' });
    await expect(moveForm.getByTestId('vac-plan-verdict')).toContainText('Дней отпуска: 13');
    await moveForm.getByRole('button', { name: 'Перенести' }).click();
    await expect(moveForm).toBeHidden();
    await expect(day(movedEnd)).toHaveClass(/vac-plan-day--type-1/);
    await expect(day(plan.start)).toHaveClass(/vac-plan-day--deleted/);
    await expect(day(plan.start)).toHaveAttribute('title', /Отпуск на согласовании был перенесен/);
    await expect(page.getByTestId(`vac-plan-available-${year}`)).toHaveText(String(before - 13));

    await resizeTo(page, 1280, 900);
    await page.screenshot({ path: `${SHOTS}/planning-desktop.png`, fullPage: true });
    await resizeTo(page, 360, 780);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page width at 360 px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/planning-360.png`, fullPage: true });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/planning-top-360.png` });
    await day(movedEnd).click();
    await expectSettled(page.getByRole('dialog', { name: `Отпуск ${dotted(movedEnd)}` }));
    await page.screenshot({ path: `${SHOTS}/day-dialog-360.png` });
  } finally {
    // Clean up as the vacation-system admin: the days stay deleted and block nothing.
    const left = await api<Vacation[]>(
      page,
      'vacation_system_admin',
      `/dba/vacations?users=${info.user.id}&date_start=${plan.start}&date_end=${addDays(plan.start, 20)}`,
    );
    if (left.length) {
      const response = await page.request.delete(
        `/api/dba/vacations?id=${left.map((item) => item.id).join(',')}`,
        { headers: { Authorization: `Bearer ${await tokenOf(page, 'vacation_system_admin')}` } },
      );
      expect(response.status(), 'clean-up').toBe(204);
    }
  }
});
