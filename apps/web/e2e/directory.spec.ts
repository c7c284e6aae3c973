import {
  personDn,
  startTestDirectory,
  type TestDirectory,
} from '../../server/src/modules/directory/directory.slapd.ts';
import { startOwnPortal, type OwnPortal } from './own-portal.ts';
import { expect, expectAccessible, test } from './a11y.ts';
import { signInWithForm } from './helpers.ts';

/**
 * The directory in the browser: Debian's slapd with a few people and a portal server configured for it, both
 * started here — the shared e2e server stays without LDAP.
 */
const PORT = Number(process.env.E2E_PORT ?? 3361) + 2;
const PORTAL = `http://127.0.0.1:${PORT}`;

let directory: TestDirectory;
let portal: OwnPortal | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ ownContext: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  directory = await startTestDirectory([
    {
      uid: 'a.petrova',
      givenName: 'Анна',
      sn: 'Петрова',
      password: 'petrova-domain',
      title: 'Руководитель отдела',
    },
    {
      uid: 'i.ivanov',
      givenName: 'Иван',
      sn: 'Иванов',
      password: 'ivanov-domain',
      mail: 'i.ivanov@corp.test',
      title: 'Инженер',
      manager: personDn('a.petrova'),
    },
    { uid: 'b.blokin', givenName: 'Борис', sn: 'Блокин', password: 'blokin-domain', disabled: true },
  ]);
  const config = directory.config();
  portal = await startOwnPortal('ldap', PORT, {
    LDAP_URL: config.url,
    LDAP_BIND_DN: config.bindDn,
    LDAP_BIND_PASSWORD: config.bindPassword,
    LDAP_BASE_DN: config.baseDn,
    LDAP_USER_FILTER: config.userFilter,
    LDAP_PEOPLE_FILTER: config.peopleFilter,
    LDAP_LOGIN_ATTRIBUTE: 'uid',
    LDAP_ID_ATTRIBUTE: 'entryUUID',
    LDAP_DISABLED_ATTRIBUTE: 'employeeType=disabled',
  });
});

test.afterAll(async () => {
  portal?.stop();
  await directory?.stop();
});

test('an administrator checks the directory, looks at a dry run and syncs', async ({ page }) => {
  await page.request.post(`${PORTAL}/api/auth/token/issue`, { data: portal!.admin });
  await page.goto(`${PORTAL}/admin/directory`);
  await expect(page.getByRole('tab', { name: 'Каталог AD/LDAP', selected: true })).toBeVisible();
  await expect(page.getByText(directory.url, { exact: true })).toBeVisible();
  await expect(page.getByText('service-secret')).toHaveCount(0);

  await page.getByRole('button', { name: 'Проверить подключение' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'найдено сотрудников — 3' })).toBeVisible();

  await page.getByRole('button', { name: 'Пробный прогон' }).click();
  const changes = page.getByRole('list', { name: /Изменения прогона/ });
  await expect(changes).toContainText('Петрова Анна');
  await expect(changes).toContainText('Руководитель: — → Петрова Анна');
  await expectAccessible(page, '/admin/directory');

  await page.getByRole('button', { name: 'Синхронизировать' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Синхронизировать' }).click();
  await expect(page.getByText('Синхронизация завершена')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Синхронизация' }).first()).toBeVisible();

  await page.getByLabel('Синхронизировать по расписанию').click();
  // antd's option rows carry the label as their title (its a11y options name the value).
  await page.locator('.ant-select-item-option[title="Раз в сутки"]').click();
  await expect(page.getByText('Расписание сохранено')).toBeVisible();
});

test('a directory person signs in with the domain password; a disabled one is refused', async ({ page }) => {
  await page.goto(`${PORTAL}/auth`);
  await signInWithForm(page, 'b.blokin', 'blokin-domain');
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible();
  await signInWithForm(page, 'i.ivanov', 'ivanov-domain');
  await expect(page).toHaveURL(`${PORTAL}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Иван');
});
