import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

interface Person {
  id: number;
  full_name: string;
  last_name: string;
  manager: { id: number; full_name: string } | null;
  department_path: { name: string }[];
}

/** A seeded person with a manager and a department path, read through the API. */
async function personWithManager(page: Page): Promise<Person> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login: 'employee', password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.get('/api/users?per_page=60', { headers });
  const users = ((await list.json()) as { data: { id: number; manager_id: number | null }[] }).data;
  const candidate = users.find((user) => user.manager_id !== null)!;
  const card = await page.request.get(`/api/users/${candidate.id}`, { headers });
  expect(card.status()).toBe(200);
  return ((await card.json()) as { data: Person }).data;
}

test('people search: a hint under 3 characters, then the person and the card', async ({ page }) => {
  const person = await personWithManager(page);
  expect(person.department_path.length).toBeGreaterThan(1);

  await signInAs(page, 'employee', '/dashboard');
  await page.getByRole('link', { name: 'Поиск', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  const input = page.getByLabel('Поиск сотрудников и материалов');
  await expect(input).toBeFocused();

  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/esearch')) searches.push(request.url());
  });
  const firstSearch = page.waitForRequest((request) => request.url().includes('/api/esearch'));
  await input.fill(person.last_name.slice(0, 2));
  await expect(page.getByText('Введите не менее 3 символов')).toBeVisible();

  await input.fill(person.last_name);
  // Two characters asked nothing: the first search the page sends is for the whole surname.
  expect(new URL((await firstSearch).url()).searchParams.get('q')).toBe(person.last_name);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(person.last_name)}`));
  const results = page.getByRole('region', { name: 'Сотрудники' });
  await expect(results).toBeVisible();
  const name = results.getByRole('button', { name: person.full_name, exact: true });
  await expect(name).toBeVisible();
  expect(searches.length).toBeGreaterThan(0);

  await name.click();
  await expect(page).toHaveURL(new RegExp(`user=${person.id}`));
  const card = page.getByRole('dialog', { name: 'Карточка сотрудника' });
  await expect(card.getByRole('heading', { name: person.full_name })).toBeVisible();
  await expect(card).toContainText(person.department_path.map((node) => node.name).join(' → '));
  const manager = card.getByRole('button', { name: new RegExp(person.manager!.full_name) });
  await expect(manager).toBeVisible();

  // The manager's card opens from the card.
  await manager.click();
  await expect(page).toHaveURL(new RegExp(`user=${person.manager!.id}`));
  await expect(card.getByRole('heading', { name: person.manager!.full_name })).toBeVisible();
});

test('the search index links open a card directly', async ({ page }) => {
  const person = await personWithManager(page);
  await signInAs(page, 'employee', `/search?user=${person.id}`);
  const card = page.getByRole('dialog', { name: 'Карточка сотрудника' });
  await expect(card.getByRole('heading', { name: person.full_name })).toBeVisible();
  await page.locator('.ant-drawer-close').click();
  await expect(page).not.toHaveURL(/user=/);
});

test('a newer query cancels the request of the older one', async ({ page }) => {
  await signInAs(page, 'employee', '/search');
  const aborted: string[] = [];
  page.on('requestfailed', (request) => {
    if (request.url().includes('/api/esearch')) aborted.push(new URL(request.url()).searchParams.get('q')!);
  });
  // The first answer is slow, so the second query arrives while it is still on its way.
  await page.route('**/api/esearch**', async (route) => {
    if (new URL(route.request().url()).searchParams.get('q') === 'ива')
      await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue().catch(() => undefined);
  });
  const input = page.getByLabel('Поиск сотрудников и материалов');
  await input.fill('ива');
  await expect.poll(() => page.url()).toContain('q=%D0%B8%D0%B2%D0%B0');
  await input.fill('иван');
  await expect(page).toHaveURL(/q=%D0%B8%D0%B2%D0%B0%D0%BD/);
  await expect.poll(() => aborted).toEqual(['ива']);
  await expect(page.getByRole('region', { name: 'Сотрудники' })).toBeVisible();
});
