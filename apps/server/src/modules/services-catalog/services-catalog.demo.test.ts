import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogGroupWithServices,
  CatalogService,
} from '@intranet/contracts/services-catalog/services-catalog';
import { servicesCatalogEndpoints as endpoints } from '@intranet/contracts/services-catalog/endpoints';
import { requestsEndpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { DEMO_SERVICES } from './services-catalog.demo-data.ts';
import { seedServicesCatalogDemo } from './services-catalog.demo.ts';
import { catalogServices } from './services-catalog.schema.ts';

const TODAY = '2026-03-04';
let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  const logins = ['employee', 'team_lead', 'admin', 'admin_director', 'hr', 'assistant', 'operator'];
  const people = [];
  for (const login of logins)
    people.push(await buildUser(db, { login, roles: login === 'admin' ? ['admin'] : [] }));
  await seedServicesCatalogDemo(db, { userIds: people.map((person) => person.id), today: TODAY });
});
afterAll(async () => ctx?.close());

describe('the demo catalogue', () => {
  it('lays six groups and forty services once, with regions, contacts and likes', async () => {
    await seedServicesCatalogDemo(ctx.database.db, { userIds: [], today: TODAY });
    const [services] = await ctx.database.db.select({ n: count() }).from(catalogServices);
    expect(services!.n).toBe(DEMO_SERVICES.length);
    expect(DEMO_SERVICES.length).toBe(40);
    const employee = await api.asLogin('employee');
    const groups = (await employee.call(endpoints.groupsWithServices)).json<{
      data: CatalogGroupWithServices[];
    }>().data;
    expect(groups).toHaveLength(6);
    expect(groups.every((group) => group.services.length > 0)).toBe(true);
    const all = groups.flatMap((group) => group.services);
    expect(all.every((service) => service.regions.length > 0 && service.classifier_values.length > 0)).toBe(
      true,
    );
    const liked = (await employee.call(endpoints.liked)).json<{ data: CatalogService[] }>().data;
    expect(liked.length).toBeGreaterThanOrEqual(4);
    expect(liked.every((service) => service.is_liked && service.likes_count >= 1)).toBe(true);
  });

  it('lays two proposals: one waits in the owners’ inbox, one is decided', async () => {
    const owner = await api.asLogin('admin');
    const inbox = (await owner.call(requestsEndpoints.inbox)).json<{ data: { title: string }[] }>().data;
    expect(inbox.map((row) => row.title)).toContain('Новый сервис: Аренда велосипедов');
    const author = await api.asLogin('team_lead');
    const mine = (await author.call(requestsEndpoints.mine)).json<{
      data: { title: string; status: { code: string } }[];
    }>().data;
    expect(mine.find((row) => row.title.includes('нагрузочного'))?.status.code).toBe('completed');
  });
});
