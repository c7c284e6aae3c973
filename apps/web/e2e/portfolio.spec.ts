import { expect, test, type Locator, type Page } from './a11y.ts';
import { signInAs } from './helpers.ts';

/** The antd Select around a combobox: its chosen values are shown there (the options live in a portal). */
function selectOf(combobox: Locator): Locator {
  return combobox.locator(
    'xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
}

/**
 * Picks an option of an antd Select by typing its name (long lists are virtual: an option far down is not
 * on the page until searched) and checks it took.
 */
async function chooseOption(page: Page, combobox: Locator, name: string, option: RegExp) {
  const select = selectOf(combobox);
  await combobox.click();
  await combobox.fill(name);
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first()
    .click();
  await expect(select).toContainText(name);
  await page.keyboard.press('Escape');
}

/** «Найдено: 30 проектов» → 30. */
async function foundCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Найдено: \d+/).textContent();
  return Number(/Найдено: (\d+)/.exec(text ?? '')![1]);
}

test('filter projects by a technology and a year, open one and like it; the link keeps the filters', async ({
  page,
}) => {
  await signInAs(page, 'employee', '/project');
  await expect(page.getByRole('heading', { level: 1, name: 'Проекты' })).toBeVisible();
  const cards = page.locator('.project-card');
  await expect(cards.first()).toBeVisible();
  const all = await foundCount(page);
  expect(all).toBe(30);

  await chooseOption(page, page.getByRole('combobox', { name: 'Технологии' }), 'Java', /^Java \(\d+\)$/);
  await expect(page).toHaveURL(/technologies=\d+/);
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  const withJava = await foundCount(page);
  // Every card left uses Java.
  for (const card of await cards.all())
    await expect(card.locator('.ant-tag', { hasText: /^Java$/ })).toBeVisible();

  // The year before last: some Java projects went on then, some did not.
  const year = new Date().getFullYear() - 2;
  await chooseOption(
    page,
    page.getByRole('combobox', { name: 'Год' }),
    String(year),
    new RegExp(`^${year} \\(\\d+\\)$`),
  );
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect.poll(() => foundCount(page)).toBeLessThan(withJava);
  const narrowed = await foundCount(page);
  await expect(cards).toHaveCount(narrowed);

  // The URL reproduces the list.
  await page.reload();
  await expect.poll(() => foundCount(page)).toBe(narrowed);
  await expect(selectOf(page.getByRole('combobox', { name: 'Технологии' }))).toContainText('Java');

  // Open the first project and like it.
  const title = (await cards.first().locator('.project-card__title').textContent())!;
  await cards.first().locator('.project-card__title a').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Заказчик', { exact: true })).toBeVisible();
  const like = page.getByRole('button', { name: /^Нравится \(отметок: \d+\)$/ });
  const before = Number(/\d+/.exec((await like.getAttribute('aria-label'))!)![0]);
  await like.click();
  const liked = page.getByRole('button', { name: `Не нравится (отметок: ${before + 1})` });
  await expect(liked).toHaveAttribute('aria-pressed', 'true');

  // Back to the list with the same filters, the like counted on the card.
  await page.getByRole('link', { name: 'Все проекты' }).click();
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  await expect.poll(() => foundCount(page)).toBe(narrowed);
  await expect(
    cards.filter({ hasText: title }).getByRole('button', { name: `Не нравится (отметок: ${before + 1})` }),
  ).toBeVisible();
});

test('a moderator adds a project through the form and finds it by its technology', async ({ page }) => {
  await signInAs(page, 'moderator', '/project');
  await page.getByRole('button', { name: 'Добавить проект' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый проект' });
  const title = `Проект e2e ${Date.now()}`;
  await dialog.getByLabel('Название').fill(title);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Технологии' }), 'Kotlin', /^Kotlin$/);
  await dialog.getByLabel('Год начала').fill('2024');
  await dialog.getByLabel('Год окончания').fill('2023');
  await dialog.locator('.ProseMirror').fill('Сервис для проверки формы портфолио.');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();
  // The years are checked before anything is sent.
  await expect(dialog.getByText('Год окончания раньше года начала')).toBeVisible();
  await dialog.getByLabel('Год окончания').fill('2025');
  await dialog.getByRole('button', { name: 'Добавить', exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('2024–2025')).toBeVisible();
  await expect(page.getByText('Заказчик не раскрывается')).toBeVisible();
  await page.getByRole('link', { name: 'Kotlin' }).click();
  await expect(page).toHaveURL(/\/project\?technologies=\d+$/);
  await expect(page.locator('.project-card', { hasText: title })).toBeVisible();
});
