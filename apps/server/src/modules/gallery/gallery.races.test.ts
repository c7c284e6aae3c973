import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Album, GalleryImage } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { multipart, signIn, type SignedIn } from '../../../test/http.ts';
import { albumImages, albums } from './gallery.schema.ts';

/** Two moderators on one album at once (docs/architecture.md «Transactions»): each race 20 times. */
let ctx: TestContext;
let first: SignedIn;
let second: SignedIn;
let picture: Buffer;
beforeAll(async () => {
  ctx = await createTestApp();
  const [a, b] = await Promise.all([
    buildUser(ctx.database.db, { roles: ['moderator'] }),
    buildUser(ctx.database.db, { roles: ['admin'] }),
  ]);
  [first, second] = await Promise.all([
    signIn(ctx.app, a.login, a.password),
    signIn(ctx.app, b.login, b.password),
  ]);
  picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
});
afterAll(async () => ctx?.close());

function upload(albumId: number, session: SignedIn, count = 1) {
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
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/albums',
        headers: first.headers,
        payload: { title: `Гонка ${round}` },
      });
      const album = created.json<{ data: Album }>().data;
      const images = (await upload(album.id, first, 4)).json<{ data: GalleryImage[] }>().data;
      const results = await Promise.all([
        upload(album.id, first),
        upload(album.id, second),
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/albums/${album.id}/images/${images[3]!.id}`,
          headers: second.headers,
          payload: { sequence: 1 },
        }),
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/albums/${album.id}/images/${images[0]!.id}`,
          headers: first.headers,
        }),
      ]);
      expect(results.map((response) => response.statusCode)).toEqual([201, 201, 200, 204]);
      expect(await state(album.id)).toEqual({ count: 5, sequences: [1, 2, 3, 4, 5], coverInAlbum: true });
    }
  });
});
