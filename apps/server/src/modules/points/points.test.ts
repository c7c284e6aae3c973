import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsEndpoints as endpoints } from '@intranet/contracts/points/endpoints';
import { notEnoughPointsMessage, type PointsEntry } from '@intranet/contracts/points/points';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildPointsCompany, buildPointsUser, creditPoints } from './points.factory.ts';
import { pointsEntries } from './points.schema.ts';
import type { PointsService } from './points.service.ts';

let ctx: TestContext;
let api: ApiClient;
let points: PointsService;
let hr: Session;
let employee: Session;
let companyId: number;
let seq = 0;
type Errors = { errors: Record<string, string[]> };

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-05-12' });
  api = await client(ctx);
  points = ctx.services.points;
  companyId = (await buildPointsCompany(ctx.database.db)).id;
  hr = await api.as({ roles: ['hr'], companyId });
  employee = await api.as(await buildPointsUser(ctx.database.db, 0, { companyId }));
});
afterAll(async () => ctx?.close());

const nextKey = (prefix: string) => `${prefix}:${++seq}`;
const db = () => ctx.database.db;
const entriesOf = (userId: number) =>
  db().select().from(pointsEntries).where(eq(pointsEntries.userId, userId));
const grantBody = (userIds: number[], extra: object = {}) => ({
  user_ids: userIds,
  amount: 100,
  reason: 'thanks',
  comment: 'За помощь с релизом',
  request_key: `grant-request-${++seq}`,
  ...extra,
});

describe('the wallet service', () => {
  it('credits once per key: a retried key adds nothing', async () => {
    const person = await buildPointsUser(db());
    const move = { userId: person.id, amount: 300, key: nextKey('credit'), reason: 'Благодарность' };
    expect(await points.credit(move)).toBe(true);
    expect(await points.credit(move)).toBe(false);
    expect(await points.balanceOf(person.id)).toBe(300);
  });

  it('debits once per key and refuses a debit below zero with the balance named (409)', async () => {
    const person = await buildPointsUser(db(), 500);
    const key = nextKey('gift_order');
    await points.debit({ userId: person.id, amount: 200, key, reason: 'Заказ подарка' });
    await points.debit({ userId: person.id, amount: 200, key, reason: 'Заказ подарка' });
    expect(await points.balanceOf(person.id)).toBe(300);
    await expect(
      points.debit({ userId: person.id, amount: 301, key: nextKey('gift_order'), reason: 'Заказ подарка' }),
    ).rejects.toMatchObject({ statusCode: 409, message: notEnoughPointsMessage(300, 301) });
    expect(notEnoughPointsMessage(300, 301)).toBe('Недостаточно баллов: на счёте 300, нужно 301');
    expect(await points.balanceOf(person.id)).toBe(300);
    const rows = await entriesOf(person.id);
    expect(rows.filter((row) => row.kind === 'debit').map((row) => row.amount)).toEqual([-200]);
  });

  it('refunds a debit once, and nothing for a key that never debited', async () => {
    const person = await buildPointsUser(db(), 100);
    const key = nextKey('gift_order');
    await points.debit({ userId: person.id, amount: 100, key, reason: 'Заказ подарка' });
    expect(await points.balanceOf(person.id)).toBe(0);
    await points.refund(key, 'Заказ отклонён');
    await points.refund(key, 'Заказ отклонён');
    await points.refund(nextKey('never'), 'Заказ отклонён');
    expect(await points.balanceOf(person.id)).toBe(100);
    const refunds = (await entriesOf(person.id)).filter((row) => row.kind === 'refund');
    expect(refunds.map((row) => [row.amount, row.reason])).toEqual([[100, 'Заказ отклонён']]);
  });

  it("rolls a debit back with the caller's transaction", async () => {
    const person = await buildPointsUser(db(), 100);
    await expect(
      db().transaction(async () => {
        await points.debit({ userId: person.id, amount: 60, key: nextKey('gift_order'), reason: 'Заказ' });
        throw new Error('the order failed after the debit');
      }),
    ).rejects.toThrow('the order failed');
    expect(await points.balanceOf(person.id)).toBe(100);
  });

  it('is enabled for people whose company switched points on', async () => {
    const on = await buildPointsUser(db());
    const off = await buildUser(db(), { companyId: (await buildPointsCompany(db(), false)).id });
    const none = await buildUser(db());
    expect(await points.enabledFor(on.id)).toBe(true);
    expect(await points.enabledFor(off.id)).toBe(false);
    expect(await points.enabledFor(none.id)).toBe(false);
  });
});

describe('my wallet', () => {
  it('shows my balance and my ledger, newest first, with signed amounts', async () => {
    const me = await buildPointsUser(db(), 250);
    const session = await api.as(me);
    const key = nextKey('gift_order');
    await points.debit({ userId: me.id, amount: 50, key, reason: 'Заказ подарка: кружка' });
    await creditPoints(db(), (await buildUser(db())).id, 999); // someone else's
    const wallet = await session.call(endpoints.wallet);
    expect(wallet.statusCode).toBe(200);
    expect(wallet.json()).toEqual({ data: { enabled: true, balance: 200, can_grant: false } });
    const page = await session.call(endpoints.myEntries, { query: { per_page: '1' } });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: PointsEntry[]; meta: { total: number } }>();
    expect(body.meta.total).toBe(2);
    expect(body.data.map((entry) => [entry.kind, entry.amount, entry.reason])).toEqual([
      ['debit', -50, 'Заказ подарка: кружка'],
    ]);
  });

  it('answers enabled: false to someone whose company has no points', async () => {
    const session = await api.as({ companyId: (await buildPointsCompany(db(), false)).id });
    expect((await session.call(endpoints.wallet)).json()).toMatchObject({
      data: { enabled: false, balance: 0 },
    });
  });

  it('opens the wallet screen (GET /me access) when the company uses points or the person grants', async () => {
    const accessOf = async (session: Session) =>
      (await session.get('/api/me')).json<{ data: { access: string[] } }>().data.access;
    expect(await accessOf(employee)).toContain('points.wallet');
    const outsider = await api.as({ companyId: (await buildPointsCompany(db(), false)).id });
    expect(await accessOf(outsider)).not.toContain('points.wallet');
    expect(await accessOf(outsider)).not.toContain('points.grant');
    expect(await accessOf(hr)).toContain('points.grant');
  });
});

describe('grants', () => {
  it('credits several people once per request key, by HR', async () => {
    const other = await buildPointsUser(db(), 0, { companyId });
    const body = grantBody([employee.id, other.id], { amount: 120, reason: 'event', comment: 'Хакатон' });
    const first = await hr.call(endpoints.grant, { body });
    expect(first.statusCode).toBe(201);
    const before = (await points.balanceOf(employee.id)) - 120;
    expect(first.json<{ data: unknown }>().data).toEqual({
      granted: 2,
      balances: [
        { user_id: employee.id, balance: before + 120 },
        { user_id: other.id, balance: 120 },
      ],
    });
    const retry = await hr.call(endpoints.grant, { body });
    expect(retry.statusCode).toBe(201);
    expect(retry.json<{ data: { granted: number } }>().data.granted).toBe(0);
    expect(await points.balanceOf(other.id)).toBe(120);
    const [entry] = (await hr.call(endpoints.userEntries, { params: { id: other.id } })).json<{
      data: PointsEntry[];
    }>().data;
    expect(entry).toMatchObject({
      kind: 'credit',
      amount: 120,
      reason_code: 'event',
      reason: 'Участие в мероприятии: Хакатон',
      granted_by: { id: hr.id },
    });
  });

  it('refuses a grant to anyone but HR and administrators (403)', async () => {
    const answer = await employee.call(endpoints.grant, { body: grantBody([employee.id]) });
    expect(answer.statusCode).toBe(403);
    expect(
      await api.as('admin').then((admin) => admin.call(endpoints.grant, { body: grantBody([employee.id]) })),
    ).toMatchObject({
      statusCode: 201,
    });
  });

  it.each([
    ['amount', { amount: 0 }],
    ['amount', { amount: 1.5 }],
    ['user_ids', { user_ids: [] }],
    ['reason', { reason: 'birthday' }],
    ['comment', { reason: 'other', comment: '  ' }],
  ])('answers 400 on %s with a Russian text', async (field, extra) => {
    const answer = await hr.call(endpoints.grant, { body: grantBody([employee.id], extra) });
    expect(answer.statusCode).toBe(400);
    const errors = answer.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors[field]?.[0]).toMatch(/[а-яё]/i);
  });

  it('grants nobody when someone works where points are off or does not exist (400)', async () => {
    const outsider = await buildUser(db(), {
      lastName: 'Безбаллов',
      companyId: (await buildPointsCompany(db(), false)).id,
    });
    const answer = await hr.call(endpoints.grant, { body: grantBody([employee.id, outsider.id]) });
    expect(answer.statusCode).toBe(400);
    expect(answer.json<Errors>().errors.user_ids?.[0]).toContain('Безбаллов');
    expect(await entriesOf(outsider.id)).toHaveLength(0);
    const missing = await hr.call(endpoints.grant, { body: grantBody([2_000_000_000]) });
    expect(missing.statusCode).toBe(400);
  });
});

describe("HR's views and the company switch", () => {
  it('lists balances by name with a search, for HR only', async () => {
    const person = await buildPointsUser(db(), 70, { companyId, lastName: 'Баллова' });
    const answer = await hr.call(endpoints.balances, { query: { search: 'баллова' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        user: expect.objectContaining({ id: person.id }) as unknown,
        balance: 70,
        enabled: true,
      }),
    ]);
    expect((await employee.call(endpoints.balances)).statusCode).toBe(403);
  });

  it("reads a person's ledger for HR: 403 for others, 404 for nobody", async () => {
    expect((await hr.call(endpoints.userEntries, { params: { id: employee.id } })).statusCode).toBe(200);
    expect((await employee.call(endpoints.userEntries, { params: { id: employee.id } })).statusCode).toBe(
      403,
    );
    const nobody = await hr.call(endpoints.userEntries, { params: { id: 2_000_000_000 } });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json<{ message: string }>().message).toBe('Сотрудник не найден');
  });

  it('switches a company on and off: its people gain and lose the wallet', async () => {
    const admin = await api.as('admin');
    const company = await buildPointsCompany(db(), false);
    const person = await buildUser(db(), { companyId: company.id });
    const on = await admin.call(endpoints.setCompany, {
      params: { id: company.id },
      body: { enabled: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json<{ data: unknown }>().data).toMatchObject({ id: company.id, enabled: true });
    expect(await points.enabledFor(person.id)).toBe(true);
    const list = (await hr.call(endpoints.companies)).json<{ data: { id: number; enabled: boolean }[] }>()
      .data;
    expect(list.find((row) => row.id === company.id)?.enabled).toBe(true);
    await admin.call(endpoints.setCompany, { params: { id: company.id }, body: { enabled: false } });
    expect(await points.enabledFor(person.id)).toBe(false);
  });

  it('refuses the switch to others (403), a bad body (400) and an unknown company (404)', async () => {
    expect(
      (await employee.call(endpoints.setCompany, { params: { id: companyId }, body: { enabled: false } }))
        .statusCode,
    ).toBe(403);
    expect((await employee.call(endpoints.companies)).statusCode).toBe(403);
    const bad = await hr.call(endpoints.setCompany, { params: { id: companyId }, body: { enabled: 'да' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Errors>().errors.enabled?.[0]).toMatch(/[а-яё]/i);
    const unknown = await hr.call(endpoints.setCompany, {
      params: { id: 2_000_000_000 },
      body: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
