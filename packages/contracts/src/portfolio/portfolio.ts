import { z } from 'zod';
import { idParamSchema, idSchema, optionalIdListQuerySchema, textSchema } from '../primitives.ts';
import { richTextSchema } from '../rich-text.ts';
import { personRefSchema } from '../social/social.ts';

/**
 * The projects portfolio (/project; docs/modules/portfolio.md): what the company built, for
 * whom, in which industry, by which practice, with which technologies and when. Filter data: technologies,
 * customers (the TimeSheet's customers, type 1), sectors, departments (blocks and their practices), years.
 */

export const PORTFOLIO_LIMITS = {
  title: 200,
  /** Sanitised HTML of the description. */
  description: 100_000,
  /** Characters of the plain-text excerpt a card shows. */
  excerpt: 220,
  technologies: 30,
  team: 50,
  role: 100,
  /** A technology's or a sector's name. */
  name: 80,
  yearMin: 1990,
  yearMax: 2100,
  /** Cards on a page by default and at most. */
  perPage: 12,
  perPageMax: 60,
  /** The text query of the list. */
  query: 100,
} as const;

export const PORTFOLIO_MESSAGES = {
  notFound: 'Проект не найден',
  titleRequired: 'Укажите название проекта',
  descriptionRequired: 'Опишите проект',
  yearRange: `Год от ${PORTFOLIO_LIMITS.yearMin} до ${PORTFOLIO_LIMITS.yearMax}`,
  yearOrder: 'Год окончания раньше года начала',
  customerNotFound: 'Заказчик не найден',
  sectorNotFound: 'Отрасль не найдена',
  departmentNotFound: 'Выберите блок или практику',
  technologyNotFound: 'Технология не найдена',
  personNotFound: 'Сотрудник не найден',
  personTwice: 'Сотрудник указан в команде дважды',
  notImage: 'Обложкой может быть только загруженное вами изображение',
  stale: 'Проект уже изменили: обновите страницу',
  technologyMissing: 'Технология не найдена',
  sectorMissing: 'Отрасль не найдена',
  nameRequired: 'Введите название',
  nameTaken: 'Такое название уже есть',
  technologyInUse: (count: number) => `Технология указана в проектах (${count}): сначала уберите её из них`,
  sectorInUse: (count: number) => `Отрасль указана в проектах (${count}): сначала смените её в них`,
  forbidden: 'Портфолио изменяют модераторы и администраторы',
} as const;

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /technologies, GET /sectors: the list with how many live projects use each. */
export const portfolioCatalogItemSchema = namedRefSchema.extend({ projects: z.number().int() });
export type PortfolioCatalogItem = z.infer<typeof portfolioCatalogItemSchema>;

/** A practice (with its block) or a block. */
export const projectDepartmentSchema = namedRefSchema.extend({ block: namedRefSchema.nullable() });

export const projectCoverSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** A smaller copy for cards, when the upload made one. */
  preview_url: z.string(),
});

/** A card of the portfolio list. `year_end` null: the project goes on. */
export const projectListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  /** Null: the customer is not disclosed (NDA) or the project is internal. */
  customer: namedRefSchema.nullable(),
  sector: namedRefSchema.nullable(),
  department: projectDepartmentSchema.nullable(),
  technologies: z.array(namedRefSchema),
  year_start: z.number().int(),
  year_end: z.number().int().nullable(),
  cover: projectCoverSchema.nullable(),
  likes: z.number().int(),
  comments: z.number().int(),
  my_like_id: z.number().int().nullable(),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectMemberSchema = z.object({
  user: personRefSchema.extend({ work_position: z.string().nullable() }),
  role: z.string().nullable(),
});
export type ProjectMember = z.infer<typeof projectMemberSchema>;

/** GET /projects/{id}: the card's fields, the description, the team and what the caller may do. */
export const projectSchema = projectListItemSchema.extend({
  description: z.string(),
  team: z.array(projectMemberSchema),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type Project = z.infer<typeof projectSchema>;

const yearSchema = z
  .number({ error: PORTFOLIO_MESSAGES.yearRange })
  .int(PORTFOLIO_MESSAGES.yearRange)
  .min(PORTFOLIO_LIMITS.yearMin, PORTFOLIO_MESSAGES.yearRange)
  .max(PORTFOLIO_LIMITS.yearMax, PORTFOLIO_MESSAGES.yearRange);

/** GET /projects: pages from 1; every filter narrows (technologies: projects with all of them). */
export const projectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(PORTFOLIO_LIMITS.perPageMax).default(PORTFOLIO_LIMITS.perPage),
  /** `technologies=1,2` or repeated: projects that use every one of them. */
  technologies: optionalIdListQuerySchema,
  customer: idParamSchema.optional(),
  sector: idParamSchema.optional(),
  /** A practice, or a block with all its practices. */
  department: idParamSchema.optional(),
  /** Projects that went on in this year. */
  year: z.coerce.number({ error: PORTFOLIO_MESSAGES.yearRange }).pipe(yearSchema).optional(),
  /** Words of the title. */
  q: textSchema(PORTFOLIO_LIMITS.query).trim().optional(),
});
export type ProjectsQuery = z.infer<typeof projectsQuerySchema>;

const countedSchema = namedRefSchema.extend({ count: z.number().int() });

/** GET /projects/filters: only values that occur in live projects, with how many projects each. */
export const projectFiltersSchema = z.object({
  technologies: z.array(countedSchema),
  customers: z.array(countedSchema),
  sectors: z.array(countedSchema),
  /** Blocks (parent_id null) and practices; a block's count includes its practices' projects. */
  departments: z.array(countedSchema.extend({ parent_id: z.number().int().nullable() })),
  /** Newest first. */
  years: z.array(z.object({ year: z.number().int(), count: z.number().int() })),
});
export type ProjectFilters = z.infer<typeof projectFiltersSchema>;

export const projectInputSchema = z
  .object({
    title: textSchema(PORTFOLIO_LIMITS.title).trim().min(1, PORTFOLIO_MESSAGES.titleRequired),
    /** HTML from the editor; the server keeps only what its sanitiser allows. */
    description: richTextSchema({
      max: PORTFOLIO_LIMITS.description,
      required: true,
      emptyMessage: PORTFOLIO_MESSAGES.descriptionRequired,
    }),
    customer_id: idSchema.nullish(),
    sector_id: idSchema.nullish(),
    department_id: idSchema.nullish(),
    technology_ids: z
      .array(idSchema)
      .max(PORTFOLIO_LIMITS.technologies, `Не больше ${PORTFOLIO_LIMITS.technologies} технологий`)
      .default([]),
    year_start: yearSchema,
    /** Null: the project goes on. */
    year_end: yearSchema.nullish(),
    cover_id: idSchema.nullish(),
    team: z
      .array(
        z.object({
          user_id: idSchema,
          role: textSchema(PORTFOLIO_LIMITS.role).trim().nullish(),
        }),
      )
      .max(PORTFOLIO_LIMITS.team, `Не больше ${PORTFOLIO_LIMITS.team} человек в команде`)
      .default([]),
    /** On update: the version edited; another edit since is a 409. */
    updated_at: z.string().max(40).optional(),
  })
  .refine((value) => value.year_end == null || value.year_end >= value.year_start, {
    message: PORTFOLIO_MESSAGES.yearOrder,
    path: ['year_end'],
  });
export type ProjectInput = z.input<typeof projectInputSchema>;

/** POST/PUT /technologies and /sectors. */
export const portfolioCatalogInputSchema = z.object({
  name: textSchema(PORTFOLIO_LIMITS.name).trim().min(1, PORTFOLIO_MESSAGES.nameRequired),
});
export type PortfolioCatalogInput = z.infer<typeof portfolioCatalogInputSchema>;

/** «2021–2023», «2024», «с 2025 по н. в.»: the years of a project as the cards show them. */
export function formatProjectYears(start: number, end: number | null): string {
  if (end === null) return `с ${start} по н. в.`;
  return start === end ? String(start) : `${start}–${end}`;
}
