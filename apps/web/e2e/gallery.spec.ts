import { expect, test, type Page } from './a11y.ts';
import { DEMO_PASSWORD, signInAs } from './helpers.ts';

/** A bearer token for API calls made by the test itself. */
async function tokenOf(page: Page, login: string): Promise<string> {
  const issued = await page.request.post('/api/auth/token/issue', {
    data: { login, password: DEMO_PASSWORD },
  });
  return ((await issued.json()) as { access_token: string }).access_token;
}

/** Two real JPEGs to upload: the previews (WebP) would do too, but the originals of the demo are JPEGs. */
async function demoPictures(page: Page, token: string): Promise<Buffer[]> {
  const headers = { Authorization: `Bearer ${token}` };
  const albums = (await (await page.request.get('/api/albums', { headers })).json()) as {
    data: { id: number; image_count: number }[];
  };
  const album = albums.data.find((item) => item.image_count >= 2)!;
  const images = (await (await page.request.get(`/api/albums/${album.id}/images`, { headers })).json()) as {
    data: { url: string }[];
  };
  return Promise.all(
    images.data.slice(0, 2).map(async (image) => (await page.request.get(image.url, { headers })).body()),
  );
}

test('an album of more than 40 pictures: the viewer pages with the keyboard past picture 40', async ({
  page,
}) => {
  await signInAs(page, 'employee', '/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Галерея' })).toBeVisible();
  await page.getByRole('heading', { name: 'Новогодний корпоратив 2025' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Новогодний корпоратив 2025' })).toBeVisible();
  await expect(page.getByText(/^57 фотографий/)).toBeVisible();
  // The first page holds 40 pictures.
  await expect(page.getByRole('button', { name: /^Открыть фотографию \d+ из 57$/ })).toHaveCount(40);

  await page.getByRole('button', { name: 'Открыть фотографию 39 из 57' }).click();
  const viewer = page.getByRole('dialog', { name: 'Просмотр изображения' });
  await expect(viewer).toContainText('39 из 57');
  await expect(viewer.getByText('IMG_2039.jpg')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('40 из 57');
  await page.keyboard.press('ArrowRight');
  // Picture 41 is on the second page of 40: it is loaded and shown.
  await expect(viewer).toContainText('41 из 57');
  await expect(viewer.getByText('IMG_2041.jpg')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Фотография 41 из 57' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]photo=41\b/);
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('42 из 57');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(viewer).toContainText('39 из 57');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('41 из 57');

  // Esc closes the viewer on the page of the last picture seen: the second page, 17 pictures.
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Открыть фотографию \d+ из 57$/ })).toHaveCount(17);
  await expect(page.getByRole('button', { name: 'Открыть фотографию 57 из 57' })).toBeVisible();
});

test('a moderator uploads pictures with the file chooser and sees them appear in order', async ({ page }) => {
  const token = await tokenOf(page, 'moderator');
  const created = await page.request.post('/api/albums', {
    headers: { Authorization: `Bearer ${token}` },
    data: { title: `Фото с митапа ${Date.now()}`, description: 'Проверка загрузки' },
  });
  expect(created.status()).toBe(201);
  const album = ((await created.json()) as { data: { id: number } }).data;

  await signInAs(page, 'moderator', `/gallery/album/${album.id}`);
  await expect(page.getByText('В альбоме пока нет фотографий')).toBeVisible();
  await page.getByRole('button', { name: 'Загрузить фото' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка фотографий' });
  const pictures = await demoPictures(page, token);
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByText('Перетащите фотографии сюда или нажмите, чтобы выбрать').click();
  await (
    await chooser
  ).setFiles([
    { name: 'сцена.jpg', mimeType: 'image/jpeg', buffer: pictures[0]! },
    { name: 'зал.jpg', mimeType: 'image/jpeg', buffer: pictures[1]! },
    { name: 'программа.txt', mimeType: 'text/plain', buffer: Buffer.from('не картинка') },
  ]);
  await expect(dialog.getByText('Загружено: 2')).toBeVisible();
  await expect(dialog.getByText(/программа\.txt.*только изображения/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Готово' }).click();
  await expect(dialog).toHaveCount(0);

  await expect(page.getByText(/^2 фотографии/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Открыть фотографию \d из 2$/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Открыть фотографию 1 из 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Просмотр изображения' });
  await expect(viewer.getByText('сцена.jpg')).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Фотография 1 из 2' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('зал.jpg')).toBeVisible();
  await page.keyboard.press('Escape');
  // The closed viewer gives the focus back to the picture that opened it: done before the tile takes it.
  await expect(viewer).toHaveCount(0);

  // Reorder from the keyboard (dnd-kit): pick the first picture up, move it right, drop it.
  await page.getByRole('button', { name: 'Изменить порядок' }).click();
  const firstTile = page.getByRole('button', { name: /^Фотография 1 из 2: перетащите/ });
  await firstTile.focus();
  await page.keyboard.press('Space');
  await expect(firstTile).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  // dnd-kit announces the move in its live region: the picture is over its neighbour before it is dropped.
  await expect(page.getByRole('status').filter({ hasText: /was moved over droppable area/ })).toBeVisible();
  const moved = page.waitForResponse(
    (response) => response.request().method() === 'PATCH' && response.url().includes('/images/'),
  );
  await page.keyboard.press('Space');
  expect((await moved).status()).toBe(200);
  await page.getByRole('button', { name: 'Готово' }).click();
  // The order the server keeps: after a reload the second picture comes first.
  await page.reload();
  await page.getByRole('button', { name: 'Открыть фотографию 1 из 2' }).click();
  await expect(viewer.getByText('зал.jpg')).toBeVisible();
});
