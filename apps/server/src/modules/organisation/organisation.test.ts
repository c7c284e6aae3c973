import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildCompany, buildOrganisation, buildUser, buildProject } from '../../../test/factories.ts';
import { charges, customerCharges, customers } from './organisation.schema.ts';
import { customerOwners } from '../users/users.schema.ts';

let ctx: TestContext;
let api: ApiClient;
let employee: Session;
let org: Awaited<ReturnType<typeof buildOrganisation>>;
let clientId: number;
beforeAll(async () => {
  ctx = await createTestApp();
  api = await client(ctx);
  const db = ctx.database.db;
  org = await buildOrganisation(db);
  const user = await buildUser(db, { departmentId: org.practiceA.id });
  employee = await api.as(user);
  await buildCompany(db, { name: 'ООО «Альфа»', countryId: 1 });
  const [charge] = await db.insert(charges).values({ title: 'Разработка', code: 'T-01' }).returning();
  const customer = await buildProject(db, {
    name: 'АО «Заказчик»',
    typeId: 1,
    selectable: false,
    parentId: null,
  });
  clientId = customer.id;
  const project = await buildProject(db, {
    name: 'Проект Омега',
    typeId: 2,
    parentId: customer.id,
    structureId: org.practiceA.id,
    dateEnd: '2030-01-01',
  });
  await db
    .insert(customers)
    .values({ name: 'Сервис-деск', typeId: 3, entityType: 4, utilityType: 'DISCRETE' });
  await db.insert(customerCharges).values({ customerId: project.id, chargeId: charge!.id });
  await db.insert(customerOwners).values({ customerId: project.id, userId: user.id });
});
afterAll(async () => ctx?.close());

const get = (url: string, session: Session = employee) => session.get(url);

describe('directory calls', () => {
  it('lists companies with their country and reads one; 404 and 400 for bad ids', async () => {
    const list = await get('/api/companies');
    expect(list.statusCode).toBe(200);
    const companies = list.json<{ data: { id: number; name: string; country: { id: number } }[] }>().data;
    const alpha = companies.find((company) => company.name === 'ООО «Альфа»')!;
    expect(alpha.country.id).toBe(1);
    expect((await get(`/api/companies/${alpha.id}`)).json<{ data: { name: string } }>().data.name).toBe(
      'ООО «Альфа»',
    );
    expect((await get('/api/companies/999999')).statusCode).toBe(404);
    expect((await get('/api/companies/x')).statusCode).toBe(400);
  });

  it('lists departments as blocks with parent_id null and practices under their block', async () => {
    const departments = (await get('/api/departments')).json<{
      data: { id: number; parent_id: number | null }[];
    }>().data;
    expect(departments.find((item) => item.id === org.block.id)?.parent_id).toBeNull();
    expect(departments.find((item) => item.id === org.practiceA.id)?.parent_id).toBe(org.block.id);
    expect(departments.some((item) => item.id === org.office.id)).toBe(false);
    expect(
      (await get(`/api/departments/${org.practiceB.id}`)).json<{ data: { name: string } }>().data.name,
    ).toBe('Практика Бета');
    expect((await get(`/api/departments/${org.office.id}`)).statusCode).toBe(404);
  });

  it('nests practices under blocks in /subdivision', async () => {
    const tree = (await get('/api/subdivision')).json<{
      data: { id: number; children: { name: string }[] }[];
    }>().data;
    const block = tree.find((node) => node.id === org.block.id)!;
    expect(block.children.map((child) => child.name)).toEqual(['Практика Альфа', 'Практика Бета']);
  });

  it('filters the structure by entity type and display, flat or as a tree; 400 for a bad filter', async () => {
    const offices = (await get('/api/dba_structures?entity_type=5&display=2')).json<{
      data: { id: number; level: number }[];
    }>().data;
    expect(offices.map((node) => node.id)).toContain(org.office.id);
    expect(offices.every((node) => node.level === 5)).toBe(true);
    const tree = (await get('/api/dba_structures?entity_type=4,5&tree=1')).json<{
      data: { id: number; children: { id: number }[] }[];
    }>().data;
    expect(tree.find((node) => node.id === org.region.id)?.children.map((child) => child.id)).toEqual([
      org.office.id,
    ]);
    expect((await get('/api/dba_structures?entity_type=abc')).statusCode).toBe(400);
  });

  it('lists charges, work formats and roles', async () => {
    expect(
      (await get('/api/charges')).json<{ data: { code: string }[] }>().data.map((charge) => charge.code),
    ).toContain('T-01');
    expect((await get('/api/work_formats')).json()).toEqual({
      data: [
        { id: 1, name: 'Офис' },
        { id: 2, name: 'Дом' },
        { id: 3, name: 'Внешний офис' },
      ],
    });
    const roles = (await get('/api/roles')).json<{ data: { name: string; label: string }[] }>().data;
    expect(roles.find((role) => role.name === 'ts_admin')?.label).toBe('Администратор TimeSheet');
  });

  it('returns customers with their projects, charge codes and owners, and projects by parent', async () => {
    const response = await get(`/api/dba_customers?type_id=1&with_children=1`);
    const tree = response.json<{
      data: {
        id: number;
        children: {
          name: string;
          charge_codes: { code: string }[];
          owners: unknown[];
          parent: { id: number };
        }[];
      }[];
    }>().data;
    const client = tree.find((node) => node.id === clientId)!;
    expect(client.children).toHaveLength(1);
    expect(client.children[0]).toMatchObject({
      name: 'Проект Омега',
      charge_codes: [{ code: 'T-01' }],
      parent: { id: clientId },
    });
    expect(client.children[0]!.owners).toHaveLength(1);
    const services = (await get('/api/dba_customers?entity_type=4')).json<{
      data: { name: string; utility_type: string }[];
    }>().data;
    expect(services).toEqual([expect.objectContaining({ name: 'Сервис-деск', utility_type: 'DISCRETE' })]);
    const projects = (await get(`/api/dba_projects?parent_id=${clientId}`)).json<{
      data: { name: string }[];
    }>().data;
    expect(projects.map((project) => project.name)).toEqual(['Проект Омега']);
    expect((await get('/api/dba_projects?parent_id=x')).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    expect((await ctx.app.inject({ url: '/api/departments' })).statusCode).toBe(401);
  });
});
