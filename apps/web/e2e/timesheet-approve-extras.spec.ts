import { expect, test, type Locator, type Page } from './a11y.ts';
import { resizeTo, signInAs } from './helpers.ts';
import { api, authHeaders, hours, lastWeek } from './timesheet-helpers.ts';

/**
 * The approve screen's employee view and charge-code lock, and the fill screen's shadow rows (sick leave
 * counted as filled). Everything happens on last week, which the seed fills for every employee; the sick
 * leave is created through the API for the test and removed after it. Nothing here changes a write.
 */

interface Write {
  id: number;
  date: string;
  time: number;
  customer: { id: number; name: string };
  user: { id: number; full_name: string };
  status: { id: number };
  charge_coded: boolean;
}
interface Shadow {
  date: string;
  time: number;
  reason: { id: number; name: string };
}

const SHOTS = '.tmp/timesheet-screens';
const SICK_LEAVE = 1;
const APPROVER = 'project_manager';

const week = lastWeek();
const range = `date_start=${week.start}&date_end=${week.end}`;

/** A sick leave over last week for the person, created by ts_admin; returns a function that removes it. */
async function sickLeave(page: Page, userId: number): Promise<() => Promise<void>> {
  const headers = await authHeaders(page, 'ts_admin');
  const created = await page.request.post('/api/dba_statuses/users', {
    headers,
    data: {
      user_id: userId,
      status_type_id: SICK_LEAVE,
      date_start: week.start,
      date_end: week.end,
      comment: 'e2e: теневые записи',
    },
  });
  expect(created.status(), 'the sick leave is created').toBe(201);
  const { id } = ((await created.json()) as { data: { id: number } }).data;
  return async () => {
    const removed = await page.request.delete(`/api/dba_statuses/users/${id}`, { headers });
    expect(removed.status(), 'the sick leave is removed').toBe(204);
  };
}

async function choosePeriod(page: Page, label: string) {
  await page.getByRole('combobox', { name: 'Период' }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
    .first()
    .click();
}

/** Desktop (1280) and phone (360) shots; a drawer is shot as the viewport shows it, not as a full page. */
async function shoot(page: Page, name: string, fullPage = true) {
  await resizeTo(page, 1280, 860);
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage });
  await resizeTo(page, 360, 780);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'page width at 360 px').toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1366, height: 860 });
}

async function employeeOf(page: Page): Promise<{ id: number; full_name: string }> {
  return api<{ id: number; full_name: string }>(page, 'employee', '/me');
}

async function openApprove(page: Page): Promise<void> {
  await signInAs(page, APPROVER, '/timesheet/approve');
  await choosePeriod(page, 'Прошлая неделя');
  await expect(page.locator('.ts-approve__card').first()).toBeVisible();
}

function approveRow(page: Page, name: string): Locator {
  return page.locator('.ts-approve__card .ant-table-row', { hasText: name }).first();
}

async function openPeriodOf(page: Page, name: string): Promise<Locator> {
  await approveRow(page, name).getByRole('button', { name, exact: true }).click();
  const drawer = page.locator('.ts-employee', { hasText: name });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe.configure({ mode: 'serial' });

test('the approver opens an employee’s whole period with their sick leave', async ({ page }) => {
  const person = await employeeOf(page);
  const removeSickLeave = await sickLeave(page, person.id);
  try {
    const writes = await api<Write[]>(page, APPROVER, `/timesheet/writes?${range}&user_id=${person.id}`);
    const shadow = await api<Shadow[]>(
      page,
      APPROVER,
      `/timesheet/shadow/writes?${range}&user_id=${person.id}`,
    );
    const approvable = await api<{ id: number }[]>(
      page,
      APPROVER,
      `/timesheet/approvable_projects?date_start=${week.start}`,
    );
    expect(shadow.length, 'the sick leave covers working days of last week').toBeGreaterThan(0);
    const projects = [...new Map(writes.map((write) => [write.customer.id, write.customer.name]))];
    expect(projects.length, 'the employee wrote time last week').toBeGreaterThan(0);

    await openApprove(page);
    const drawer = await openPeriodOf(page, person.full_name);
    const rows = drawer.locator('.ant-table-tbody .ant-table-row');
    await expect(rows).toHaveCount(projects.length + 1);
    for (const [id, name] of projects) {
      const row = rows.filter({ hasText: name });
      await expect(row).toBeVisible();
      // Last week is «Новый»: «Отклонить» works on the projects the viewer approves, and only there.
      const reject = row.getByRole('button', { name: `Отклонить: ${name}` });
      if (approvable.some((project) => project.id === id)) await expect(reject).toBeEnabled();
      else await expect(reject).toBeDisabled();
    }
    const shadowRow = rows.filter({ hasText: 'Больничный (автоматически)' });
    await expect(shadowRow).toContainText('Согласован');
    await expect(shadowRow.getByRole('button')).toHaveCount(0);
    const day = shadow[0]!;
    const filled = writes
      .filter((write) => write.date === day.date)
      .reduce((sum, write) => sum + write.time, 0);
    await expect(drawer.getByTestId(`ts-employee-day-total-${day.date}`)).toHaveText(
      hours(filled + day.time),
    );

    // The reject dialog opens above the drawer and can be cancelled.
    const [firstId, firstName] = projects.find(([id]) => approvable.some((project) => project.id === id))!;
    expect(firstId).toBeGreaterThan(0);
    await rows
      .filter({ hasText: firstName })
      .getByRole('button', { name: `Отклонить: ${firstName}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Отклонить' });
    await expect(dialog).toContainText(person.full_name);
    await dialog.getByRole('button', { name: 'Отмена' }).click();
    await expect(dialog).toBeHidden();

    await shoot(page, 'approve-employee', false);
  } finally {
    await removeSickLeave();
  }
});

test('a charge-coded row is locked for an approver without the override permission', async ({ page }) => {
  const me = await api<{ permissions: string[] }>(page, APPROVER, '/me');
  expect(me.permissions).not.toContain('timesheet.override_charge_codes');
  const approvable = await api<{ id: number }[]>(
    page,
    APPROVER,
    `/timesheet/approvable_projects?date_start=${week.start}`,
  );
  const writes = await api<Write[]>(
    page,
    APPROVER,
    `/timesheet/writes?${range}&customer_ids=${approvable.map((project) => project.id).join(',')}`,
  );
  const seeded = writes.find((write) => write.charge_coded);
  let name: string;
  if (seeded) {
    name = seeded.user.full_name;
  } else {
    // No charge-coded person on these projects in the seed: mark one in the answer (the lock is the screen's).
    const person = await employeeOf(page);
    name = person.full_name;
    await page.route(
      (url) => url.pathname === '/api/timesheet/writes',
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = (await response.json()) as { data: Write[] };
        for (const write of body.data) if (write.user.id === person.id) write.charge_coded = true;
        await route.fulfill({ response, json: body });
      },
    );
  }
  const source = seeded ? `seeded: ${name}` : `page.route on GET /timesheet/writes: ${name}`;
  test.info().annotations.push({ type: 'charge-code source', description: source });
  console.log(`charge-code source: ${source}`);

  await openApprove(page);
  const row = approveRow(page, name);
  await expect(row.locator('.ts-approve__charge')).toContainText('Коды затрат');
  const buttons = row.locator('.ts-approve__buttons button');
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
  await row.locator('.ts-approve__charge').hover();
  await expect(page.getByRole('tooltip')).toContainText('Согласование сотрудников РФ с кодами затрат');

  // A bulk selection says the locked row will be skipped.
  await row.getByRole('checkbox').check();
  const other = page
    .locator('.ts-approve__card .ant-table-row')
    .filter({ hasNotText: name })
    .filter({ hasNot: page.locator('.ts-approve__charge') })
    .first();
  await other.getByRole('checkbox').check();
  const toolbar = page.getByRole('toolbar', { name: 'Действия с выбранными' });
  await expect(toolbar).toContainText('Выбрано: 2 сотрудника, из них с кодами затрат (будут пропущены): 1');

  await page.setViewportSize({ width: 1280, height: 860 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/approve-lock-desktop.png` });
  await page.setViewportSize({ width: 360, height: 780 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/approve-lock-360.png` });
  await page.setViewportSize({ width: 1366, height: 860 });

  // The employee view is locked the same way.
  const drawer = await openPeriodOf(page, name);
  const drawerButtons = drawer.locator('.ts-approve__buttons button');
  // Wait for the rows to render: count() does not retry, and a busy machine draws the drawer late.
  await expect(drawerButtons.first()).toBeVisible();
  for (const button of await drawerButtons.all()) await expect(button).toBeDisabled();
});

test('the fill screen shows the sick leave as an approved, read-only row', async ({ page }) => {
  const person = await employeeOf(page);
  const removeSickLeave = await sickLeave(page, person.id);
  try {
    const writes = await api<Write[]>(page, 'employee', `/timesheet/writes?${range}`);
    const shadow = await api<Shadow[]>(page, 'employee', `/timesheet/shadow/writes?${range}`);
    expect(shadow.length).toBeGreaterThan(0);

    await signInAs(page, 'employee', '/timesheet/fill');
    await choosePeriod(page, 'Прошлая неделя');
    const shadowRow = page.getByTestId(`ts-shadow-row-${SICK_LEAVE}`);
    await expect(shadowRow).toContainText('Больничный (автоматически)');
    await expect(shadowRow).toContainText('Согласован');
    await expect(shadowRow.locator('input')).toHaveCount(0);
    await expect(shadowRow.locator('td.ts-cell--shadow.ts-status--3')).toHaveCount(shadow.length);

    const total = (list: { time: number }[]) => list.reduce((sum, item) => sum + item.time, 0);
    const day = shadow[0]!;
    await expect(page.getByTestId(`ts-day-total-${day.date}`)).toContainText(
      hours(total(writes.filter((write) => write.date === day.date)) + day.time),
    );
    await expect(page.getByTestId('ts-period-total')).toContainText(hours(total(writes) + total(shadow)));

    // The keyboard never lands in the shadow row: down from the last project row stays put.
    const lastInput = page
      .locator('.ts-grid tbody tr[data-testid^="ts-row-"]')
      .last()
      .locator('input')
      .first();
    await lastInput.click();
    await page.keyboard.press('ArrowDown');
    await expect(lastInput).toBeFocused();

    await shadowRow.locator('.ts-grid__shadow-icon').hover();
    await expect(page.getByRole('tooltip')).toContainText('по статусам сотрудника');
    // The tooltip placed for 1,280 px would stick out of the page at 360 px until it moves: close it first.
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toBeHidden();
    await shoot(page, 'fill-shadow');
  } finally {
    await removeSickLeave();
  }
});
