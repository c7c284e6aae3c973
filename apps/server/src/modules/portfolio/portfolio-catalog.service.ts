import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  PORTFOLIO_MESSAGES,
  type PortfolioCatalogInput,
  type PortfolioCatalogItem,
  type ProjectFilters,
} from '@intranet/contracts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName, qualified, rowsOf } from '../../platform/db/sql.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { customers } from '../organisation/organisation.schema.ts';
import { managePortfolio } from './portfolio.policy.ts';
import {
  portfolioProjects as projects,
  portfolioProjectTechnologies as projectTechnologies,
  sectors,
  technologies,
} from './portfolio.schema.ts';

export type CatalogKind = 'technology' | 'sector';

/** The two lists moderators keep: same columns, different links to projects. */
const CATALOGS = {
  technology: {
    // Both tables have the very same columns; one code path serves them.
    table: technologies,
    /** Ids of projects (live or deleted) that use the item. */
    projectsUsing: (id: number | SQL) =>
      sql`select ${projectTechnologies.projectId} from ${projectTechnologies} where ${projectTechnologies.technologyId} = ${id}`,
    missing: PORTFOLIO_MESSAGES.technologyMissing,
    inUse: PORTFOLIO_MESSAGES.technologyInUse,
  },
  sector: {
    table: sectors as unknown as typeof technologies,
    projectsUsing: (id: number | SQL) =>
      sql`select ${projects.id} from ${projects} where ${projects.sectorId} = ${id}`,
    missing: PORTFOLIO_MESSAGES.sectorMissing,
    inUse: PORTFOLIO_MESSAGES.sectorInUse,
  },
} as const;

interface FacetRow {
  facet: 'technology' | 'customer' | 'sector' | 'department' | 'year';
  id: number;
  name: string | null;
  parent_id: number | null;
  n: number;
}

/**
 * What the portfolio is filtered and described by: technologies and sectors (moderators keep them), the
 * customers (TimeSheet's customers of type 1, read-only here) and the filter data of the list.
 */
export class PortfolioCatalogService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Re-indexes projects whose words changed (a technology or sector renamed). */
    private readonly reindex: (projectIds: number[]) => Promise<void>,
  ) {}

  /** GET /technologies, GET /sectors: every item by name, with how many live projects use it. */
  async list(kind: CatalogKind): Promise<PortfolioCatalogItem[]> {
    const { table, projectsUsing } = CATALOGS[kind];
    return this.db
      .select({
        id: table.id,
        name: table.name,
        projects: sql<number>`(select count(*) from ${projects} where ${projects.deletedAt} is null
          and ${projects.id} in (${projectsUsing(qualified(table.id))}))`.mapWith(Number),
      })
      .from(table)
      .orderBy(byName(table.name), table.id);
  }

  private async findItem(kind: CatalogKind, id: number) {
    const { table } = CATALOGS[kind];
    const [row] = await this.db.select().from(table).where(eq(table.id, id)).for('update');
    if (!row) throw notFound(CATALOGS[kind].missing);
    return row;
  }

  private async assertNameFree(kind: CatalogKind, name: string, exceptId?: number): Promise<void> {
    const { table } = CATALOGS[kind];
    const [taken] = await this.db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          sql`lower(${table.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(table.id, exceptId),
        ),
      );
    if (taken) throw fieldError('name', PORTFOLIO_MESSAGES.nameTaken);
  }

  private assertManages(actor: AuthUser): void {
    authorize(actor, managePortfolio);
  }

  async create(
    actor: AuthUser,
    kind: CatalogKind,
    input: PortfolioCatalogInput,
  ): Promise<PortfolioCatalogItem> {
    this.assertManages(actor);
    const { table } = CATALOGS[kind];
    return this.db.transaction(async () => {
      await this.assertNameFree(kind, input.name);
      const [row] = await this.db.insert(table).values({ name: input.name }).returning();
      return { id: row!.id, name: row!.name, projects: 0 };
    });
  }

  /** A rename re-indexes the projects that carry the name in their search words. */
  async rename(
    actor: AuthUser,
    kind: CatalogKind,
    id: number,
    input: PortfolioCatalogInput,
  ): Promise<PortfolioCatalogItem> {
    this.assertManages(actor);
    const { table, projectsUsing } = CATALOGS[kind];
    await this.db.transaction(async () => {
      await this.findItem(kind, id);
      await this.assertNameFree(kind, input.name, id);
      await this.db.update(table).set({ name: input.name }).where(eq(table.id, id));
      const using = rowsOf<{ id: number }>(
        await this.db.execute(
          sql`select ${projects.id} as id from ${projects} where ${projects.deletedAt} is null and ${projects.id} in (${projectsUsing(id)})`,
        ),
      );
      await this.reindex(using.map((row) => Number(row.id)));
    });
    const item = (await this.list(kind)).find((row) => row.id === id);
    return item!;
  }

  /** Only an item no live project uses (409 with the count); deleted projects let go of it. */
  async remove(actor: AuthUser, kind: CatalogKind, id: number): Promise<void> {
    this.assertManages(actor);
    const { table, projectsUsing, inUse } = CATALOGS[kind];
    await this.db.transaction(async () => {
      const row = await this.findItem(kind, id);
      const [used] = rowsOf<{ n: number }>(
        await this.db.execute(
          sql`select count(*)::int as n from ${projects} where ${projects.deletedAt} is null and ${projects.id} in (${projectsUsing(id)})`,
        ),
      );
      const count = Number(used?.n ?? 0);
      if (count > 0) throw conflict(inUse(count));
      if (kind === 'technology')
        await this.db.delete(projectTechnologies).where(eq(projectTechnologies.technologyId, id));
      else await this.db.update(projects).set({ sectorId: null }).where(eq(projects.sectorId, id));
      await this.db.delete(table).where(eq(table.id, id));
      await recordAudit(this.db, {
        actor,
        action: `portfolio.${kind}.delete`,
        targetType: kind,
        targetId: id,
        details: { name: row.name },
      });
    });
  }

  /** GET /customers: the customers (type 1, not the services group) with how many live projects each has. */
  async listCustomers(): Promise<PortfolioCatalogItem[]> {
    return this.db
      .select({
        id: customers.id,
        name: customers.name,
        projects: sql<number>`(select count(*) from ${projects} where ${projects.deletedAt} is null
          and ${projects.customerId} = ${qualified(customers.id)})`.mapWith(Number),
      })
      .from(customers)
      .where(and(eq(customers.typeId, 1), isNull(customers.entityType), eq(customers.display, true)))
      .orderBy(byName(customers.name), customers.id);
  }

  /**
   * GET /projects/filters: in one statement, every technology, customer, sector, department and year that
   * occurs in live projects, with how many projects each. A practice's projects count for its block too; an
   * ongoing project counts up to the current year.
   */
  async filters(): Promise<ProjectFilters> {
    const currentYear = Number(this.clock.today().slice(0, 4));
    const live: SQL = sql`p.deleted_at is null`;
    const rows = rowsOf<FacetRow>(
      await this.db.execute(sql`
        select * from (
        select 'technology' as facet, t.id, t.name, null::int as parent_id, count(*)::int as n
          from portfolio_project_technologies pt
          join portfolio_projects p on p.id = pt.project_id and ${live}
          join technologies t on t.id = pt.technology_id
          group by t.id, t.name
        union all
        select 'customer', c.id, c.name, null, count(*)::int
          from portfolio_projects p join customers c on c.id = p.customer_id
          where ${live} group by c.id, c.name
        union all
        select 'sector', s.id, s.name, null, count(*)::int
          from portfolio_projects p join sectors s on s.id = p.sector_id
          where ${live} group by s.id, s.name
        union all
        select 'department', s.id, s.name, case when s.level = 1 then null else s.parent_id end, count(*)::int
          from portfolio_projects p
          join structures d on d.id = p.department_id
          cross join lateral (values (d.id), (case when d.level = 2 then d.parent_id end)) as v(node_id)
          join structures s on s.id = v.node_id
          where ${live} group by s.id, s.name, s.level, s.parent_id
        union all
        select 'year', y::int, null, null, count(*)::int
          from portfolio_projects p
          cross join lateral generate_series(p.year_start::int,
            coalesce(p.year_end::int, greatest(p.year_start::int, ${currentYear}::int))) as y
          where ${live} group by y
        ) as facets order by facet, name collate "ru_ru", id`),
    );
    const result: ProjectFilters = {
      technologies: [],
      customers: [],
      sectors: [],
      departments: [],
      years: [],
    };
    for (const row of rows) {
      const item = { id: Number(row.id), name: row.name ?? '', count: Number(row.n) };
      if (row.facet === 'technology') result.technologies.push(item);
      else if (row.facet === 'customer') result.customers.push(item);
      else if (row.facet === 'sector') result.sectors.push(item);
      else if (row.facet === 'department')
        result.departments.push({
          ...item,
          parent_id: row.parent_id === null ? null : Number(row.parent_id),
        });
      else result.years.push({ year: item.id, count: item.count });
    }
    result.years.sort((a, b) => b.year - a.year);
    return result;
  }
}
