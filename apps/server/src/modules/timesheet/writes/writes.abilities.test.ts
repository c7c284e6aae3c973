import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  TS_ACTIONS,
  TS_STATUS,
  type TsAction,
  type TsStatus,
  type TsWrite,
} from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../../test/api-client.ts';
import { buildProject, buildUser } from '../../../../test/factories.ts';
import { buildEditablePeriod, buildWrite } from '../timesheet.factory.ts';
import { userPermissions } from '../../permissions/permissions.schema.ts';

/**
 * The web draws the approve screen's buttons from `abilities` alone: for each kind of viewer,
 * status and action, a write offers the action exactly when the action call succeeds.
 */
let ctx: TestContext;
let api: ApiClient;
const people = { plain: 0, chargeCoded: 0 };
let projectId: number;
const sessions = new Map<string, Session>();
const WHO = [
  'filler',
  'assistant',
  'owner',
  'owner with the delete right',
  'owner with the charge-code right',
  'owner of another project',
  'timesheet admin',
] as const;
type Who = (typeof WHO)[number];
const STATUSES: TsStatus[] = [TS_STATUS.new, TS_STATUS.forApproving, TS_STATUS.approved, TS_STATUS.rejected];

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const db = ctx.database.db;
  await buildEditablePeriod(db, '2026-01-01', '2026-12-31');
  const plain = await buildUser(db, { roles: ['ts_filling'] });
  // A Russian employee with a charge code: approving needs the override (the charge-code lock,
  // docs/modules/timesheet.md).
  const chargeCoded = await buildUser(db, { roles: ['ts_filling'], chargeCode: 'CC-1' });
  people.plain = plain.id;
  people.chargeCoded = chargeCoded.id;
  sessions.set('filler plain', await api.as(plain));
  sessions.set('filler chargeCoded', await api.as(chargeCoded));
  const owners: Record<string, number> = {};
  for (const who of WHO.filter((name) => name.startsWith('owner') && name !== 'owner of another project')) {
    const owner = await buildUser(db, { roles: ['project_manager'] });
    owners[who] = owner.id;
    sessions.set(who, await api.as(owner));
  }
  projectId = (await buildProject(db, { owners: Object.values(owners) })).id;
  await db.insert(userPermissions).values([
    { userId: owners['owner with the delete right']!, permissionId: 1 },
    { userId: owners['owner with the charge-code right']!, permissionId: 2 },
  ]);
  const other = await buildUser(db, { roles: ['project_manager'] });
  await buildProject(db, { owners: [other.id] });
  const assistant = await buildUser(db, { roles: ['assistant'] });
  const admin = await buildUser(db, { roles: ['ts_admin'] });
  sessions.set('owner of another project', await api.as(other));
  sessions.set('assistant', await api.as(assistant));
  sessions.set('timesheet admin', await api.as(admin));
});
afterAll(async () => ctx?.close());

let nextDay = 0;
/** A write of this status on a day of its own (the unique cell), in the open period. */
async function cell(userId: number, status: TsStatus) {
  const date = addDays('2026-01-05', nextDay++);
  return buildWrite(ctx.database.db, { userId, customerId: projectId, date, minutes: 60, status });
}

function act(session: Session, action: TsAction, id: number) {
  if (action === 'delete') return session.delete(`/api/timesheet/writes?ids=${id}`);
  return session.put('/api/timesheet/writes', {
    ids: [id],
    action,
    comment: action === 'reject' ? 'Неверный проект' : undefined,
  });
}

async function check(who: Who, person: keyof typeof people, status: TsStatus) {
  const session = sessions.get(who === 'filler' ? `filler ${person}` : who)!;
  for (const action of TS_ACTIONS) {
    const write = await cell(people[person], status);
    const listed = await session.get(
      `/api/timesheet/writes?date_start=${write.date}&date_end=${write.date}&user_id=${people[person]}`,
    );
    const shown =
      listed.statusCode === 200
        ? listed.json<{ data: TsWrite[] }>().data.find((item) => item.id === write.id)
        : undefined;
    if (!shown) expect(listed.statusCode).toBe(403);
    const offered = shown?.abilities[action] ?? false;
    const response = await act(session, action, write.id);
    const answer = `${who}, ${person}, status ${status}, ${action}: offered ${offered}, got ${response.statusCode}`;
    expect(response.statusCode < 300, answer).toBe(offered);
    if (!offered) expect([403, 409], answer).toContain(response.statusCode);
  }
}

/** The abilities one viewer gets for a fresh write of this person and status. */
async function abilitiesFor(who: Who, person: keyof typeof people, status: TsStatus) {
  const write = await cell(people[person], status);
  const listed = await ctx.app.inject({
    url: `/api/timesheet/writes?date_start=${write.date}&date_end=${write.date}&user_id=${people[person]}`,
    headers: sessions.get(who)!.headers,
  });
  return listed.json<{ data: TsWrite[] }>().data.find((item) => item.id === write.id)!.abilities;
}

describe('timesheet write abilities', () => {
  it('offers approving a charge-coded person only with the override, and deleting only with the right', async () => {
    expect((await abilitiesFor('owner', 'plain', TS_STATUS.forApproving)).approve).toBe(true);
    expect((await abilitiesFor('owner', 'chargeCoded', TS_STATUS.forApproving)).approve).toBe(false);
    expect(
      (await abilitiesFor('owner with the charge-code right', 'chargeCoded', TS_STATUS.forApproving)).approve,
    ).toBe(true);
    expect((await abilitiesFor('owner', 'plain', TS_STATUS.forApproving)).delete).toBe(false);
    expect((await abilitiesFor('owner with the delete right', 'plain', TS_STATUS.forApproving)).delete).toBe(
      true,
    );
  });

  it.each(WHO.flatMap((who) => STATUSES.map((status) => [who, status] as const)))(
    '%s, status %i: each action is offered exactly when allowed',
    (who, status) => check(who, 'plain', status),
  );

  it.each(STATUSES)('charge-coded person, status %i: the override decides approving', async (status) => {
    await check('owner', 'chargeCoded', status);
    await check('owner with the charge-code right', 'chargeCoded', status);
  });
});
