import { z } from 'zod';
import { idSchema, intSchema, textSchema } from '../primitives.ts';
import { richTextSchema } from '../rich-text.ts';
import { fileSchema } from '../support/support.ts';

/**
 * Content pages (docs/modules/content.md): company pages an administrator writes in the
 * rich-text editor. A page has sections, a section has articles (/leadership/:section/:article); each of them
 * is an entry with a title, a body, attachments and a history of versions.
 */
export * from './pages.ts';

export const CONTENT_ENTRY_KINDS = ['page', 'section', 'article'] as const;
export type ContentEntryKind = (typeof CONTENT_ENTRY_KINDS)[number];

const personSchema = z.object({ id: z.number().int(), full_name: z.string() });

export const contentAbilitiesSchema = z.object({
  update: z.boolean(),
  /** Add a section to a page or an article to a section. */
  create_child: z.boolean(),
  delete: z.boolean(),
  history: z.boolean(),
});

export const contentEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTENT_ENTRY_KINDS),
  path: z.string(),
  slug: z.string(),
  url: z.string(),
  title: z.string(),
  body: z.string(),
  attachments: z.array(fileSchema),
  version: z.number().int(),
  updated_at: z.string(),
  updated_by: personSchema.nullable(),
  abilities: contentAbilitiesSchema,
});
export type ContentEntry = z.infer<typeof contentEntrySchema>;

export const contentLinkSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
});
export type ContentLink = z.infer<typeof contentLinkSchema>;

/** GET /api/content/pages/{slug}: the page with its sections (their text) and the titles of their articles. */
export const contentPageSchema = contentEntrySchema.extend({
  sections: z.array(contentEntrySchema.extend({ articles: z.array(contentLinkSchema) })),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

/** GET /api/content/pages/{slug}/{section}/{article}: the article and where it sits. */
export const contentArticleSchema = contentEntrySchema.extend({
  page: contentLinkSchema,
  section: contentLinkSchema,
  /** The other articles of the section, in order (the article's own included). */
  siblings: z.array(contentLinkSchema),
});
export type ContentArticle = z.infer<typeof contentArticleSchema>;

export const CONTENT_TITLE_MAX = 255;
export const CONTENT_MAX_ATTACHMENTS = 30;

const titleSchema = textSchema(CONTENT_TITLE_MAX)
  .trim()
  .min(1, 'Введите заголовок')
  .max(CONTENT_TITLE_MAX, 'Заголовок не длиннее 255 символов');

/** PUT /api/content/entries/{id}: the whole entry and the version it was edited from (409 when stale). */
export const contentSaveSchema = z.object({
  title: titleSchema,
  body: richTextSchema(),
  attachment_ids: z
    .array(idSchema)
    .max(CONTENT_MAX_ATTACHMENTS, `Не больше ${CONTENT_MAX_ATTACHMENTS} вложений`)
    .default([]),
  version: intSchema(1),
});
export type ContentSave = z.input<typeof contentSaveSchema>;

export const CONTENT_SLUG_MESSAGE = 'Адрес: строчные латинские буквы, цифры и дефис, до 80 символов';

/** POST /api/content/entries: a section of a page or an article of a section, empty at first. */
export const contentCreateSchema = z.object({
  parent_id: idSchema,
  title: titleSchema,
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/, CONTENT_SLUG_MESSAGE),
});
export type ContentCreate = z.input<typeof contentCreateSchema>;

export const contentVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  author: personSchema.nullable(),
  /** The version this one brought back, when it was a restore. */
  restored_from: z.number().int().nullable(),
});
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const contentVersionDetailSchema = contentVersionSchema.extend({
  entry_id: z.number().int(),
  body: z.string(),
  attachments: z.array(fileSchema),
});
export type ContentVersionDetail = z.infer<typeof contentVersionDetailSchema>;

/** POST /api/content/entries/{id}/restore: which old version, and the current version the editor saw. */
export const contentRestoreSchema = z.object({
  version_id: idSchema,
  version: intSchema(1),
});
export type ContentRestore = z.input<typeof contentRestoreSchema>;

export const CONTENT_STALE_MESSAGE =
  'Страницу уже изменил другой пользователь. Обновите страницу, чтобы увидеть его правки, и повторите';
