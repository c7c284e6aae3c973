import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogLikeResult } from '@intranet/contracts/services-catalog/services-catalog';
import { servicesCatalogEndpoints as endpoints } from '@intranet/contracts/services-catalog/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildCatalogService } from './services-catalog.factory.ts';

/**
 * One person likes (or unlikes) a service from two tabs at once: one like row, and the count equals the rows.
 * Real parallelism needs PostgreSQL (TEST_DATABASE_URL); PGlite runs one statement at a time.
 */
const ROUNDS = 20;
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

let ctx: TestContext;
let api: ApiClient;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestApp();
  api = await client(ctx);
});
afterAll(async () => ctx?.close());

describe.runIf(onPostgres)('parallel likes by the same person', () => {
  it('like ‖ like: the count stays 1', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await buildCatalogService(ctx.database.db);
      const person = await api.as();
      const params = { id: service.id };
      const answers = await Promise.all([
        person.call(endpoints.like, { params }),
        person.call(endpoints.like, { params }),
      ]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      const one = await person.call(endpoints.service, { params });
      expect(one.json<{ data: CatalogLikeResult }>().data).toMatchObject({ is_liked: true, likes_count: 1 });
    }
  });

  it('unlike ‖ unlike ‖ another’s like: one like is left, never a negative count', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const service = await buildCatalogService(ctx.database.db);
      const person = await api.as();
      const params = { id: service.id };
      await person.call(endpoints.like, { params });
      await Promise.all([
        person.call(endpoints.unlike, { params }),
        person.call(endpoints.unlike, { params }),
        api.as().then((other) => other.call(endpoints.like, { params })),
      ]);
      const one = await person.call(endpoints.service, { params });
      expect(one.json<{ data: CatalogLikeResult }>().data).toMatchObject({ is_liked: false, likes_count: 1 });
    }
  });
});
