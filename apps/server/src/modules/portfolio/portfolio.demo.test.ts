import { count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFilters } from '@intranet/contracts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';
import { client, type ApiClient } from '../../../test/api-client.ts';
import { rowsOf } from '../../platform/db/sql.ts';
import { files } from '../files/files.schema.ts';
import { portfolioProjectMembers, portfolioProjects } from './portfolio.schema.ts';
import { searchDocuments } from '../search/search.schema.ts';
import { seedPortfolioDemo } from './portfolio.demo.ts';
import { DEMO_PROJECTS } from './portfolio.demo-data.ts';
import { seedDemo } from '../../seed/seed.ts';

/** Laying the whole demo takes minutes on a busy 2-core machine; a hung seed still fails. */
const SEEDING_TIMEOUT = 360_000;

/** The demo portfolio over the demo organisation: 30 projects, idempotent. */
const TODAY = '2026-06-15';
let ctx: TestContext;
let api: ApiClient;
beforeAll(async () => {
  ctx = await createTestApp({ today: TODAY });
  api = await client(ctx);
  await seedDemo(ctx.database.db, TODAY);
  await seedPortfolioDemo(ctx.database.db, ctx.services.files.storage, new Date(`${TODAY}T09:00:00Z`));
}, SEEDING_TIMEOUT);
afterAll(async () => ctx?.close());

describe('seedPortfolioDemo', () => {
  it('writes 30 projects of the demo customers and practices over 2019–2026, and a second run adds nothing', async () => {
    const db = ctx.database.db;
    expect(DEMO_PROJECTS).toHaveLength(30);
    const rows = await db.select().from(portfolioProjects);
    expect(rows).toHaveLength(30);
    expect(
      rows.every((row) => row.departmentId !== null && row.sectorId !== null && row.coverId !== null),
    ).toBe(true);
    // Named customers resolve to the demo organisation's; the rest are undisclosed on purpose.
    expect(rows.filter((row) => row.customerId !== null)).toHaveLength(
      DEMO_PROJECTS.filter((project) => project.customer).length,
    );
    expect(Math.min(...rows.map((row) => row.yearStart))).toBe(2019);
    expect(Math.max(...rows.map((row) => row.yearEnd ?? row.yearStart))).toBe(2026);
    const [team] = await db.select({ n: count() }).from(portfolioProjectMembers);
    expect(team!.n).toBeGreaterThanOrEqual(60);

    await seedPortfolioDemo(db, ctx.services.files.storage, new Date(`${TODAY}T09:00:00Z`));
    const [again] = await db.select({ n: count() }).from(portfolioProjects);
    expect(again!.n).toBe(30);
    const [covers] = await db.select({ n: count() }).from(files).where(eq(files.shared, true));
    expect(covers!.n).toBeGreaterThanOrEqual(30);
  });

  it('keeps like and comment counters equal to what it wrote, and indexes every project', async () => {
    const db = ctx.database.db;
    const [mismatches] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from portfolio_projects p
        left join social_counters c on c.entity_type = 'project' and c.entity_id = p.id
        where coalesce(c.likes, 0) <> (select count(*) from likes l where l.entity_type = 'project' and l.entity_id = p.id)
           or coalesce(c.comments, 0) <> (select count(*) from comments m where m.entity_type = 'project' and m.entity_id = p.id)`),
    );
    expect(Number(mismatches!.n)).toBe(0);
    const [indexed] = await db
      .select({ n: count() })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 'project'));
    expect(indexed!.n).toBe(30);
    const [live] = await db
      .select({ n: count() })
      .from(portfolioProjects)
      .where(isNull(portfolioProjects.deletedAt));
    const [ongoing] = await db
      .select({ n: count() })
      .from(portfolioProjects)
      .where(isNotNull(portfolioProjects.yearEnd));
    expect(live!.n).toBe(30);
    expect(ongoing!.n).toBeLessThan(30);
  });

  it('gives the portfolio page filters with every year from 2019 to 2026', async () => {
    const session = await api.asLogin('employee');
    const response = await session.get('/api/projects/filters');
    const filters = response.json<{ data: ProjectFilters }>().data;
    expect(filters.years.map((item) => item.year)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(filters.technologies.length).toBeGreaterThanOrEqual(20);
    expect(filters.sectors).toHaveLength(8);
    expect(filters.customers.length).toBeGreaterThanOrEqual(5);
    expect(filters.departments.some((item) => item.parent_id === null)).toBe(true);
  });
});
