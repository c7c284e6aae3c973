import { expect, test, type Page } from './a11y.ts';
import type { VacationInfo, VacationSettingsView } from '@intranet/contracts';
import { DEMO_PASSWORD, resizeTo, signInAs } from './helpers.ts';

/**
 * What a review of the vacation planner found, in the browser: the FAQ quotes the lead-days setting; a day
 * inside the lead window says why it cannot be chosen and refuses the click; «Остатки отпусков» shows no stray
 * «, дата» line. Screenshots at 1280 and 360 px land in .tmp/vacation-review.
 *
 * The planner's lead window and work year depend on the day, so these journeys run on a fixed one: the second
 * server of playwright.config.ts (port E2E_PORT + 11, started with CLOCK_TODAY = TODAY: the demo laid around
 * that day) and the browser's clock set to it.
 */
const SHOTS = '.tmp/vacation-review';
const dotted = (iso: string) => iso.split('-').reverse().join('.');
const TODAY = '2026-06-15';
const PORT = Number(process.env.E2E_PORT ?? 3187) + 11;

test.use({ baseURL: `http://127.0.0.1:${PORT}` });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date(`${TODAY}T10:00:00+03:00`));
});

async function call<T>(page: Page, login: string, method: 'GET' | 'PUT', path: string, data?: object) {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  const token = ((await issued.json()) as { access_token: string }).access_token;
  const response = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('the FAQ quotes the lead days an administrator set, not a fixed 16', async ({ page }) => {
  const settings = await call<VacationSettingsView>(
    page,
    'vacation_system_admin',
    'GET',
    '/dba/vacations/settings',
  );
  const { next_year_people: people, ...body } = settings;
  await call(page, 'vacation_system_admin', 'PUT', '/dba/vacations/settings', {
    ...body,
    vacation_next_year_users: people.map((person) => person.id),
    vacation_lead_days: 20,
  });
  try {
    await signInAs(page, 'employee', '/vacation/faq');
    await page
      .getByRole('button', { name: 'За сколько дней нужно планировать или переносить отпуск?' })
      .click();
    await expect(page.getByText(/не раньше чем за 20 дней до его начала/)).toBeVisible();
    await expect(page.getByText(/сегодня плюс 21 день/)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/faq-1280.png`, fullPage: true });
    await resizeTo(page, 360, 780);
    await page.screenshot({ path: `${SHOTS}/faq-360.png`, fullPage: true });
  } finally {
    await call(page, 'vacation_system_admin', 'PUT', '/dba/vacations/settings', {
      ...body,
      vacation_next_year_users: people.map((person) => person.id),
    });
  }
});

test('a day inside the lead window says why and refuses the click', async ({ page }) => {
  await signInAs(page, 'employee', '/vacation');
  const info = await call<VacationInfo>(page, 'employee', 'GET', '/dba/vacations/info');
  // The server's day is the fixed one (lead 16 days: changes from 2 July), and the demo employee's work year
  // began on 21 May: the lead window holds free days.
  expect(info.min_date).toBe('2026-07-02');
  expect(info.current_work_year.start_date).toBe('2026-05-21');
  const reason = `Изменить отпуск можно не раньше ${dotted(info.min_date)}`;
  await expect(page.locator('button.vac-plan-day').first()).toBeVisible();
  const day = page.locator('button.vac-plan-day[aria-disabled="true"]').first();
  await expect(day).toHaveAttribute('title', new RegExp(reason));
  // aria-disabled makes Playwright wait for the day to be enabled; a person can press it all the same.
  await day.click({ force: true });
  await expect(page.locator('.ant-message').getByText(reason)).toBeVisible();
  // The click started no range.
  await expect(page.getByText(/^Начало: /)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/planning-1280.png` });
  await resizeTo(page, 360, 780);
  await page.locator('button.vac-plan-day[aria-disabled="true"]').first().click({ force: true });
  await expect(page.locator('.ant-message').getByText(reason).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/planning-360.png` });
});

test('«Остатки отпусков» shows a correction without a stray «, дата» line', async ({ page }) => {
  await signInAs(page, 'vacation_system_admin', '/vacation/settings/remaining-days');
  const cell = page
    .locator('.vac-remaining__comment')
    .filter({ hasText: 'Остаток прошлого года (демо)' })
    .first();
  await expect(cell).toBeVisible();
  // The demo balance was imported, not corrected by anyone: no byline at all.
  await expect(
    cell.locator('.ant-typography-secondary, .ant-typography.ant-typography-secondary'),
  ).toHaveCount(0);
  await expect(cell).not.toContainText(/^,|\n,/);
  await page.screenshot({ path: `${SHOTS}/remaining-1280.png` });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/remaining-360.png` });
});

test('an unknown address: the dashboard with «Страница не найдена» at 1280 and 360 px', async ({ page }) => {
  await signInAs(page, 'employee', '/no/such/page');
  await expect(page.getByRole('status').filter({ hasText: 'Страница не найдена' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/not-found-1280.png` });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/not-found-360.png` });
});
