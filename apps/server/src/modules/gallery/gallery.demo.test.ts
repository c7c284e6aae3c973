import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, AlbumList } from '@intranet/contracts';
import { createTestApp, storedFileCount, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { albumImages, albums } from './gallery.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { seedGalleryDemo } from './gallery.demo.ts';

/** The demo gallery: six albums of generated pictures, one past a page of 40. */
let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let seconds = 0;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  await buildUser(db, { roles: ['moderator'] });
  const people = await Promise.all(Array.from({ length: 10 }, () => buildUser(db)));
  employee = await api.as(people[0]);
  const started = performance.now();
  await seedGalleryDemo(db, ctx.services.files.storage, new Date('2026-11-20T09:00:00Z'));
  seconds = (performance.now() - started) / 1000;
}, 120_000);
afterAll(async () => ctx?.close());

describe('seedGalleryDemo', () => {
  it('writes six albums, one with 57 pictures, whose counts, sequences and covers hold', async () => {
    console.info(`seedGalleryDemo: ${seconds.toFixed(1)} s`);
    const list = (await employee.get('/api/albums')).json<AlbumList>();
    expect(list.data).toHaveLength(6);
    expect(list.data.map((album) => album.title)).toContain('Новогодний корпоратив 2025');
    const party = list.data.find((album) => album.title === 'Новогодний корпоратив 2025')!;
    expect(party.image_count).toBe(57);
    expect(list.data.every((album) => album.cover !== null && album.image_count > 0)).toBe(true);
    const broken = rowsOf<{ n: number }>(
      await ctx.database.db.execute(sql`
        select count(*)::int as n from albums a
        where a.image_count <> (select count(*) from album_images i where i.album_id = a.id)
           or a.image_count <> (select max(sequence) from album_images i where i.album_id = a.id)
           or not exists (select 1 from album_images i where i.id = a.cover_image_id and i.album_id = a.id)`),
    );
    expect(Number(broken[0]!.n)).toBe(0);
    const [indexed] = await ctx.database.db
      .select({ n: count() })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 'album'));
    expect(indexed!.n).toBe(6);
    const detail = (await employee.get(`/api/albums/${party.id}`)).json<{ data: Album }>().data;
    expect(detail.comments).toBeGreaterThan(0);
    expect(detail.likes).toBeGreaterThan(0);
  });

  it('stores real 1200 × 800 JPEGs with their previews, readable by any employee', async () => {
    const [image] = await ctx.database.db.select().from(albumImages).limit(1);
    const original = await employee.get(`/api/files/${image!.fileId}`);
    expect(original.statusCode).toBe(200);
    const metadata = await sharp(original.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 800]);
    const preview = await employee.get(`/api/files/${image!.fileId}/preview/320`);
    expect((await sharp(preview.rawPayload).metadata()).width).toBe(320);
  });

  it('does nothing on a second run', async () => {
    const bytes = storedFileCount(ctx.filesDir);
    await seedGalleryDemo(ctx.database.db, ctx.services.files.storage);
    expect(await ctx.database.db.select({ n: count() }).from(albums)).toEqual([{ n: 6 }]);
    expect(storedFileCount(ctx.filesDir)).toBe(bytes);
  });
});
