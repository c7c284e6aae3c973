import { Faker, ru } from '@faker-js/faker';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { rowsOf } from '../platform/db/sql.ts';
import { filePreviews, files } from '../modules/files/files.schema.ts';
import { albumImages, albums } from '../modules/gallery/gallery.schema.ts';
import { SearchService } from '../modules/search/search.service.ts';
import { users } from '../modules/users/users.schema.ts';
import type { LargeContentSeeder } from './large-content.ts';

const EVENTS = [
  'Корпоратив',
  'Турслёт',
  'Спартакиада',
  'Хакатон',
  'Открытие офиса',
  'Субботник',
  'День рождения компании',
  'Конференция разработчиков',
  'Тимбилдинг',
  'Выезд на природу',
  'Детский праздник',
  'Митап по качеству',
] as const;
const PLACES = [
  'в Москве',
  'в Минске',
  'в Казани',
  'в Алматы',
  'в Санкт-Петербурге',
  'в Новосибирске',
] as const;

/** Albums of a 10,000-person company: a few a week over years, one of them a page deep enough to measure. */
export const LARGE_ALBUMS = 300;
/** The biggest album: 50 pages of 40. */
export const LARGE_ALBUM_IMAGES = 2000;

/**
 * `seed:large --content` for the gallery: 300 albums of 10 to 200 images (one of 2,000) with their file and
 * preview rows, so the album page of 40 is measured at size (bench/gallery.ts). The rows point at no stored
 * bytes: a benchmark reads records, never pictures.
 */
export const largeGallerySeeder: LargeContentSeeder = {
  label: 'Галерея',
  async seed(db: Db, options) {
    const faker = new Faker({ locale: [ru] });
    faker.seed(options.seed + 14);
    const authors = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(50)).map(
      (row) => row.id,
    );
    if (authors.length === 0) return { альбомов: 0, изображений: 0 };
    const now = Date.now();
    let images = 0;
    for (let index = 0; index < LARGE_ALBUMS; index += 1) {
      const count = index === 0 ? LARGE_ALBUM_IMAGES : faker.number.int({ min: 10, max: 200 });
      const at = new Date(now - faker.number.int({ min: 1, max: 5 * 365 }) * 86_400_000);
      const title = `${faker.helpers.arrayElement(EVENTS)} ${faker.helpers.arrayElement(PLACES)} ${at.getFullYear()}`;
      const authorId = faker.helpers.arrayElement(authors);
      await db.transaction(async () => {
        const [album] = await db
          .insert(albums)
          .values({
            title,
            description: `Фотографии: ${title.toLowerCase()}.`,
            authorId,
            createdAt: at,
            updatedAt: at,
          })
          .returning({ id: albums.id });
        const albumId = album!.id;
        // Keys in the storage's form (a UUID) that hold no bytes.
        const fileRows = rowsOf<{ id: number }>(
          await db.execute(sql`insert into ${files}
              (name, size, mime, sha256, storage_key, owner_id, created_at, shared)
            select 'IMG_' || lpad(g::text, 5, '0') || '.jpg', 180000 + (g * 7919) % 400000, 'image/jpeg',
              md5(${albumId} || '-' || g) || md5(g || '-' || ${albumId}),
              md5('gallery-' || ${albumId} || '-' || g)::uuid::text, ${authorId}, ${at.toISOString()}::timestamptz, true
            from generate_series(1, ${count}) as g
            returning id`),
        );
        const ids = fileRows.map((row) => Number(row.id));
        await db.execute(sql`insert into ${filePreviews} (file_id, width, storage_key, size, mime)
          select f.id, w.width, md5('preview-' || f.id || '-' || w.width)::uuid::text, w.width * 60, 'image/webp'
          from unnest(${sql.param(ids)}::int[]) as f(id) cross join (values (320), (1280)) as w(width)`);
        const [first] = rowsOf<{ id: number }>(
          await db.execute(sql`insert into ${albumImages}
              (album_id, file_id, sequence, width, height, author_id, created_at)
            select ${albumId}, f.id, f.place, 1200, 800, ${authorId}, ${at.toISOString()}::timestamptz
            from unnest(${sql.param(ids)}::int[]) with ordinality as f(id, place)
            order by f.place
            returning id`),
        );
        await db
          .update(albums)
          .set({ imageCount: count, coverImageId: first ? Number(first.id) : null })
          .where(eq(albums.id, albumId));
      });
      images += count;
    }
    const rows = await db
      .select({ id: albums.id, title: albums.title, description: albums.description })
      .from(albums);
    await new SearchService(db).upsert(
      rows.map((row) => ({
        kind: 'album' as const,
        entityId: row.id,
        title: row.title,
        subtitle: 'Фотоальбом',
        body: row.description,
        url: `/gallery/album/${row.id}`,
      })),
    );
    // Planner statistics, as autovacuum would gather them on PostgreSQL (PGlite runs none).
    await db.execute(sql`analyze ${albums}, ${albumImages}, ${files}, ${filePreviews}`);
    return { альбомов: LARGE_ALBUMS, изображений: images };
  },
};
