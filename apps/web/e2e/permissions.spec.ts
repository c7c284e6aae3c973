import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD } from './helpers.ts';

const SHOTS = '.tmp/timesheet-screens';

interface PermissionState {
  id: number;
  name: string;
  label: string;
  granted: boolean;
  via_roles?: string[];
}

/** Signs in (cookie in the page's context) and returns a bearer-authorised GET/POST for set-up and clean-up. */
async function signInWithApi(page: Page, login: string) {
  const response = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in as ${login}`).toBe(200);
  const { access_token: token } = (await response.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const answer = await page.request.get(path, { headers });
      expect(answer.ok(), `GET ${path}`).toBe(true);
      return (await answer.json()) as T;
    },
    async post(path: string, data: object): Promise<void> {
      const answer = await page.request.post(path, { headers, data });
      expect(answer.ok(), `POST ${path}`).toBe(true);
    },
  };
}

// A role and a permission no other journey relies on.
const ROLE = 'ts_reporter';
const PERMISSION = 'vacation.toggle_next_year';

test('an admin grants a permission to a role, sees it after a reload, and a holder sees it «через роль»', async ({
  page,
}) => {
  const api = await signInWithApi(page, 'admin');
  const roles = (await api.get<{ data: { id: number; name: string; label: string }[] }>('/api/roles')).data;
  const role = roles.find((item) => item.name === ROLE)!;
  const states = (await api.get<{ data: PermissionState[] }>(`/api/permission/role/${role.id}`)).data;
  const permission = states.find((state) => state.name === PERMISSION)!;
  // Start from «not granted» whatever an earlier attempt left.
  await api.post('/api/permission/toggle', {
    permission_id: permission.id,
    role_id: role.id,
    granted: false,
  });
  try {
    await page.goto('/timesheet/settings');
    await page.getByRole('link', { name: 'Разрешения' }).click();
    await expect(page).toHaveURL(/\/timesheet\/settings\/permissions/);
    await expect(page.getByText('Выберите роль, чтобы увидеть ее права')).toBeVisible();

    await page.getByLabel('Роль', { exact: true }).fill(role.label);
    await page.locator('.ant-select-dropdown:visible').getByTitle(role.label, { exact: true }).click();
    const toggle = page.getByRole('switch', { name: permission.label });
    await expect(toggle).not.toBeChecked();
    await toggle.click();
    await expect(page.getByText(`Право «${permission.label}» выдано роли`)).toBeVisible();
    await expect(toggle).toBeChecked();

    await page.reload();
    await expect(page.getByRole('switch', { name: permission.label })).toBeChecked();
    await expect(page.locator('.permissions__picker')).toContainText(role.label);

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}/permissions-role-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/permissions-role-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 860 });

    // The role's holder now has it through the role; the switch shows only a direct grant.
    const holders = (
      await api.get<{ data: { login: string; full_name: string }[] }>(`/api/roles/${role.id}/users`)
    ).data;
    const holder = holders.find((person) => person.login === ROLE)!;
    await page.locator('.permissions__mode').getByText('По сотрудникам').click();
    await page.getByLabel('Сотрудник', { exact: true }).fill(holder.full_name);
    await page.locator('.ant-select-dropdown:visible').getByTitle(holder.full_name, { exact: true }).click();
    const item = page.locator('.permissions-list__item', { hasText: permission.label });
    await expect(item).toContainText(`через роль ${role.label}`);
    await expect(item.getByRole('switch')).not.toBeChecked();
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.screenshot({ path: `${SHOTS}/permissions-user-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/permissions-user-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 860 });
  } finally {
    await api.post('/api/permission/toggle', {
      permission_id: permission.id,
      role_id: role.id,
      granted: false,
    });
  }
});

test('an employee without the permissions access is refused', async ({ page }) => {
  await signInWithApi(page, 'employee');
  await page.goto('/timesheet/settings/permissions');
  await expect(page.getByText('Доступ запрещен')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
});
