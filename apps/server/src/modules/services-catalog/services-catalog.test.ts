import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_OWNERS_DEPARTMENT_CODE,
  CATALOG_TEXTS,
  type CatalogClassifier,
  type CatalogGroup,
  type CatalogGroupWithServices,
  type CatalogLikeResult,
  type CatalogProposal,
  type CatalogRegion,
  type CatalogService,
  type CatalogServiceDetails,
} from '@intranet/contracts/services-catalog/services-catalog';
import { servicesCatalogEndpoints as endpoints } from '@intranet/contracts/services-catalog/endpoints';
import { requestsEndpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildFile, png } from '../files/files.factory.ts';
import { addDepartmentMember } from '../requests/requests.factory.ts';
import { catalogRegions } from './services-catalog.schema.ts';
import {
  buildCatalogClassifier,
  buildCatalogGroup,
  buildCatalogRegion,
  buildCatalogService,
  uniqueName,
} from './services-catalog.factory.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-04' });
  api = await client(ctx);
  employee = await api.as();
  admin = await api.as('admin');
});
afterAll(async () => ctx?.close());

type Errors = { message: string; errors?: Record<string, string[]> };
const data = <T>(response: { json: <J>() => J }) => response.json<{ data: T }>().data;

describe('reading the catalogue', () => {
  it('lists the regions: each country followed by its cities', async () => {
    const response = await employee.call(endpoints.regions);
    expect(response.statusCode).toBe(200);
    const regions = data<CatalogRegion[]>(response);
    const russia = regions.findIndex((region) => region.name === 'Россия');
    const moscow = regions.find((region) => region.name === 'Москва')!;
    expect(regions[russia]!.kind).toBe('country');
    expect(moscow.parent_id).toBe(regions[russia]!.id);
    expect(regions.indexOf(moscow)).toBeGreaterThan(russia);
  });

  it('lists the classifiers with their values in order', async () => {
    const { classifier, values } = await buildCatalogClassifier(ctx.database.db);
    const response = await employee.call(endpoints.classifiers);
    expect(response.statusCode).toBe(200);
    const found = data<CatalogClassifier[]>(response).find((row) => row.id === classifier.id)!;
    expect(found.values.map((value) => value.id)).toEqual(values.map((value) => value.id));
  });

  it('gives the groups in position order with their services', async () => {
    const db = ctx.database.db;
    const second = await buildCatalogGroup(db, { position: 9002 });
    const first = await buildCatalogGroup(db, { position: 9001 });
    const service = await buildCatalogService(db, { group: second });
    const response = await employee.call(endpoints.groupsWithServices);
    expect(response.statusCode).toBe(200);
    const groups = data<CatalogGroupWithServices[]>(response);
    const ids = groups.map((group) => group.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(groups.find((group) => group.id === second.id)!.services.map((s) => s.id)).toEqual([service.id]);
    expect(groups.find((group) => group.id === first.id)!.services).toEqual([]);
  });

  it('searches services by text, group, region and classifier value, a page at a time', async () => {
    const db = ctx.database.db;
    const group = await buildCatalogGroup(db);
    const country = await buildCatalogRegion(db);
    const [city] = await db
      .insert(catalogRegions)
      .values({ name: uniqueName('Город'), kind: 'city', parentId: country.id })
      .returning();
    const { values } = await buildCatalogClassifier(db);
    const word = uniqueName('Кенгуру').replace(/\W+/g, '');
    const wide = await buildCatalogService(db, {
      name: `${word} общий`,
      group,
      regionIds: [country.id],
      valueIds: [values[0]!.id],
    });
    const local = await buildCatalogService(db, { name: `${word} районный`, group, regionIds: [city!.id] });
    const ids = async (query: Record<string, string | number>) => {
      const response = await employee.call(endpoints.services, {
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: CatalogService[] }>().data.map((service) => service.id);
    };
    expect(await ids({ q: word.toLowerCase() })).toEqual([wide.id, local.id]);
    expect(await ids({ group_id: group.id })).toEqual([wide.id, local.id]);
    // A city's list includes the services of its whole country; a country's includes its cities'.
    expect(await ids({ region_id: city!.id, q: word })).toEqual([wide.id, local.id]);
    expect(await ids({ region_id: country.id, q: word })).toEqual([wide.id, local.id]);
    expect(await ids({ classifier_value_id: values[0]!.id })).toEqual([wide.id]);
    const page = await employee.call(endpoints.services, { query: { q: word, per_page: '1', page: '2' } });
    expect(page.json<{ meta: { total: number; last_page: number } }>().meta).toMatchObject({
      total: 2,
      last_page: 2,
    });
    expect(page.json<{ data: CatalogService[] }>().data.map((service) => service.id)).toEqual([local.id]);
  });

  it('refuses a bad filter with 400', async () => {
    const response = await employee.call(endpoints.services, { query: { group_id: 'abc' } });
    expect(response.statusCode).toBe(400);
  });

  it('gives one service with its contacts, and 404 for a missing one', async () => {
    const service = await buildCatalogService(ctx.database.db);
    const response = await employee.call(endpoints.service, { params: { id: service.id } });
    expect(response.statusCode).toBe(200);
    const details = data<CatalogServiceDetails>(response);
    expect(details).toMatchObject({ id: service.id, full_description: 'Подробно о сервисе', contacts: [] });
    expect(details.abilities).toEqual({ update: false, delete: false });
    const missing = await employee.call(endpoints.service, { params: { id: 2_000_000_000 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Errors>().message).toBe(CATALOG_TEXTS.serviceNotFound);
  });
});

describe('likes', () => {
  it('counts one like per person: liking twice changes nothing, unliking without a like neither', async () => {
    const service = await buildCatalogService(ctx.database.db);
    const person = await api.as();
    const params = { id: service.id };
    expect(data<CatalogLikeResult>(await person.call(endpoints.like, { params }))).toEqual({
      id: service.id,
      is_liked: true,
      likes_count: 1,
    });
    const again = await person.call(endpoints.like, { params });
    expect(again.statusCode).toBe(200);
    expect(data<CatalogLikeResult>(again).likes_count).toBe(1);
    await employee.call(endpoints.like, { params });
    const one = data<CatalogServiceDetails>(await person.call(endpoints.service, { params }));
    expect(one).toMatchObject({ is_liked: true, likes_count: 2 });
    const liked = data<CatalogService[]>(await person.call(endpoints.liked));
    expect(liked.map((row) => row.id)).toEqual([service.id]);
    const mineOnly = await person.call(endpoints.services, { query: { liked: 'true' } });
    expect(mineOnly.json<{ data: CatalogService[] }>().data.map((row) => row.id)).toEqual([service.id]);
    const first = await person.call(endpoints.services, { query: { liked_first: 'true', per_page: '1' } });
    expect(first.json<{ data: CatalogService[] }>().data.map((row) => row.id)).toEqual([service.id]);

    expect(data<CatalogLikeResult>(await person.call(endpoints.unlike, { params })).likes_count).toBe(1);
    const twice = await person.call(endpoints.unlike, { params });
    expect(twice.statusCode).toBe(200);
    expect(data<CatalogLikeResult>(twice)).toEqual({ id: service.id, is_liked: false, likes_count: 1 });
    expect(data<CatalogService[]>(await person.call(endpoints.liked))).toEqual([]);
  });

  it('answers 404 for a like of a missing service', async () => {
    const response = await employee.call(endpoints.like, { params: { id: 2_000_000_000 } });
    expect(response.statusCode).toBe(404);
  });
});

describe('proposals', () => {
  it('become a request in the author’s «Мои заявки» and the owners’ inbox', async () => {
    const owner = await api.as();
    await addDepartmentMember(ctx.database.db, CATALOG_OWNERS_DEPARTMENT_CODE, owner.id);
    const author = await api.as();
    const response = await author.call(endpoints.propose, {
      body: { name: '  Аренда самокатов ', description: 'У офиса', why: 'Далеко от метро' },
    });
    expect(response.statusCode).toBe(201);
    const proposal = data<CatalogProposal>(response);
    expect(proposal).toMatchObject({
      title: 'Новый сервис: Аренда самокатов',
      status: { code: 'on_approval' },
    });
    const mine = await author.call(requestsEndpoints.mine);
    expect(mine.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(proposal.request_id);
    const inbox = await owner.call(requestsEndpoints.inbox);
    expect(inbox.json<{ data: { id: number }[] }>().data.map((row) => row.id)).toContain(proposal.request_id);
    const accepted = await owner.call(requestsEndpoints.transition, {
      params: { id: proposal.request_id, code: 'accept' },
      body: {},
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('refuses empty texts with Russian field errors', async () => {
    const response = await employee.call(endpoints.propose, {
      body: { name: ' ', description: '', why: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Errors>().errors).toMatchObject({
      name: [CATALOG_TEXTS.proposalName],
      description: [CATALOG_TEXTS.proposalDescription],
      why: [CATALOG_TEXTS.proposalWhy],
    });
  });
});

describe('the public lookup', () => {
  it('answers without a session with the minimal fields, or 404', async () => {
    const group = await buildCatalogGroup(ctx.database.db);
    const service = await buildCatalogService(ctx.database.db, { group });
    const response = await api.anonymous.call(endpoints.publicService, { params: { id: service.id } });
    expect(response.statusCode).toBe(200);
    expect(data(response)).toEqual({ id: service.id, name: service.name, groups_ids: [group.id] });
    const missing = await api.anonymous.call(endpoints.publicService, { params: { id: 2_000_000_000 } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing groups', () => {
  it('creates, updates and deletes a group with a picture; stale edits are 409', async () => {
    const image = await buildFile(ctx, { name: 'group.png', content: await png(), owner: admin.user });
    const created = await admin.call(endpoints.createGroup, {
      body: { name: 'Новая группа', description: 'Описание', image_id: image.id },
    });
    expect(created.statusCode).toBe(201);
    const group = data<CatalogGroup>(created);
    expect(group).toMatchObject({ name: 'Новая группа', image_id: image.id, image: { id: image.id } });
    // The picture is published: an employee may download it.
    expect((await employee.get(group.image!.url)).statusCode).toBe(200);

    const updated = await admin.call(endpoints.updateGroup, {
      params: { id: group.id },
      body: { name: 'Переименована', image_id: null, updated_at: group.updated_at },
    });
    expect(updated.statusCode).toBe(200);
    expect(data<CatalogGroup>(updated)).toMatchObject({ name: 'Переименована', image: null });
    const stale = await admin.call(endpoints.updateGroup, {
      params: { id: group.id },
      body: { name: 'Снова', updated_at: group.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    const removed = await admin.call(endpoints.deleteGroup, { params: { id: group.id } });
    expect(removed.statusCode).toBe(204);
    const gone = await admin.call(endpoints.deleteGroup, { params: { id: group.id } });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses to delete a group that has services, with the reason', async () => {
    const group = await buildCatalogGroup(ctx.database.db);
    await buildCatalogService(ctx.database.db, { group });
    const response = await admin.call(endpoints.deleteGroup, { params: { id: group.id } });
    expect(response.statusCode).toBe(409);
    expect(response.json<Errors>().message).toBe(CATALOG_TEXTS.groupHasServices(1));
  });

  it('refuses a non-admin (403), an empty name and a missing picture (400)', async () => {
    const forbidden = await employee.call(endpoints.createGroup, { body: { name: 'Группа' } });
    expect(forbidden.statusCode).toBe(403);
    const empty = await admin.call(endpoints.createGroup, { body: { name: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Errors>().errors?.name).toEqual([CATALOG_TEXTS.nameRequired]);
    const picture = await admin.call(endpoints.createGroup, {
      body: { name: 'Группа', image_id: 2_000_000_000 },
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json<Errors>().errors?.image_id).toEqual([CATALOG_TEXTS.badImage]);
  });
});

describe('editing services', () => {
  it('creates a service with everything it holds, updates and deletes it', async () => {
    const db = ctx.database.db;
    const group = await buildCatalogGroup(db);
    const region = await buildCatalogRegion(db);
    const { values } = await buildCatalogClassifier(db);
    const contact = await api.as();
    const body = {
      name: 'Сервис с контактами',
      short_description: 'Коротко',
      full_description: 'Подробно',
      groups_ids: [group.id],
      regions_ids: [region.id],
      classifier_values_ids: [values[1]!.id],
      consumers: [
        { type: 'role' as const, role: 'hr' as const },
        { type: 'text' as const, text: 'Новички' },
      ],
      contacts: [
        { user_id: contact.id, role: 'Владелец', phone: '+7 900 000-00-00' },
        { name: 'Служба поддержки', email: 'help@example.org', chat_link: 'https://chat.example.org/help' },
      ],
      request_path: '/services/cards/create',
    };
    const created = await admin.call(endpoints.createService, { body });
    expect(created.statusCode).toBe(201);
    const service = data<CatalogServiceDetails>(created);
    expect(service).toMatchObject({
      groups_ids: [group.id],
      regions: [{ id: region.id }],
      classifier_values: [{ id: values[1]!.id }],
      consumers: [
        { type: 'role', name: 'HR' },
        { type: 'text', name: 'Новички' },
      ],
      request_path: '/services/cards/create',
      likes_count: 0,
      abilities: { update: true, delete: true },
    });
    expect(service.contacts.map((row) => [row.user?.id ?? null, row.name, row.meta.role])).toEqual([
      [contact.id, expect.any(String), 'Владелец'],
      [null, 'Служба поддержки', null],
    ]);

    const updated = await admin.call(endpoints.updateService, {
      params: { id: service.id },
      body: {
        ...body,
        name: 'Переименован',
        contacts: [],
        request_path: null,
        updated_at: service.updated_at,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(data<CatalogServiceDetails>(updated)).toMatchObject({
      name: 'Переименован',
      contacts: [],
      request_path: null,
    });
    const stale = await admin.call(endpoints.updateService, {
      params: { id: service.id },
      body: { ...body, updated_at: service.updated_at },
    });
    expect(stale.statusCode).toBe(409);

    expect((await admin.call(endpoints.deleteService, { params: { id: service.id } })).statusCode).toBe(204);
    expect((await employee.call(endpoints.service, { params: { id: service.id } })).statusCode).toBe(404);
    expect((await admin.call(endpoints.deleteService, { params: { id: service.id } })).statusCode).toBe(404);
  });

  it('refuses bad input (400), unknown ids (400), non-admins (403)', async () => {
    const empty = await admin.call(endpoints.createService, {
      body: { name: '', groups_ids: [], request_path: 'https://example.org' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<Errors>().errors).toMatchObject({
      name: [CATALOG_TEXTS.nameRequired],
      groups_ids: [CATALOG_TEXTS.groupsRequired],
      request_path: [CATALOG_TEXTS.badRequestPath],
    });
    const unknown = await admin.call(endpoints.createService, {
      body: { name: 'Сервис', groups_ids: [2_000_000_000] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<Errors>().errors?.groups_ids).toEqual([CATALOG_TEXTS.unknownGroup]);
    const forbidden = await employee.call(endpoints.createService, {
      body: { name: 'Сервис', groups_ids: [1] },
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await admin.call(endpoints.updateService, {
      params: { id: 2_000_000_000 },
      body: { name: 'Сервис', groups_ids: [(await buildCatalogGroup(ctx.database.db)).id] },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('editing regions and classifiers', () => {
  it('adds a city to a country, refuses a city without one, and a used region’s deletion', async () => {
    const country = data<CatalogRegion>(
      await admin.call(endpoints.createRegion, { body: { name: uniqueName('Страна'), kind: 'country' } }),
    );
    const city = await admin.call(endpoints.createRegion, {
      body: { name: 'Город', kind: 'city', parent_id: country.id },
    });
    expect(city.statusCode).toBe(201);
    expect(data<CatalogRegion>(city)).toMatchObject({ kind: 'city', parent_id: country.id });
    const orphan = await admin.call(endpoints.createRegion, { body: { name: 'Город', kind: 'city' } });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json<Errors>().errors?.parent_id).toEqual([CATALOG_TEXTS.cityNeedsCountry]);
    const withCities = await admin.call(endpoints.deleteRegion, { params: { id: country.id } });
    expect(withCities.statusCode).toBe(409);
    const cityId = data<CatalogRegion>(city).id;
    await buildCatalogService(ctx.database.db, { regionIds: [cityId] });
    const used = await admin.call(endpoints.deleteRegion, { params: { id: cityId } });
    expect(used.statusCode).toBe(409);
    expect(used.json<Errors>().message).toBe(CATALOG_TEXTS.regionUsed(1));
    const renamed = await admin.call(endpoints.updateRegion, {
      params: { id: country.id },
      body: { name: uniqueName('Страна'), kind: 'country' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await employee.call(endpoints.createRegion, { body: { name: 'X', kind: 'country' } })).statusCode,
    ).toBe(403);
    expect((await admin.call(endpoints.deleteRegion, { params: { id: 2_000_000_000 } })).statusCode).toBe(
      404,
    );
  });

  it('edits a classifier’s values keeping their ids, and deletes it', async () => {
    const created = await admin.call(endpoints.createClassifier, {
      body: { name: uniqueName('Канал'), values: [{ name: 'Почта' }, { name: 'Чат' }] },
    });
    expect(created.statusCode).toBe(201);
    const classifier = data<CatalogClassifier>(created);
    const [mail, chat] = classifier.values;
    const service = await buildCatalogService(ctx.database.db, { valueIds: [mail!.id, chat!.id] });
    const updated = await admin.call(endpoints.updateClassifier, {
      params: { id: classifier.id },
      body: { name: classifier.name, values: [{ id: chat!.id, name: 'Почта' }, { name: 'Телефон' }] },
    });
    expect(updated.statusCode).toBe(200);
    const values = data<CatalogClassifier>(updated).values;
    expect(values.map((value) => value.name)).toEqual(['Почта', 'Телефон']);
    expect(values[0]!.id).toBe(chat!.id);
    const held = data<CatalogServiceDetails>(
      await employee.call(endpoints.service, { params: { id: service.id } }),
    );
    expect(held.classifier_values.map((value) => value.id)).toEqual([chat!.id]);
    const duplicate = await admin.call(endpoints.updateClassifier, {
      params: { id: classifier.id },
      body: { name: classifier.name, values: [{ name: 'А' }, { name: 'а' }] },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(
      (await employee.call(endpoints.deleteClassifier, { params: { id: classifier.id } })).statusCode,
    ).toBe(403);
    expect((await admin.call(endpoints.deleteClassifier, { params: { id: classifier.id } })).statusCode).toBe(
      204,
    );
    expect((await admin.call(endpoints.deleteClassifier, { params: { id: classifier.id } })).statusCode).toBe(
      404,
    );
  });
});
