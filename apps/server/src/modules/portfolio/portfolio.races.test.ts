import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioCatalogItem, Project } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { buildUser } from '../../../test/factories.ts';
import { signIn, type SignedIn } from '../../../test/http.ts';
import { portfolioProjectTechnologies, technologies } from './portfolio.schema.ts';

/**
 * Two moderators writing the same portfolio record at once, on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * over 20 rounds: one edit of a version wins and the other gets 409; a technology is not deleted while a
 * project takes it.
 */
const ROUNDS = 20;
let ctx: TestContext;
let first: SignedIn;
let second: SignedIn;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  const [a, b] = [
    await buildUser(ctx.database.db, { roles: ['moderator'] }),
    await buildUser(ctx.database.db, { roles: ['admin'] }),
  ];
  [first, second] = [await signIn(ctx.app, a.login, a.password), await signIn(ctx.app, b.login, b.password)];
});
afterAll(async () => ctx?.close());

const call = (session: SignedIn, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: session.headers, payload });
const body = (title: string, extra: object = {}) => ({
  title,
  description: `<p>${title}</p>`,
  year_start: 2024,
  ...extra,
});

describe('parallel portfolio writes', () => {
  it('lets one of two editors of the same version win; the other gets 409 and the winner’s text stays', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const project = (await call(first, 'POST', '/api/projects', body(`Проект ${round}`))).json<{
        data: Project;
      }>().data;
      const responses = await Promise.all([
        call(
          first,
          'PUT',
          `/api/projects/${project.id}`,
          body(`Первый ${round}`, { updated_at: project.updated_at }),
        ),
        call(
          second,
          'PUT',
          `/api/projects/${project.id}`,
          body(`Второй ${round}`, { updated_at: project.updated_at }),
        ),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = responses
        .find((response) => response.statusCode === 200)!
        .json<{ data: Project }>().data;
      const stored = (
        await ctx.app.inject({ url: `/api/projects/${project.id}`, headers: first.headers })
      ).json<{
        data: Project;
      }>().data;
      expect(stored.title).toBe(winner.title);
    }
  });

  it('never leaves a project pointing at a technology deleted at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const technology = (await call(first, 'POST', '/api/technologies', { name: `Гонка ${round}` })).json<{
        data: PortfolioCatalogItem;
      }>().data;
      const [created, removed] = await Promise.all([
        call(
          first,
          'POST',
          '/api/projects',
          body(`С технологией ${round}`, { technology_ids: [technology.id] }),
        ),
        call(second, 'DELETE', `/api/technologies/${technology.id}`),
      ]);
      const [row] = await ctx.database.db
        .select()
        .from(technologies)
        .where(eq(technologies.id, technology.id));
      const links = await ctx.database.db
        .select()
        .from(portfolioProjectTechnologies)
        .where(eq(portfolioProjectTechnologies.technologyId, technology.id));
      if (removed.statusCode === 204) {
        // Deleted first: the project was refused (400) or, written after, cannot exist with it.
        expect(row).toBeUndefined();
        expect(links).toEqual([]);
        expect([400, 409]).toContain(created.statusCode);
      } else {
        expect(removed.statusCode).toBe(409);
        expect(created.statusCode).toBe(201);
        expect(links).toHaveLength(1);
      }
    }
  });
});
