import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, GalleryImage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/http.ts';
import { albumImages, albums } from './gallery.schema.ts';

/** Two moderators on one album at once (docs/architecture.md «Transactions»): each race 20 times. */
let ctx: TestContext;
let api: ApiClient;
let first: Session;
let second: Session;
let picture: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const [a, b] = await Promise.all([
    buildUser(ctx.database.db, { roles: ['moderator'] }),
    buildUser(ctx.database.db, { roles: ['admin'] }),
  ]);
  [first, second] = await Promise.all([api.as(a), api.as(b)]);
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx?.close());

function upload(albumId: number, session: Session, count = 1) {
  const body = multipart(
    {},
    Array.from({ length: count }, (_, index) => ({
      field: 'files[]',
      name: `p${index}.png`,
      content: picture,
    })),
  );
  return ctx.app.inject({
    method: 'POST',
    url: `/api/albums/${albumId}/images`,
    headers: { ...session.headers, ...body.headers },
    payload: body.payload,
  });
}

async function state(albumId: number) {
  const [album] = await ctx.database.db.select().from(albums).where(eq(albums.id, albumId));
  const rows = await ctx.database.db.select().from(albumImages).where(eq(albumImages.albumId, albumId));
  return {
    count: album!.imageCount,
    sequences: rows.map((row) => row.sequence).sort((a, b) => a - b),
    coverInAlbum: rows.some((row) => row.id === album!.coverImageId),
  };
}

describe('gallery races', () => {
  it('keeps count, cover and sequences 1…n when two moderators upload, move and delete at once', async () => {
    for (let round = 0; round < 20; round += 1) {
      const created = await first.post('/api/albums', { title: `Гонка ${round}` });
      const album = created.json<{ data: Album }>().data;
      const images = (await upload(album.id, first, 4)).json<{ data: GalleryImage[] }>().data;
      const results = await Promise.all([
        upload(album.id, first),
        upload(album.id, second),
        second.patch(`/api/albums/${album.id}/images/${images[3]!.id}`, { sequence: 1 }),
        first.delete(`/api/albums/${album.id}/images/${images[0]!.id}`),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([201, 201, 200, 204]);
      expect(await state(album.id)).toEqual({ count: 5, sequences: [1, 2, 3, 4, 5], coverInAlbum: true });
    }
  });
});
