import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleName, Vacation } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { buildVacation } from './vacation.factory.ts';

/** The web draws buttons from `abilities` alone: each must match what the action call answers. */
let ctx: TestContext;
let api: ApiClient;
let employeeId: number;
const sessions = new Map<string, Session>();
const WHO: { name: string; roles: RoleName[]; manager?: boolean }[] = [
  { name: 'employee', roles: [] },
  { name: 'real manager without the role', roles: [], manager: true },
  { name: 'manager of someone else', roles: ['manager'] },
  { name: 'vacation approver', roles: ['vacation_approver'] },
  { name: 'assistant', roles: ['assistant'] },
  { name: 'vacation system admin', roles: ['vacation_system_admin'] },
];

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  const boss = await buildUser(db);
  const employee = await buildUser(db, { managerId: boss.id, hireDate: '2020-01-01' });
  employeeId = employee.id;
  for (const who of WHO) {
    const user =
      who.name === 'employee' ? employee : who.manager ? boss : await buildUser(db, { roles: who.roles });
    sessions.set(who.name, await api.as(user));
  }
});
afterAll(async () => ctx?.close());

const ACTIONS = [
  {
    action: 'approve',
    call: (day: Vacation) => ({ method: 'PUT' as const, payload: { vacations: [day.id], status_id: 2 } }),
  },
  {
    action: 'reject',
    call: (day: Vacation) => ({
      method: 'PUT' as const,
      payload: { vacations: [day.id], status_id: 3, comment: 'Нет' },
    }),
  },
  {
    action: 'delete',
    call: (day: Vacation) => ({ method: 'DELETE' as const, url: `/api/dba/vacations?id=${day.id}` }),
  },
] as const;

describe('vacation abilities', () => {
  it.each(WHO.flatMap((who) => ACTIONS.map((entry) => [who.name, entry.action] as const)))(
    '%s: %s is offered exactly when allowed',
    async (name, action) => {
      const session = sessions.get(name)!;
      const [row] = await buildVacation(ctx.database.db, { userId: employeeId, dates: ['2026-06-17'] });
      try {
        const listed = await session.get(
          `/api/dba/vacations?users=${employeeId}&date_start=2026-06-17&date_end=2026-06-17`,
        );
        // Someone who may not see the day is offered nothing: the action must be refused too.
        const day =
          listed.statusCode === 200
            ? listed.json<{ data: Vacation[] }>().data.find((item) => item.id === row!.id)!
            : undefined;
        if (!day) expect(listed.statusCode).toBe(403);
        const offered = day?.abilities[action] ?? false;
        const request = ACTIONS.find((entry) => entry.action === action)!.call({ id: row!.id } as Vacation);
        const response = await session.request(
          request.method,
          'url' in request ? request.url : '/api/dba/vacations',
          'payload' in request ? request.payload : undefined,
        );
        expect(response.statusCode < 300).toBe(offered);
        if (!offered) expect(response.statusCode).toBe(403);
      } finally {
        // Clean the day away so the next case plans on a free date.
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/dba/vacations?id=${row!.id}`,
          headers: sessions.get('vacation system admin')!.headers,
        });
      }
    },
  );
});
