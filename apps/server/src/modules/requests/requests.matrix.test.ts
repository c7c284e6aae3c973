import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deskKindsOf,
  type BpKind,
  type BpTransition,
  type BpTypeWithRoutes,
  type RoleName,
} from '@intranet/contracts';
import { requestsEndpoints as endpoints } from '@intranet/contracts/requests/endpoints';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { bpAssignees, bpDepartments, bpRequests } from './requests.schema.ts';
import { addDepartmentMember, buildAbsence, buildAuthorWithChain, buildRequest } from './requests.factory.ts';

/**
 * Every seeded process × every status it uses × every action of it × every kind of actor: the answer the
 * seeded rows call for (200, 403 or 409), and the same answer in the abilities of GET /bps/{id}. The cases
 * are read from GET /bp_types, so the test follows the data.
 */
const TODAY = '2026-03-04';

type Kind =
  'author' | 'manager' | 'director' | 'substitute' | 'member' | 'roleHolder' | 'responsible' | 'stranger';
/** The relation each kind of actor holds (the substitute stands in for the director, away today). */
const RELATION: Record<Kind, BpTransition['who'] | null> = {
  author: 'author',
  manager: 'manager',
  director: 'practice_director',
  substitute: 'practice_director',
  member: 'department',
  roleHolder: 'role',
  responsible: 'responsible',
  stranger: null,
};

let ctx: TestContext;
let api: ApiClient;
let types: BpTypeWithRoutes[];
const actors = {} as Record<Kind, Session>;
/** The kinds each actor handles on the desk (deskKindsOf): the member's department, the role holder's roles. */
const deskKinds = Object.fromEntries(Object.keys(RELATION).map((kind) => [kind, []])) as unknown as Record<
  Kind,
  BpKind[]
>;
let authorId: number;
let responsibleId: number;

beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  const db = ctx.database.db;
  const chain = await buildAuthorWithChain(db);
  authorId = chain.author.id;
  const substitute = await buildUser(db);
  await buildAbsence(db, chain.director.id, TODAY, substitute.id);
  const member = await buildUser(db);
  // The member belongs to every service department: each department's step is theirs, whatever a migration adds.
  const departments = (await db.select({ code: bpDepartments.code }).from(bpDepartments)).map(
    (row) => row.code,
  );
  for (const code of departments) await addDepartmentMember(db, code, member.id);
  const first = await api.as(chain.author);
  types = (await first.call(endpoints.types)).json<{ data: BpTypeWithRoutes[] }>().data;
  const roles = [
    ...new Set(types.flatMap((type) => type.transitions.filter((t) => t.who === 'role').map((t) => t.role!))),
  ] as RoleName[];
  const responsible = await buildUser(db);
  responsibleId = responsible.id;
  deskKinds.member = deskKindsOf([], departments);
  deskKinds.roleHolder = deskKindsOf(roles);
  Object.assign(actors, {
    author: first,
    manager: await api.as(chain.manager),
    director: await api.as(chain.director),
    substitute: await api.as(substitute),
    member: await api.as(member),
    roleHolder: await api.as(roles),
    responsible: await api.as(responsible),
    stranger: await api.as(),
  });
});
afterAll(async () => ctx?.close());

function expected(kind: Kind, type: BpTypeWithRoutes, statusId: number, code: string, viewer: boolean) {
  const ofAction = type.transitions.filter((t) => t.code === code);
  const here = ofAction.filter((t) => t.from_status_id === statusId);
  const mine = (t: BpTransition) => RELATION[kind] === t.who;
  if (here.some(mine)) return 200;
  if (ofAction.some((t) => t.from_status_id !== statusId && mine(t))) return 409;
  return here.length === 0 && viewer ? 409 : 403;
}

describe('every process, status, action and actor', () => {
  it('answers as the seeded transitions say, and draws the same abilities', async () => {
    const db = ctx.database.db;
    let checked = 0;
    for (const type of types) {
      const codes = [...new Set(type.transitions.map((t) => t.code))];
      for (const status of type.statuses) {
        const fresh = () =>
          buildRequest(db, {
            typeCode: type.code,
            authorId,
            statusCode: status.code,
            responsibleUserId: responsibleId,
            today: TODAY,
          });
        const request = await fresh();
        const assignees = new Set(
          (await db.select().from(bpAssignees).where(eq(bpAssignees.requestId, request.id))).map(
            (a) => a.userId,
          ),
        );
        for (const kind of Object.keys(actors) as Kind[]) {
          const session = actors[kind];
          // The desk of a kind (the training department, HR, the assistants) sees all of its requests.
          const viewer =
            kind === 'author' || assignees.has(session.id) || deskKinds[kind].includes(type.kind);
          const one = await session.call(endpoints.one, { params: { id: request.id } });
          const where = `${type.code}/${status.code}/${kind}`;
          expect(one.statusCode, where).toBe(viewer ? 200 : 404);
          const abilities = viewer
            ? one.json<{ data: { abilities: Record<string, boolean> } }>().data.abilities
            : {};
          for (const code of codes) {
            const answer = expected(kind, type, status.id, code, viewer);
            if (viewer) expect(abilities[code], `${where}/${code}`).toBe(answer === 200);
            const target = answer === 200 ? await fresh() : request;
            const response = await session.call(endpoints.transition, {
              params: { id: target.id, code },
              body: { comment: 'Комментарий' },
            });
            expect(response.statusCode, `${where}/${code}`).toBe(answer);
            if (answer === 200) {
              const [moved] = await db.select().from(bpRequests).where(eq(bpRequests.id, target.id));
              const step = type.transitions.find((t) => t.code === code && t.from_status_id === status.id)!;
              expect(moved!.statusId, `${where}/${code}`).toBe(step.to_status_id);
            }
            checked += 1;
          }
        }
        // A refusal leaves the request as it was.
        const [same] = await db.select().from(bpRequests).where(eq(bpRequests.id, request.id));
        expect(same!.statusId).toBe(status.id);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });
});
