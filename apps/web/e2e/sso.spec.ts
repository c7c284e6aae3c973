import { startTestProvider, type TestProvider } from '../../server/src/modules/sso/oidc.test-provider.ts';
import { startOwnPortal, type OwnPortal } from './own-portal.ts';
import { expect, expectAccessible, test, type APIRequestContext, type Page } from './a11y.ts';

/**
 * Corporate sign-in in the browser: an OpenID provider (oidc-provider) and a portal server configured for it,
 * both started here — the shared e2e server stays without OIDC. The provider is at `localhost`, the portal at
 * 127.0.0.1: two sites, as a real provider is, so the cookies' SameSite rules are those of production.
 */
const PORT = Number(process.env.E2E_PORT ?? 3187) + 1;
const PORTAL = `http://127.0.0.1:${PORT}`;

let provider: TestProvider;
let portal: OwnPortal | undefined;

async function adminToken(request: APIRequestContext): Promise<string> {
  const issued = await request.post(`${PORTAL}/api/auth/token/issue`, { data: portal!.admin });
  expect(issued.status()).toBe(200);
  return ((await issued.json()) as { access_token: string }).access_token;
}

/** Screenshots of the screens at desktop and phone widths, when asked (SSO_SHOTS_DIR), for a person to look at. */
async function shots(page: Page, name: string): Promise<void> {
  const dir = process.env.SSO_SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: `${dir}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 860 });
}

test.describe.configure({ mode: 'serial' });
test.use({ ownContext: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  provider = await startTestProvider({
    redirectUris: [`${PORTAL}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${PORTAL}/auth`],
    host: 'localhost',
  });
  provider.account = {
    sub: 'e2e-marina',
    email: 'marina.sokolova@corp.test',
    preferred_username: 'm.sokolova',
    given_name: 'Марина',
    family_name: 'Соколова',
    groups: ['Portal-HR', 'Moderators'],
  };
  portal = await startOwnPortal('sso', PORT, {
    PUBLIC_URL: PORTAL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_SCOPES: 'openid email profile groups',
  });
});

test.afterAll(async () => {
  portal?.stop();
  await provider?.close();
});

test('an administrator maps the provider groups to roles on «Вход через SSO»', async ({ page }) => {
  const token = await adminToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  await page.request.post(`${PORTAL}/api/auth/token/issue`, { data: portal!.admin });
  await page.goto(`${PORTAL}/admin/sso`);
  await expect(page.getByRole('tab', { name: 'Вход через SSO', selected: true })).toBeVisible();
  await expect(page.getByText(provider.issuer, { exact: true })).toBeVisible();
  await expect(page.getByText(`${PORTAL}/api/auth/oidc/callback`)).toBeVisible();

  await page.getByRole('button', { name: 'Проверить подключение' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Подключение есть' })).toBeVisible();

  // People the portal does not know yet are created at their first sign-in.
  await page.getByRole('switch', { name: 'Создавать сотрудника, если он не найден' }).click();
  await page.getByRole('button', { name: 'Сохранить параметры' }).click();
  await expect(page.getByText('Параметры входа сохранены')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить строку' }).click();
  await page.getByLabel('Группа из claim, строка 1').fill('portal-hr');
  await page.getByLabel('Роль, строка 1').fill('HR');
  await page.locator('.ant-select-item-option[title="HR (hr)"]').click();
  await page.getByRole('button', { name: 'Сохранить сопоставление' }).click();
  await expect(page.getByText('Сопоставление сохранено')).toBeVisible();
  await expectAccessible(page, '/admin/sso');
  await shots(page, 'admin-sso');

  const saved = await page.request.get(`${PORTAL}/api/sso/role-mappings/oidc`, { headers });
  expect(((await saved.json()) as { data: { group_name: string; role: string }[] }).data).toEqual([
    expect.objectContaining({ group_name: 'portal-hr', role: 'hr' }),
  ]);
});

test('an employee signs in through the provider and lands on the dashboard with the mapped roles', async ({
  page,
}) => {
  await page.goto(`${PORTAL}/auth`);
  const button = page.getByRole('link', { name: 'Войти через корпоративный аккаунт' });
  await expect(button).toBeVisible();
  await expectAccessible(page, '/auth');
  await shots(page, 'auth');
  await button.click();

  await expect(page).toHaveURL(`${PORTAL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Марина');
  const me = await page.evaluate(async () => {
    const refreshed = await fetch('/api/auth/token/refresh', { method: 'POST' });
    const { access_token: token } = (await refreshed.json()) as { access_token: string };
    const response = await fetch('/api/me', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { login: string; roles: { role: string }[] } }).data;
  });
  expect(me.login).toBe('m.sokolova');
  expect(me.roles.map((item) => item.role)).toEqual(['hr']);
});

test('a refused sign-in comes back to /auth with the reason in Russian', async ({ page }) => {
  await page.goto(`${PORTAL}/api/auth/oidc/callback?state=forged&code=stolen`);
  await expect(page).toHaveURL(/\/auth\?sso_error=state$/);
  await expect(page.getByRole('alert')).toContainText('ссылка входа устарела или уже использована');
  await shots(page, 'auth-refused');
});
