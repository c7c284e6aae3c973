import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  PORTFOLIO_LIMITS,
  STRUCTURE_LEVEL,
  type ProjectListItem,
  type ProjectsQuery,
} from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { escapeLike, qualified } from '../../platform/db/sql.ts';
import { previewUrl } from '../files/files.service.ts';
import { commentCountOf, likeCountOf, myLikeOf } from '../social/social.sql.ts';
import { portfolioProjects as projects } from './portfolio.schema.ts';

/** Live (not deleted) projects: every partial index of the table is on this condition. */
export const liveProject = isNull(projects.deletedAt);

/** The years a project went on, as the GiST index `portfolio_projects_years_idx` has them. */
const yearsRange = sql`int4range(${projects.yearStart}, coalesce(${projects.yearEnd}, 9999), '[]')`;

/** The list's order, read from `portfolio_projects_order_idx`: going on first, then newest ended. */
export const projectOrder = [
  sql`coalesce(${projects.yearEnd}, 9999) desc`,
  desc(projects.yearStart),
  desc(projects.id),
];

/**
 * The filters of GET /projects as one condition: each is served by an index of live projects (technology:
 * `portfolio_project_technologies_technology_idx`, one semi-join per technology, so a project must have all;
 * a department: the practice itself or a block with its practices).
 */
export function projectConditions(query: Omit<ProjectsQuery, 'page' | 'per_page'>): SQL | undefined {
  const conditions: SQL[] = [liveProject];
  for (const technologyId of new Set(query.technologies))
    conditions.push(
      sql`${projects.id} in (select project_id from portfolio_project_technologies where technology_id = ${technologyId})`,
    );
  if (query.customer !== undefined) conditions.push(eq(projects.customerId, query.customer));
  if (query.sector !== undefined) conditions.push(eq(projects.sectorId, query.sector));
  if (query.department !== undefined)
    conditions.push(
      sql`${projects.departmentId} in (select s.id from structures s where s.id = ${query.department} or s.parent_id = ${query.department})`,
    );
  if (query.year !== undefined) conditions.push(sql`${yearsRange} @> ${query.year}::int`);
  if (query.q)
    conditions.push(sql`lower(${projects.title}) like ${`%${escapeLike(query.q.toLowerCase())}%`}`);
  return and(...conditions);
}

/**
 * The technologies of the row's project as JSON: one statement for a page of cards. Sorted by name here in
 * JavaScript: an ICU collation in a per-row subquery cost PGlite a collator per card (~1 ms each).
 */
const technologiesOf = sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name)), '[]'::json)
  from portfolio_project_technologies pt join technologies t on t.id = pt.technology_id
  where pt.project_id = ${qualified(projects.id)})`;

/** The cover's preview for a card (the widest up to 640 px), or null when the upload made none. */
const coverPreviewWidth = sql<number | null>`(
  select max(fp.width) from file_previews fp where fp.file_id = ${qualified(projects.coverId)} and fp.width <= 640)`;

type Ref = { id: number; name: string };

/** The customer, sector and department (with its block) of the row's project, each as JSON or null. */
const customerOf = sql<Ref | null>`(
  select json_build_object('id', c.id, 'name', c.name) from customers c where c.id = ${qualified(projects.customerId)})`;
const sectorOf = sql<Ref | null>`(
  select json_build_object('id', s.id, 'name', s.name) from sectors s where s.id = ${qualified(projects.sectorId)})`;
const departmentOf = sql<(Ref & { block: Ref | null }) | null>`(
  select json_build_object('id', d.id, 'name', d.name, 'block', (
    select json_build_object('id', b.id, 'name', b.name) from structures b
    where b.id = d.parent_id and d.level = ${STRUCTURE_LEVEL.practice}))
  from structures d where d.id = ${qualified(projects.departmentId)})`;

/**
 * Everything a card shows, in one select of the projects table alone: the related names are scalar
 * subqueries, not joins, so the planner has no join order to search (with five left joins beside the
 * filters' semi-joins, planning cost PGlite more than running the query).
 */
export function selectProjectCards(db: Db, actorId: number, where: SQL | undefined) {
  return db
    .select({
      id: projects.id,
      title: projects.title,
      excerpt: sql<string>`left(${projects.descriptionText}, ${PORTFOLIO_LIMITS.excerpt + 1})`,
      yearStart: projects.yearStart,
      yearEnd: projects.yearEnd,
      coverId: projects.coverId,
      coverPreviewWidth,
      customer: customerOf,
      sector: sectorOf,
      department: departmentOf,
      technologies: technologiesOf,
      likes: likeCountOf('project', projects.id),
      comments: commentCountOf('project', projects.id),
      myLike: myLikeOf('project', projects.id, actorId),
    })
    .from(projects)
    .where(where);
}

export type ProjectCardRow = Awaited<ReturnType<typeof selectProjectCards>>[number];

function excerptOf(text: string): string {
  return text.length > PORTFOLIO_LIMITS.excerpt
    ? `${text.slice(0, PORTFOLIO_LIMITS.excerpt - 1).trimEnd()}…`
    : text;
}

const byRussianName = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The wire form of a card row. */
export function toListItem(row: ProjectCardRow): ProjectListItem {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerptOf(row.excerpt),
    customer: row.customer,
    sector: row.sector,
    department: row.department,
    technologies: [...row.technologies].sort((a, b) => byRussianName.compare(a.name, b.name) || a.id - b.id),
    year_start: row.yearStart,
    year_end: row.yearEnd,
    cover: row.coverId
      ? {
          id: row.coverId,
          url: `/api/files/${row.coverId}`,
          preview_url: row.coverPreviewWidth
            ? previewUrl(row.coverId, row.coverPreviewWidth)
            : `/api/files/${row.coverId}`,
        }
      : null,
    likes: row.likes,
    comments: row.comments,
    my_like_id: row.myLike,
  };
}
