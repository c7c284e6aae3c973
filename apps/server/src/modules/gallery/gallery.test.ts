import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumList, GalleryImage } from '@intranet/contracts';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { filePreviews, files } from '../files/files.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { albumImages } from './gallery.schema.ts';

/** The gallery's API: albums, pages of 40 images, uploads, order, cover, deletes. */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let moderator: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  const [e, m, a] = await Promise.all([
    buildUser(db),
    buildUser(db, { roles: ['moderator'] }),
    buildUser(db, { roles: ['admin'] }),
  ]);
  [employee, moderator, admin] = await Promise.all([api.as(e), api.as(m), api.as(a)]);
});
afterAll(async () => ctx?.close());

type ImagePage = { data: GalleryImage[]; meta: { current_page: number; last_page: number; total: number } };

async function createAlbum(title: string, session: Session = moderator): Promise<Album> {
  const response = await session.post('/api/albums', { title, description: 'Фото с праздника' });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Album }>().data;
}

/** A small picture whose colour tells it apart. */
function png(seed: number, width = 16, height = 12): Promise<Buffer> {
  const background = { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

function upload(
  albumId: number,
  list: { name: string; content: Buffer; type?: string }[],
  session: Session = moderator,
) {
  const body = multipart(
    {},
    list.map((file) => ({ field: 'files[]', ...file })),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/albums/${albumId}/images`,
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploadMany(albumId: number, total: number, from = 0): Promise<GalleryImage[]> {
  const uploaded: GalleryImage[] = [];
  for (let start = 0; start < total; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, total - start) }, async (_, index) => ({
        name: `фото-${from + start + index + 1}.png`,
        content: await png(from + start + index + 1),
      })),
    );
    const response = await upload(albumId, batch);
    expect(response.statusCode).toBe(201);
    uploaded.push(...response.json<{ data: GalleryImage[] }>().data);
  }
  return uploaded;
}

const imagePage = async (albumId: number, page: number, session: Session = employee) =>
  (await session.get(`/api/albums/${albumId}/images?page=${page}`)).json<ImagePage>();

async function stored() {
  const [[fileRows], [previewRows], [imageRows]] = await Promise.all([
    ctx.database.db.select({ n: count() }).from(files),
    ctx.database.db.select({ n: count() }).from(filePreviews),
    ctx.database.db.select({ n: count() }).from(albumImages),
  ]);
  return {
    files: fileRows!.n,
    previews: previewRows!.n,
    images: imageRows!.n,
    bytes: storedFileCount(ctx.filesDir),
  };
}

async function sequences(albumId: number): Promise<number[]> {
  const rows = await ctx.database.db
    .select({ sequence: albumImages.sequence })
    .from(albumImages)
    .where(eq(albumImages.albumId, albumId));
  return rows.map((row) => row.sequence).sort((a, b) => a - b);
}

describe('albums', () => {
  it('creates an album for a moderator (indexed for search); 403 for an employee; 400 without a title', async () => {
    const album = await createAlbum('Новогодний корпоратив 2025');
    expect(album).toMatchObject({
      title: 'Новогодний корпоратив 2025',
      image_count: 0,
      cover: null,
      abilities: { update: true, delete: true, upload: true },
    });
    const [indexed] = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.entityId, album.id));
    expect(indexed).toMatchObject({ kind: 'album', url: `/gallery/album/${album.id}` });

    const byEmployee = await employee.post('/api/albums', { title: 'Мой альбом' });
    expect(byEmployee.statusCode).toBe(403);
    expect(byEmployee.json<{ message: string }>().message).toBe('Альбомы ведут модераторы и администраторы');
    const untitled = await moderator.post('/api/albums', { title: '   ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<{ errors: Record<string, string[]> }>().errors.title).toEqual([
      'Введите название альбома',
    ]);
  });

  it('GET /albums/{id}/ with and without the slash; 404 for a missing album; the employee may not edit', async () => {
    const album = await createAlbum('Турслёт');
    for (const url of [`/api/albums/${album.id}/`, `/api/albums/${album.id}`]) {
      const response = await employee.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: Album }>().data).toMatchObject({
        id: album.id,
        abilities: { update: false, delete: false, upload: false },
      });
    }
    const missing = await employee.get('/api/albums/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('Альбом не найден');
    expect((await employee.get('/api/albums/abc')).statusCode).toBe(400);
  });

  it('lists albums by page, most recently updated first, with image counts and covers; page 0 is a 400', async () => {
    const older = await createAlbum('Открытие офиса в Минске');
    const newer = await createAlbum('День рождения компании');
    await uploadMany(older.id, 3);
    const list = (await employee.get('/api/albums?per_page=2')).json<AlbumList>();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 2, can_create: false });
    expect(list.data[0]).toMatchObject({ id: older.id, image_count: 3 });
    expect(list.data[0]!.cover?.thumbnail_url).toMatch(/^\/api\/files\/\d+\/preview\/320$/);
    expect(list.data[1]).toMatchObject({ id: newer.id, image_count: 0, cover: null });
    expect(list.meta.last_page).toBeGreaterThanOrEqual(2);
    const byModerator = (await moderator.get('/api/albums')).json<AlbumList>();
    expect(byModerator.meta.can_create).toBe(true);

    const pageZero = await employee.get('/api/albums?page=0');
    expect(pageZero.statusCode).toBe(400);
    expect(pageZero.json<{ errors: Record<string, string[]> }>().errors.page?.[0]).toMatch(/[а-я]/);
    expect((await employee.get('/api/albums?sort=views')).statusCode).toBe(400);
  });

  it('sends one statement for a page of albums whatever its size', async () => {
    const observed: string[] = [];
    const stop = ctx.database.observeStatements((text) => observed.push(text));
    try {
      await employee.get('/api/albums?per_page=50');
    } finally {
      stop();
    }
    const reads = observed.filter((text) => /from "albums"/.test(text));
    // The page and its total: counts, covers and social counters come with the rows.
    expect(reads).toHaveLength(2);
  });

  it('edits the title and the cover; a stale edit is 409; a cover from another album is 400', async () => {
    const album = await createAlbum('Хакатон');
    const [first, second] = await uploadMany(album.id, 2);
    const other = await createAlbum('Чужой');
    const [foreign] = await uploadMany(other.id, 1);
    const current = (await employee.get(`/api/albums/${album.id}`)).json<{ data: Album }>().data;
    expect(current.cover?.image_id).toBe(first!.id);

    const saved = await moderator.put(`/api/albums/${album.id}`, {
      title: 'Хакатон 2026',
      description: 'Два дня кода',
      cover_image_id: second!.id,
      updated_at: current.updated_at,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ data: Album }>().data).toMatchObject({
      title: 'Хакатон 2026',
      cover: { image_id: second!.id, preview_url: second!.preview_url },
    });
    const stale = await moderator.put(`/api/albums/${album.id}`, {
      title: 'Хакатон',
      updated_at: current.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const foreignCover = await moderator.patch(`/api/albums/${album.id}`, {
      cover_image_id: foreign!.id,
    });
    expect(foreignCover.statusCode).toBe(400);
    expect(foreignCover.json<{ message: string }>().message).toBe(
      'Обложкой может быть только изображение этого альбома',
    );
    const patched = await admin.patch(`/api/albums/${album.id}`, { cover_image_id: first!.id });
    expect(patched.json<{ data: Album }>().data.cover?.image_id).toBe(first!.id);
    expect((await employee.patch(`/api/albums/${album.id}`, { title: 'x' })).statusCode).toBe(403);
    expect((await moderator.patch(`/api/albums/${album.id}`, {})).statusCode).toBe(400);
    expect((await moderator.put('/api/albums/999999', { title: 'Нет' })).statusCode).toBe(404);
  });

  it('takes likes and comments on an album through the social mechanism', async () => {
    const album = await createAlbum('Спартакиада');
    const liked = await employee.post('/api/likes', { entity_type: 'album', entity_id: album.id });
    expect(liked.statusCode).toBe(201);
    const commented = await employee.post('/api/comments', {
      entity_type: 'album',
      entity_id: album.id,
      body: 'Отличные фото!',
    });
    expect(commented.statusCode).toBe(201);
    const read = (await employee.get(`/api/albums/${album.id}`)).json<{ data: Album }>().data;
    expect(read).toMatchObject({ likes: 1, comments: 1 });
    expect(read.my_like_id).not.toBeNull();
    const missing = await employee.post('/api/likes', { entity_type: 'album', entity_id: 999999 });
    expect(missing.statusCode).toBe(404);
  });

  it('deletes an album with its images, files and bytes, and its search entry; 403 for an employee', async () => {
    const album = await createAlbum('Удаляемый');
    const [image] = await uploadMany(album.id, 2);
    expect((await employee.delete(`/api/albums/${album.id}`)).statusCode).toBe(403);
    const before = await stored();
    expect((await moderator.delete(`/api/albums/${album.id}`)).statusCode).toBe(204);
    const after = await stored();
    expect(after).toEqual({
      files: before.files - 2,
      previews: before.previews - 4,
      images: before.images - 2,
      bytes: before.bytes - 6,
    });
    expect((await employee.get(image!.url)).statusCode).toBe(404);
    expect((await employee.get(`/api/albums/${album.id}`)).statusCode).toBe(404);
    const indexed = await ctx.database.db
      .select()
      .from(searchDocuments)
      .where(eq(searchDocuments.entityId, album.id));
    expect(indexed.filter((doc) => doc.kind === 'album')).toHaveLength(0);
    expect((await moderator.delete(`/api/albums/${album.id}`)).statusCode).toBe(404);
  });
});

describe('images', () => {
  it('pages 45 images by 40 in sequence order; page 0 is a 400; a page past the end is empty', async () => {
    const album = await createAlbum('Большой альбом');
    const uploaded = await uploadMany(album.id, 45);
    expect(uploaded.map((image) => image.sequence)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
    const first = await imagePage(album.id, 1);
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 2, total: 45 });
    expect(first.data).toHaveLength(40);
    expect(first.data.map((image) => image.sequence)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(first.data[0]).toMatchObject({
      id: uploaded[0]!.id,
      name: 'фото-1.png',
      mime: 'image/png',
      width: 16,
      height: 12,
    });
    const second = await imagePage(album.id, 2);
    expect(second.data.map((image) => image.name)).toEqual([41, 42, 43, 44, 45].map((n) => `фото-${n}.png`));
    expect((await imagePage(album.id, 3)).data).toEqual([]);
    const zero = await employee.get(`/api/albums/${album.id}/images?page=0`);
    expect(zero.statusCode).toBe(400);
    expect((await employee.get('/api/albums/999999/images')).statusCode).toBe(404);
  });

  it('reads a page of images in one statement, deep pages included', async () => {
    const album = await createAlbum('Один запрос');
    await uploadMany(album.id, 45);
    for (const page of [1, 2]) {
      const observed: string[] = [];
      const stop = ctx.database.observeStatements((text) => observed.push(text));
      try {
        expect((await imagePage(album.id, page)).data.length).toBe(page === 1 ? 40 : 5);
      } finally {
        stop();
      }
      expect(observed.filter((text) => /album_images|albums/.test(text))).toHaveLength(1);
    }
  });

  it('keeps the original downloadable at full size beside its 320 and 1280 previews, for every employee', async () => {
    const album = await createAlbum('Крупные планы');
    const big = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2266aa' } })
      .jpeg()
      .toBuffer();
    const response = await upload(album.id, [{ name: 'панорама.jpg', content: big, type: 'image/jpeg' }]);
    expect(response.statusCode).toBe(201);
    const [image] = response.json<{ data: GalleryImage[] }>().data;
    expect(image).toMatchObject({ width: 2000, height: 1000, mime: 'image/jpeg' });
    const original = await employee.get(image!.url);
    expect(original.statusCode).toBe(200);
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);
    expect(image!.size).toBe(original.rawPayload.length);
    for (const [url, width] of [
      [image!.thumbnail_url, 320],
      [image!.preview_url, 1280],
    ] as const) {
      const preview = await employee.get(url);
      expect(preview.statusCode).toBe(200);
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('refuses an upload by an employee with 403 and stores nothing', async () => {
    const album = await createAlbum('Только для модераторов');
    const before = await stored();
    const response = await upload(album.id, [{ name: 'a.png', content: await png(1) }], employee);
    expect(response.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('refuses what is not an image with a Russian 400 and stores nothing, even beside real pictures', async () => {
    const album = await createAlbum('Проверка типов');
    const before = await stored();
    const text = Buffer.from('Квартальный отчёт, не картинка');
    const cases = [
      [{ name: 'отчёт.txt', content: text, type: 'text/plain' }],
      [{ name: 'фото.jpg', content: text, type: 'image/jpeg' }],
      [
        { name: 'настоящее.png', content: await png(3) },
        { name: 'договор.pdf', content: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), type: 'application/pdf' },
      ],
    ];
    for (const list of cases) {
      const response = await upload(album.id, list);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/не является изображением/);
      expect(await stored()).toEqual(before);
    }
    const empty = await upload(album.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Выберите изображения для загрузки');
    const read = (await employee.get(`/api/albums/${album.id}`)).json<{ data: Album }>().data;
    expect(read.image_count).toBe(0);
  });

  it('answers 413 past the upload limit and 404 for a missing album, storing nothing', async () => {
    const album = await createAlbum('Лимиты');
    const before = await stored();
    const big = await sharp({
      create: {
        width: 600,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    await ctx.services.settings.set('upload_max_file_bytes', String(big.length - 1));
    try {
      const response = await upload(album.id, [{ name: 'шум.png', content: big }]);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/^Размер файла не должен превышать/);
    } finally {
      await ctx.services.settings.set('upload_max_file_bytes', '20000000');
    }
    const missing = await upload(999999, [{ name: 'a.png', content: await png(1) }]);
    expect(missing.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('deletes an image: the rest move up, the count drops, the cover moves on, the bytes go', async () => {
    const album = await createAlbum('Удаление фото');
    const [first, second, third] = await uploadMany(album.id, 3);
    expect((await employee.delete(`/api/albums/${album.id}/images/${first!.id}`)).statusCode).toBe(403);
    const before = await stored();
    const removed = await moderator.delete(`/api/albums/${album.id}/images/${first!.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await stored()).toEqual({
      files: before.files - 1,
      previews: before.previews - 2,
      images: before.images - 1,
      bytes: before.bytes - 3,
    });
    const page = await imagePage(album.id, 1);
    expect(page.data.map((image) => [image.id, image.sequence])).toEqual([
      [second!.id, 1],
      [third!.id, 2],
    ]);
    const read = (await employee.get(`/api/albums/${album.id}`)).json<{ data: Album }>().data;
    expect(read).toMatchObject({ image_count: 2, cover: { image_id: second!.id } });
    expect((await moderator.delete(`/api/albums/${album.id}/images/${first!.id}`)).statusCode).toBe(404);
  });

  it('moves one image to a place and reorders the whole album; a stale order is 409', async () => {
    const album = await createAlbum('Порядок');
    const images = await uploadMany(album.id, 5);
    const ids = images.map((image) => image.id);
    const moved = await moderator.patch(`/api/albums/${album.id}/images/${ids[4]}`, {
      sequence: 2,
    });
    expect(moved.statusCode).toBe(200);
    expect((await imagePage(album.id, 1)).data.map((image) => image.id)).toEqual([
      ids[0],
      ids[4],
      ids[1],
      ids[2],
      ids[3],
    ]);
    await moderator.patch(`/api/albums/${album.id}/images/${ids[0]}`, { sequence: 5 });
    expect((await imagePage(album.id, 1)).data.map((image) => image.id)).toEqual([
      ids[4],
      ids[1],
      ids[2],
      ids[3],
      ids[0],
    ]);
    const tooFar = await moderator.patch(`/api/albums/${album.id}/images/${ids[0]}`, {
      sequence: 6,
    });
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json<{ message: string }>().message).toBe('Позиция должна быть от 1 до 5');
    expect(
      (await employee.patch(`/api/albums/${album.id}/images/${ids[0]}`, { sequence: 1 })).statusCode,
    ).toBe(403);

    const reversed = [...ids].reverse();
    const order = await moderator.put(`/api/albums/${album.id}/images/order`, { ids: reversed });
    expect(order.statusCode).toBe(204);
    const page = await imagePage(album.id, 1);
    expect(page.data.map((image) => image.id)).toEqual(reversed);
    expect(page.data.map((image) => image.sequence)).toEqual([1, 2, 3, 4, 5]);
    const stale = await moderator.put(`/api/albums/${album.id}/images/order`, {
      ids: ids.slice(1),
    });
    expect(stale.statusCode).toBe(409);
    const doubled = await moderator.put(`/api/albums/${album.id}/images/order`, {
      ids: [ids[0], ids[0], ids[1], ids[2], ids[3]],
    });
    expect(doubled.statusCode).toBe(400);
    expect((await employee.put(`/api/albums/${album.id}/images/order`, { ids: reversed })).statusCode).toBe(
      403,
    );
    const other = await createAlbum('Другой порядок');
    expect(
      (await moderator.patch(`/api/albums/${other.id}/images/${ids[0]}`, { sequence: 1 })).statusCode,
    ).toBe(404);
  });

  it('keeps sequences 1…n when uploads, moves and deletes on one album run at once', async () => {
    const album = await createAlbum('Одновременно');
    const images = await uploadMany(album.id, 6);
    const results = await Promise.all([
      upload(album.id, [{ name: 'x1.png', content: await png(101) }]),
      upload(album.id, [{ name: 'x2.png', content: await png(102) }]),
      moderator.patch(`/api/albums/${album.id}/images/${images[5]!.id}`, { sequence: 1 }),
      moderator.delete(`/api/albums/${album.id}/images/${images[2]!.id}`),
      admin.patch(`/api/albums/${album.id}/images/${images[0]!.id}`, { sequence: 4 }),
    ]);
    expect(results.map((response) => response.statusCode)).toEqual([201, 201, 200, 204, 200]);
    expect(await sequences(album.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const read = (await employee.get(`/api/albums/${album.id}`)).json<{ data: Album }>().data;
    expect(read.image_count).toBe(7);
  });
});
