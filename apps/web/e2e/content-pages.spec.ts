import { expect, test } from './a11y.ts';
import { signInAs } from './helpers';

/** A 2×2 PNG: the smallest real picture the server re-encodes and previews. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('an employee reads /about and a /leadership article, with no edit buttons', async ({ page }) => {
  await signInAs(page, 'employee', '/about');
  await expect(page.getByRole('heading', { level: 1, name: 'О компании' })).toBeVisible();
  await expect(page.getByText('Группа компаний «Северный код»').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Редактировать/ })).toHaveCount(0);

  await page.goto('/leadership');
  await page.getByRole('link', { name: 'Обратная связь' }).click();
  await expect(page).toHaveURL(/\/leadership\/team\/feedback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Обратная связь' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Статьи раздела' })).toContainText(
    'Встречи один на один',
  );
});

test('an admin edits /about in the editor with a picture, saves, and restores the older version', async ({
  page,
}) => {
  const sentence = `Новый абзац ${Date.now().toString(36)}`;
  await signInAs(page, 'admin', '/about');
  await page.getByRole('button', { name: 'Редактировать: О компании' }).click();

  const editor = page.getByRole('textbox', { name: 'Текст' });
  await expect(editor).toContainText('Северный код');
  await editor.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await page.keyboard.type(sentence);
  await expect(editor.locator('strong', { hasText: sentence })).toBeVisible();

  await page
    .getByLabel('Выбрать изображение')
    .setInputFiles({ name: 'схема.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img[alt="схема.png"]')).toBeVisible();

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Изменения сохранены')).toBeVisible();
  const text = page.locator('.content-entry__text');
  await expect(text.locator('strong', { hasText: sentence })).toBeVisible();
  // Our picture loads through the session (an object URL), from its 1280 px preview.
  await expect(text.locator('img[data-file-src^="/api/files/"]')).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: 'История: О компании' }).click();
  const drawer = page.getByRole('dialog', { name: /История версий/ });
  const rows = drawer.locator('.ant-list-item');
  await expect(rows.first()).toContainText('текущая');
  await rows.nth(1).getByRole('button', { name: 'Просмотреть' }).click();
  const preview = page.getByRole('dialog', { name: /^Версия \d+:/ });
  await expect(preview).toContainText('Северный код');
  await expect(preview).not.toContainText(sentence);
  await preview.getByRole('button', { name: 'Восстановить эту версию' }).click();
  await page.getByRole('button', { name: 'Восстановить', exact: true }).click();
  await expect(page.getByText(/Версия \d+ восстановлена/)).toBeVisible();

  await expect(text).toContainText('Северный код');
  await expect(text).not.toContainText(sentence);
  await page.getByRole('button', { name: 'История: О компании' }).click();
  await expect(drawer.locator('.ant-list-item').first()).toContainText(/восстановлена из версии \d+/);
});

test('an admin adds a section and an article to /leadership, writes it, and deletes it', async ({ page }) => {
  const suffix = Date.now().toString(36);
  await signInAs(page, 'admin', '/leadership');
  await page.getByRole('button', { name: 'Добавить раздел' }).click();
  const sectionDialog = page.getByRole('dialog', { name: /Добавить раздел/ });
  await sectionDialog.getByLabel('Заголовок').fill(`Наставничество ${suffix}`);
  await sectionDialog.getByLabel('Адрес в ссылке').fill(`Плохой адрес`);
  await sectionDialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(
    sectionDialog.getByText('Адрес: строчные латинские буквы, цифры и дефис, до 80 символов'),
  ).toBeVisible();
  await sectionDialog.getByLabel('Адрес в ссылке').fill(`mentoring-${suffix}`);
  await sectionDialog.getByRole('button', { name: 'Добавить' }).click();

  const section = page.locator('section', {
    has: page.getByRole('heading', { name: `Наставничество ${suffix}` }),
  });
  await section.getByRole('button', { name: 'Добавить статью' }).click();
  const articleDialog = page.getByRole('dialog', { name: /Добавить статью/ });
  await articleDialog.getByLabel('Заголовок').fill('Первая встреча');
  await articleDialog.getByLabel('Адрес в ссылке').fill('first-meeting');
  await articleDialog.getByRole('button', { name: 'Добавить' }).click();

  await section.getByRole('link', { name: 'Первая встреча' }).click();
  await expect(page).toHaveURL(new RegExp(`/leadership/mentoring-${suffix}/first-meeting$`));
  await expect(page.getByText('Текст статьи пока не написан')).toBeVisible();
  await page.getByRole('button', { name: 'Редактировать: Первая встреча' }).click();
  await page.getByRole('textbox', { name: 'Текст' }).click();
  await page.keyboard.type('Договоритесь о целях наставничества.');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.locator('.content-entry__text')).toHaveText('Договоритесь о целях наставничества.');

  await page.getByRole('link', { name: `Наставничество ${suffix}` }).click();
  await section.getByRole('button', { name: `Удалить: Наставничество ${suffix}` }).click();
  await page.getByRole('button', { name: 'Удалить', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Наставничество ${suffix}` })).toHaveCount(0);
});
