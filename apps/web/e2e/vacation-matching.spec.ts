import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/**
 * «Согласование/сравнение», «Уведомление» and «FAQ» of the vacation section. `hr` plans a block through
 * the API on free future days (away from the seed's plans and holidays); `manager` finds it in the team
 * calendar, checks that a rejection needs a comment, and approves it. The block is deleted afterwards.
 */

const SHOTS = '.tmp/vacation-screens';
/** Whose block the manager approves: not `employee`, whom the planning journey uses at the same time. */
const PLANNER = 'hr';

interface Day {
  id: number;
  date: string;
  status: { id: number };
}
interface Info {
  user: { id: number; full_name: string };
  min_date: string;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function moscowToday(): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Moscow' }).format(new Date());
}

async function authHeaders(page: Page, login: string): Promise<Record<string, string>> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(issued.status(), `sign-in as ${login}`).toBe(200);
  const { access_token: token } = (await issued.json()) as { access_token: string };
  return { Authorization: `Bearer ${token}` };
}

async function apiGet<T>(page: Page, headers: Record<string, string>, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface Planned {
  userId: number;
  fullName: string;
  type: number;
  start: string;
  end: string;
  days: Day[];
}

/**
 * Plans a block for `hr` (PLANNER) on days with no vacation and no holiday: an indivisible fortnight if the
 * balance allows, otherwise a divisible block with its weekends, otherwise a study week.
 */
async function planFreeBlock(page: Page): Promise<Planned> {
  const headers = await authHeaders(page, PLANNER);
  const info = await apiGet<Info>(page, headers, '/dba/vacations/info');
  const from = info.min_date > addDays(moscowToday(), 30) ? info.min_date : addDays(moscowToday(), 30);
  const to = addDays(from, 400);
  const taken = new Set(
    (
      await apiGet<Day[]>(
        page,
        headers,
        `/dba/vacations?users=${info.user.id}&date_start=${from}&date_end=${to}`,
      )
    ).map((day) => day.date),
  );
  const calendar = await apiGet<{ date: string; is_weekend: boolean }[]>(
    page,
    headers,
    `/work_calendar/filter?country_id=1&date_start=${from}&date_end=${to}`,
  );
  const dayOff = new Set(calendar.filter((day) => day.is_weekend).map((day) => day.date));
  const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

  let monday = addDays(from, (8 - weekday(from)) % 7 || 7);
  const attempts: string[] = [];
  for (let tries = 0; tries < 20 && monday < addDays(to, -20); tries += 1, monday = addDays(monday, 14)) {
    const window = Array.from({ length: 19 }, (_, index) => addDays(monday, index - 3));
    // No vacation around, and the weekdays of the two weeks are ordinary working days.
    if (window.some((date) => taken.has(date))) continue;
    if (window.some((date) => dayOff.has(date) && weekday(date) !== 0 && weekday(date) !== 6)) continue;
    const candidates = [
      { type: 1, start: monday, end: addDays(monday, 13) },
      { type: 2, start: addDays(monday, -2), end: addDays(monday, 13) },
      { type: 3, start: monday, end: addDays(monday, 4) },
    ];
    for (const candidate of candidates) {
      const response = await page.request.post('/api/dba/vacations', {
        headers,
        data: {
          vacations: [
            {
              date_start: candidate.start,
              date_end: candidate.end,
              type_id: candidate.type,
              comment: 'e2e: согласование',
            },
          ],
        },
      });
      if (response.status() === 201) {
        const days = ((await response.json()) as { data: Day[] }).data;
        return { userId: info.user.id, fullName: info.user.full_name, ...candidate, days };
      }
      attempts.push(
        `${candidate.start} type ${candidate.type}: ${response.status()} ${await response.text()}`,
      );
    }
  }
  throw new Error(`No free block for ${PLANNER}:\n${attempts.join('\n')}`);
}

async function removeDays(page: Page, ids: number[]): Promise<void> {
  const headers = await authHeaders(page, 'vacation_system_admin');
  const response = await page.request.delete(`/api/dba/vacations?id=${ids.join(',')}`, { headers });
  expect(response.status(), 'the test block is removed').toBe(204);
}

test.describe('vacation matching', () => {
  test('the manager sees the employee’s block, a rejection needs a comment, and approves it', async ({
    page,
    anotherPage,
  }) => {
    const planned = await planFreeBlock(page);
    try {
      await signInAs(page, 'manager', `/vacation/matching?from=${planned.start}&to=${planned.end}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Отпуска' })).toBeVisible();
      const grid = page.getByRole('region', { name: 'Календарь отпусков команды' });
      const row = grid.locator(`tr[data-user-id="${planned.userId}"]`);
      await expect(row).toBeVisible();
      await expect(row.getByRole('rowheader')).toContainText(planned.fullName);
      if (planned.type === 1)
        await expect(
          row.getByRole('img', { name: 'Есть несогласованные или отклоненные части' }),
        ).toBeVisible();

      const first = planned.days[0]!;
      const cell = row.locator(`td[data-vacation-id="${first.id}"]`);
      await expect(cell).toHaveAttribute('title', /Ожидает согласования/);
      // The absence row counts the employee on the first day.
      const count = grid.locator(`.vac-match__counts td[data-date="${first.date}"]`);
      await expect(count).toHaveAttribute('title', /отсутствуют: [1-9]/);

      // One click selects the whole block.
      await cell.click();
      const toolbar = page.getByRole('toolbar', { name: 'Действия с выбранными днями' });
      await expect(toolbar).toContainText(`Выбрано: ${planned.days.length} `);
      await expect(row.locator('td[aria-selected="true"]')).toHaveCount(planned.days.length);

      // Rejecting without a comment is refused by the form.
      await toolbar.getByRole('button', { name: 'Отклонить' }).click();
      const dialog = page.getByRole('dialog', { name: 'Отклонить' });
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect(dialog.getByText('Укажите причину отклонения')).toBeVisible();
      await dialog.getByRole('button', { name: 'Отмена' }).click();
      await expect(dialog).toBeHidden();
      await expect(cell).toHaveAttribute('data-status', '1');

      mkdirSync(SHOTS, { recursive: true });
      await page.setViewportSize({ width: 1280, height: 860 });
      await page.screenshot({ path: `${SHOTS}/matching-1280.png`, fullPage: true });

      await toolbar.getByRole('button', { name: 'Согласовать' }).click();
      await expect(page.getByText(`Согласовано: ${planned.days.length} `)).toBeVisible();
      await expect(cell).toHaveAttribute('data-status', '2');
      await expect(cell).toHaveAttribute('title', /Согласован/);
      await expect(row.locator('td[data-status="1"]')).toHaveCount(0);
      if (planned.type === 1) await expect(row.getByRole('img', { name: 'Все согласовано' })).toBeVisible();
      else await expect(row.getByRole('img', { name: 'Не запланирован' })).toBeVisible();

      // The employee sees the approved block on their own planning calendar.
      const own = await anotherPage();
      try {
        await signInAs(own, PLANNER, '/vacation');
        await own.locator('button[data-date]').first().waitFor();
        const ownDay = own.locator(`button[data-date="${first.date}"]`);
        if ((await ownDay.count()) === 0) await own.getByText('Следующий', { exact: true }).click();
        await expect(ownDay).toHaveAttribute('title', /Отпуск: .*, согласован/);
        await expect(ownDay).toHaveClass(/vac-plan-day--status-2/);
      } finally {
        await own.close();
      }

      // Back to waiting, then a rejection with a comment.
      await cell.click();
      await toolbar.getByRole('button', { name: 'Вернуть на согласование' }).click();
      await expect(page.getByText(`Возвращено на согласование: ${planned.days.length} `)).toBeVisible();
      await expect(cell).toHaveAttribute('data-status', '1');
      await cell.click();
      await toolbar.getByRole('button', { name: 'Отклонить' }).click();
      await dialog.getByLabel('Причина отклонения').fill('Пересекается с релизом');
      await dialog.getByRole('button', { name: 'Отклонить' }).click();
      await expect(cell).toHaveAttribute('data-status', '3');
      await expect(cell).toHaveAttribute('title', /Отклонен · Пересекается с релизом/);

      // Someone else returns the block meanwhile: the manager's stale «return» gets 409, shown over the calendar.
      await cell.click();
      const admin = await authHeaders(page, 'vacation_system_admin');
      const changed = await page.request.put('/api/dba/vacations', {
        headers: admin,
        data: { vacations: planned.days.map((day) => day.id), status_id: 1, comment: null },
      });
      expect(changed.status(), 'the block changes behind the manager’s back').toBe(200);
      await toolbar.getByRole('button', { name: 'Вернуть на согласование' }).click();
      await expect(page.locator('.vac-match__alert')).toContainText(
        'Запись изменена другим пользователем, обновите страницу',
      );
      await expect(cell).toHaveAttribute('data-status', '1');

      // 360 px: the page does not scroll sideways, the grid does.
      await page.setViewportSize({ width: 360, height: 780 });
      await expect(grid).toBeVisible();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        view: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.view);
      const scroll = await grid.evaluate((element) => element.scrollWidth > element.clientWidth);
      expect(scroll).toBe(true);
      await page.screenshot({ path: `${SHOTS}/matching-360.png`, fullPage: true });
    } finally {
      await removeDays(
        page,
        planned.days.map((day) => day.id),
      );
    }
  });

  test('the employee sees the calendar without approval buttons', async ({ page }) => {
    await signInAs(page, 'employee', '/vacation/matching');
    await expect(page.getByRole('region', { name: 'Календарь отпусков команды' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Действия с выбранными днями' })).toHaveCount(0);
  });

  test('a list is created, renamed, filled and shown', async ({ page }) => {
    const employee = await apiGet<Info>(page, await authHeaders(page, 'employee'), '/dba/vacations/info');
    const title = `e2e список ${Date.now()}`;
    try {
      await signInAs(page, 'manager', '/vacation/matching');
      await expect(page.getByRole('region', { name: 'Календарь отпусков команды' })).toBeVisible();
      await page.setViewportSize({ width: 1280, height: 860 });
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/matching-month-1280.png`, fullPage: true });
      await page.getByRole('radiogroup', { name: 'Источник' }).getByText('Мои списки').click();
      await page.getByRole('button', { name: 'Списки' }).click();
      const dialog = page.getByRole('dialog', { name: 'Мои списки сотрудников' });
      await dialog.getByRole('button', { name: 'Создать список' }).click();
      const name = dialog.getByLabel('Название списка').last();
      await expect(name).toHaveValue('Новый список');
      await name.fill(title);
      await name.press('Enter');
      await expect(page.getByText('Список переименован')).toBeVisible();
      await dialog.getByRole('button', { name: `Сотрудники списка ${title}` }).click();
      await dialog.getByRole('combobox').fill(employee.user.full_name.split(' ')[0]!);
      await page.locator('.ant-select-item-option', { hasText: employee.user.full_name }).first().click();
      // Close the open dropdown (it covers the buttons) by clicking outside the select.
      await dialog.getByText('Мои списки сотрудников').click();
      await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await expect(page.getByText('Список сохранен')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/lists-1280.png` });
      await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.vac-match__source')).toContainText(`${title} (1)`);
      const rows = page.locator('.vac-match tbody tr');
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(employee.user.full_name);
    } finally {
      const headers = await authHeaders(page, 'manager');
      const { lists } = await apiGet<{ lists: { id: number; name: string }[] }>(
        page,
        headers,
        '/dba/vacations/user-lists/with-structures',
      );
      for (const list of lists.filter((item) => item.name === title || item.name === 'Новый список')) {
        const removed = await page.request.delete(`/api/dba/vacations/user-lists/${list.id}`, { headers });
        expect(removed.status()).toBe(204);
      }
    }
  });
});

test('the notice names the year to plan', async ({ page }) => {
  const today = moscowToday();
  const year = Number(today.slice(0, 4));
  const planYear = today.slice(5) >= '11-01' ? year + 1 : year;
  await signInAs(page, 'employee', '/vacation/notice');
  await expect(page.getByRole('heading', { level: 1, name: 'Отпуска' })).toBeVisible();
  await expect(
    page.getByText(`Отпуск на ${planYear} год необходимо запланировать до 15 декабря ${planYear - 1} года.`),
  ).toBeVisible();
  await expect(page.getByText('по согласованию с руководителем')).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/notice-1280.png`, fullPage: true });
});

test('the FAQ opens its answers', async ({ page }) => {
  await signInAs(page, 'employee', '/vacation/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Отпуска' })).toBeVisible();
  await expect(page.getByText(/обычно это 14 календарных дней подряд/)).toBeVisible();
  await page.getByRole('button', { name: 'Сгорают ли неиспользованные дни?' }).click();
  await expect(page.getByText(/переносится не больше 14 неиспользованных дней/)).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/faq-360.png`, fullPage: true });
});
