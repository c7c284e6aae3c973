import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  PORTFOLIO_MESSAGES,
  STRUCTURE_LEVEL,
  type Project,
  type ProjectsQuery,
  type projectInputSchema,
} from '@intranet/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { isImageMime } from '../../platform/files/images.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated } from '../../platform/http/pagination.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/text/rich-text.ts';
import type { FilesService } from '../files/files.service.ts';
import { files } from '../files/files.schema.ts';
import { customers, structures } from '../organisation/organisation.schema.ts';
import type { SearchService } from '../search/search.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { managePortfolio, projectAbilities } from './portfolio.policy.ts';
import {
  liveProject,
  projectConditions,
  projectOrder,
  selectProjectCards,
  toListItem,
} from './portfolio.queries.ts';
import {
  portfolioProjectMembers as members,
  portfolioProjects as projects,
  portfolioProjectTechnologies as projectTechnologies,
  sectors,
  technologies,
} from './portfolio.schema.ts';

type ProjectInput = z.output<typeof projectInputSchema>;
type ProjectRow = typeof projects.$inferSelect;

/**
 * Projects of the portfolio (docs/modules/portfolio.md): a filtered page of cards in one statement plus its
 * count, one project with its team, and the moderators' writes — checked, written, indexed for search in one
 * transaction. Likes and comments are the social module's (entity type `project`).
 */
export class PortfolioService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly search: SearchService,
  ) {}

  /** Ids among `ids` of live projects (every signed-in person sees every project). */
  async visible(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: projects.id })
      .from(projects)
      .where(and(inArray(projects.id, ids), liveProject));
    return new Set(rows.map((row) => row.id));
  }

  /** GET /projects: a page of cards matching every filter, in the portfolio's order. */
  async list(actor: AuthUser, query: ProjectsQuery) {
    const where = projectConditions(query);
    const rows = await selectProjectCards(this.db, actor.id, where)
      .orderBy(...projectOrder)
      .limit(query.per_page)
      .offset(pageOffset(query));
    // A page that is not full is the last one: its rows give the total without counting again.
    const last = rows.length < query.per_page && (rows.length > 0 || query.page === 1);
    const total = last
      ? pageOffset(query) + rows.length
      : await countTotal(this.db, this.db.select({ id: projects.id }).from(projects).where(where));
    return paginated(rows.map(toListItem), total, query, '/api/projects');
  }

  /** GET /projects/{id}: the card's fields with the description, the team and the caller's abilities. */
  async get(actor: AuthUser, id: number): Promise<Project> {
    const [row] = await selectProjectCards(this.db, actor.id, and(eq(projects.id, id), liveProject));
    if (!row) throw notFound(PORTFOLIO_MESSAGES.notFound);
    const [details] = await this.db
      .select({
        description: projects.description,
        createdAt: projects.createdAt,
        updatedAt: projects.updatedAt,
      })
      .from(projects)
      .where(eq(projects.id, id));
    const team = await this.db
      .select({
        id: users.id,
        lastName: users.lastName,
        name: users.name,
        patronymic: users.patronymic,
        workPosition: users.workPosition,
        role: members.role,
      })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(eq(members.projectId, id))
      .orderBy(asc(members.position), asc(users.id));
    return {
      ...toListItem(row),
      description: details!.description,
      team: team.map((member) => ({
        user: { id: member.id, full_name: fullName(member), work_position: member.workPosition },
        role: member.role,
      })),
      created_at: details!.createdAt.toISOString(),
      updated_at: details!.updatedAt.toISOString(),
      abilities: projectAbilities(actor),
    };
  }

  private assertManages(actor: AuthUser): void {
    authorize(actor, managePortfolio);
  }

  /** The checked, sanitised columns of a project; every reference must exist (400 on its field). */
  private async prepare(actor: AuthUser, input: ProjectInput, keptCoverId: number | null) {
    const description = sanitizeRichText(input.description);
    const descriptionText = richTextToPlain(description);
    if (!descriptionText && !/<img\s/i.test(description))
      throw fieldError('description', PORTFOLIO_MESSAGES.descriptionRequired);
    const customerId = input.customer_id ?? null;
    if (customerId !== null) {
      const [found] = await this.db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.typeId, 1)));
      if (!found) throw fieldError('customer_id', PORTFOLIO_MESSAGES.customerNotFound);
    }
    const sectorId = input.sector_id ?? null;
    if (sectorId !== null) {
      const [found] = await this.db.select({ id: sectors.id }).from(sectors).where(eq(sectors.id, sectorId));
      if (!found) throw fieldError('sector_id', PORTFOLIO_MESSAGES.sectorNotFound);
    }
    const departmentId = input.department_id ?? null;
    if (departmentId !== null) {
      const [found] = await this.db
        .select({ id: structures.id })
        .from(structures)
        .where(
          and(
            eq(structures.id, departmentId),
            inArray(structures.level, [STRUCTURE_LEVEL.block, STRUCTURE_LEVEL.practice]),
          ),
        );
      if (!found) throw fieldError('department_id', PORTFOLIO_MESSAGES.departmentNotFound);
    }
    const technologyIds = [...new Set(input.technology_ids)];
    if (technologyIds.length) {
      const [found] = await this.db
        .select({ n: count() })
        .from(technologies)
        .where(inArray(technologies.id, technologyIds));
      if (found!.n !== technologyIds.length)
        throw fieldError('technology_ids', PORTFOLIO_MESSAGES.technologyNotFound);
    }
    const memberIds = input.team.map((member) => member.user_id);
    if (new Set(memberIds).size !== memberIds.length)
      throw fieldError('team', PORTFOLIO_MESSAGES.personTwice);
    if (memberIds.length) {
      const [found] = await this.db.select({ n: count() }).from(users).where(inArray(users.id, memberIds));
      if (found!.n !== memberIds.length) throw fieldError('team', PORTFOLIO_MESSAGES.personNotFound);
    }
    const coverId = input.cover_id ?? null;
    // A cover kept as it was may be someone else's upload (another moderator's): it is already shared.
    if (coverId !== null && coverId !== keptCoverId) {
      const [file] = await this.db.select({ mime: files.mime }).from(files).where(eq(files.id, coverId));
      const usable = await this.files.findUsable(actor, [coverId]);
      if (!file || !usable.length || !isImageMime(file.mime))
        throw fieldError('cover_id', PORTFOLIO_MESSAGES.notImage);
    }
    return {
      columns: {
        title: input.title,
        description,
        descriptionText,
        customerId,
        sectorId,
        departmentId,
        yearStart: input.year_start,
        yearEnd: input.year_end ?? null,
        coverId,
      },
      technologyIds,
    };
  }

  /** Replaces the project's technologies and team, shares its pictures and indexes it for search. */
  private async writeRelations(
    actor: AuthUser,
    id: number,
    input: ProjectInput,
    prepared: Awaited<ReturnType<PortfolioService['prepare']>>,
  ): Promise<void> {
    await this.db.delete(projectTechnologies).where(eq(projectTechnologies.projectId, id));
    if (prepared.technologyIds.length)
      await this.db
        .insert(projectTechnologies)
        .values(prepared.technologyIds.map((technologyId) => ({ projectId: id, technologyId })));
    await this.db.delete(members).where(eq(members.projectId, id));
    if (input.team.length)
      await this.db.insert(members).values(
        input.team.map((member, position) => ({
          projectId: id,
          userId: member.user_id,
          role: member.role?.trim() || null,
          position,
        })),
      );
    const inline = [...prepared.columns.description.matchAll(/\/api\/files\/(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    const cover = prepared.columns.coverId ? [prepared.columns.coverId] : [];
    await this.files.share(this.db, await this.files.findUsable(actor, [...new Set([...cover, ...inline])]));
    await this.index([id]);
  }

  /**
   * Puts projects into the content search (kind `project`): the title, the customer or the sector as the
   * subtitle, and the description with the technologies, sector, customer and department as its words.
   */
  async index(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await selectProjectCards(this.db, 0, and(inArray(projects.id, ids), liveProject));
    const texts = await this.db
      .select({ id: projects.id, text: projects.descriptionText })
      .from(projects)
      .where(inArray(projects.id, ids));
    const textOf = new Map(texts.map((row) => [row.id, row.text]));
    await this.search.upsert(
      rows.map((row) => ({
        kind: 'project' as const,
        entityId: row.id,
        title: row.title,
        subtitle: row.customer?.name ?? row.sector?.name ?? 'Проект',
        body: [
          textOf.get(row.id) ?? '',
          ...row.technologies.map((technology) => technology.name),
          row.sector?.name,
          row.customer?.name,
          row.department?.name,
        ]
          .filter(Boolean)
          .join(' '),
        url: `/project/${row.id}`,
      })),
    );
  }

  /** POST /projects (moderators and administrators). */
  async create(actor: AuthUser, input: ProjectInput): Promise<Project> {
    this.assertManages(actor);
    const id = await this.db.transaction(async () => {
      const prepared = await this.prepare(actor, input, null);
      const [row] = await this.db
        .insert(projects)
        .values({ ...prepared.columns, createdBy: actor.id })
        .returning({ id: projects.id });
      await this.writeRelations(actor, row!.id, input, prepared);
      return row!.id;
    });
    return this.get(actor, id);
  }

  /** The live project, locked for this transaction (404 otherwise). */
  private async lockLive(id: number): Promise<ProjectRow> {
    const [row] = await this.db
      .select()
      .from(projects)
      .where(and(eq(projects.id, id), liveProject))
      .for('update');
    if (!row) throw notFound(PORTFOLIO_MESSAGES.notFound);
    return row;
  }

  /** PUT /projects/{id}: an edit made since the version the editor saw is a 409. */
  async update(actor: AuthUser, id: number, input: ProjectInput): Promise<Project> {
    this.assertManages(actor);
    await this.db.transaction(async () => {
      const row = await this.lockLive(id);
      if (input.updated_at && new Date(input.updated_at).getTime() !== row.updatedAt.getTime())
        throw conflict(PORTFOLIO_MESSAGES.stale);
      const prepared = await this.prepare(actor, input, row.coverId);
      await this.db
        .update(projects)
        .set({ ...prepared.columns, updatedAt: sql`now()` })
        .where(eq(projects.id, id));
      await this.writeRelations(actor, id, input, prepared);
    });
    return this.get(actor, id);
  }

  /** DELETE /projects/{id}: kept as deleted (audited), gone from the lists and the search. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    this.assertManages(actor);
    await this.db.transaction(async () => {
      const row = await this.lockLive(id);
      await this.db
        .update(projects)
        .set({ deletedAt: sql`now()`, deletedBy: actor.id })
        .where(eq(projects.id, id));
      await this.files.unsharePublished(this.db, { html: [row.description], fileIds: [row.coverId] });
      await this.search.remove('project', [id]);
      await recordAudit(this.db, {
        actor,
        action: 'portfolio.project.delete',
        targetType: 'project',
        targetId: id,
        details: { title: row.title },
      });
    });
  }
}
