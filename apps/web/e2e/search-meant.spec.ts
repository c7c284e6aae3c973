import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

interface Person {
  id: number;
  full_name: string;
  last_name: string;
  name: string;
}

/** A seeded person with a surname long enough to swap two of its letters, read through the API. */
async function somePerson(page: Page): Promise<Person> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login: 'employee', password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await issued.json()) as { access_token: string };
  const list = await page.request.get('/api/users?per_page=60', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const people = ((await list.json()) as { data: Person[] }).data;
  return people.find((person) => /^[А-ЯЁ][а-яё]{6,}$/.test(person.last_name))!;
}

/** The surname with its 3rd and 4th letters swapped: a typo of one edit. */
const withTypo = (word: string) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);

const RUSSIAN = 'йцукенгшщзхъфывапролджэячсмитьбюё';
const LATIN = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`";
/** The text as typed with the Latin layout on: «Ситникова» → «Cbnybrjdf». */
const inLatinLayout = (text: string) =>
  [...text]
    .map((char) => {
      const index = RUSSIAN.indexOf(char.toLowerCase());
      if (index < 0) return char;
      const key = LATIN[index]!;
      return char === char.toLowerCase() ? key : key.toUpperCase();
    })
    .join('');

test('search finds the person with a typo and typed in the wrong layout', async ({ page }) => {
  const person = await somePerson(page);
  await signInAs(page, 'employee', '/search');
  const input = page.getByLabel('Поиск сотрудников и материалов');
  const people = page.getByRole('region', { name: 'Сотрудники' });

  const typo = `${withTypo(person.last_name)} ${person.name}`;
  await input.fill(typo);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(typo).replace(/%20/g, '(\\+|%20)')}`));
  await expect(people.getByRole('button', { name: person.full_name, exact: true })).toBeVisible();

  const latin = inLatinLayout(person.last_name);
  await input.fill(latin);
  await expect(page).toHaveURL(new RegExp(`q=${latin}`));
  const first = people.locator('.search-person__name').first();
  await expect(first).toHaveText(new RegExp(`^${person.last_name} `));
  await expect(page.getByText('Показаны результаты по запросу')).toContainText(
    `«${person.last_name.toLowerCase().replace(/ё/g, 'е')}»`,
  );

  // The query lives in the URL: a reload shows the same results.
  await page.reload();
  await expect(input).toHaveValue(latin);
  await expect(people.locator('.search-person__name').first()).toHaveText(
    new RegExp(`^${person.last_name} `),
  );
});

test('nothing found and a failed search are said in Russian', async ({ page }) => {
  await signInAs(page, 'employee', '/search?q=Щфывапролджэ');
  await expect(page.getByText('Ничего не найдено', { exact: false })).toBeVisible();

  await page.route('**/api/esearch**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.getByLabel('Поиск сотрудников и материалов').fill('Ивановаа');
  await expect(page.getByText('Не удалось выполнить поиск', { exact: false })).toBeVisible();
  // The platform's dialog for a server error comes first; the page keeps its own state under it.
  await page.getByRole('dialog').getByRole('button', { name: 'Закрыть' }).click();
  await page.unroute('**/api/esearch**');
  await page.getByRole('button', { name: 'Повторить' }).click();
  await expect(page.getByText('Не удалось выполнить поиск', { exact: false })).toBeHidden();
});
