import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortfolioCatalogItem, Project } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient, type Session } from '../../../test/api-client.ts';
import { buildUser } from '../../../test/factories.ts';
import { portfolioProjectTechnologies, technologies } from './portfolio.schema.ts';

/**
 * Two moderators writing the same portfolio record at once, on PGlite and on PostgreSQL (TEST_DATABASE_URL),
 * over 20 rounds: one edit of a version wins and the other gets 409; a technology is not deleted while a
 * project takes it.
 */
const ROUNDS = 20;
let ctx: TestContext;
let api: ApiClient;
let first: Session;
let second: Session;

beforeAll(async () => {
  ctx = await createTestApp({ today: '2026-03-02' });
  api = await client(ctx);
  const [a, b] = [
    await buildUser(ctx.database.db, { roles: ['moderator'] }),
    await buildUser(ctx.database.db, { roles: ['admin'] }),
  ];
  [first, second] = [await api.as(a), await api.as(b)];
});
afterAll(async () => ctx?.close());

const body = (title: string, extra: object = {}) => ({
  title,
  description: `<p>${title}</p>`,
  year_start: 2024,
  ...extra,
});

describe('parallel portfolio writes', () => {
  it('lets one of two editors of the same version win; the other gets 409 and the winner’s text stays', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const project = (await first.post('/api/projects', body(`Проект ${round}`))).json<{
        data: Project;
      }>().data;
      const responses = await Promise.all([
        first.put(`/api/projects/${project.id}`, body(`Первый ${round}`, { updated_at: project.updated_at })),
        second.put(
          `/api/projects/${project.id}`,
          body(`Второй ${round}`, { updated_at: project.updated_at }),
        ),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 409]);
      const winner = responses
        .find((response) => response.statusCode === 200)!
        .json<{ data: Project }>().data;
      const stored = (await first.get(`/api/projects/${project.id}`)).json<{
        data: Project;
      }>().data;
      expect(stored.title).toBe(winner.title);
    }
  });

  it('never leaves a project pointing at a technology deleted at the same moment', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const technology = (await first.post('/api/technologies', { name: `Гонка ${round}` })).json<{
        data: PortfolioCatalogItem;
      }>().data;
      const [created, removed] = await Promise.all([
        first.post('/api/projects', body(`С технологией ${round}`, { technology_ids: [technology.id] })),
        second.delete(`/api/technologies/${technology.id}`),
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
