import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** Chapters of the occupational-safety course (docs/modules/job-safety.md). */
export const safetyChapters = pgTable('safety_chapters', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  /** Months after which a passed test is due again (the repeat period of the chapter's windows). */
  periodMonths: integer('period_months').notNull().default(12),
});

/** An article of a chapter: rich text, versioned like the content pages (every save a new version). */
export const safetyArticles = pgTable(
  'safety_articles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => safetyChapters.id),
    title: text('title').notNull(),
    /** Sanitised HTML (platform/text/rich-text.ts). */
    body: text('body').notNull().default(''),
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (table) => [index('safety_articles_chapter_id_idx').on(table.chapterId)],
);

export const safetyArticleVersions = pgTable(
  'safety_article_versions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => safetyArticles.id),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (table) => [unique('safety_article_versions_article_version_unique').on(table.articleId, table.version)],
);

/** A ticket of a chapter's bank: an attempt draws one. */
export const safetyTickets = pgTable(
  'safety_tickets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => safetyChapters.id),
    title: text('title').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('safety_tickets_chapter_id_idx').on(table.chapterId)],
);

/** A question; a ticket's save retires the old ones (`deleted_at`) so running attempts keep theirs. */
export const safetyQuestions = pgTable(
  'safety_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => safetyTickets.id),
    text: text('text').notNull(),
    articleId: integer('article_id').references(() => safetyArticles.id),
    position: integer('position').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('safety_questions_ticket_id_idx').on(table.ticketId)],
);

export const safetyAnswers = pgTable(
  'safety_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => safetyQuestions.id),
    text: text('text').notNull(),
    correct: boolean('correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('safety_answers_question_id_idx').on(table.questionId)],
);

/** A person's window to pass a chapter's test: start … end (the year-end rule in contracts' rules.ts). */
export const safetyEvaluates = pgTable(
  'safety_evaluates',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => safetyChapters.id),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    /** The day a reminder went out for this window (the daily job reminds once). */
    remindedOn: date('reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('safety_evaluates_user_id_idx').on(table.userId, table.start),
    // The daily assignment opens at most one window a person, chapter and day, even when two runs race.
    uniqueIndex('safety_evaluates_user_chapter_start_unique').on(table.userId, table.chapterId, table.start),
  ],
);

/**
 * Who must pass a chapter: people of the office (any office when null) holding the position (matched
 * case-insensitively; any position when null). The daily job opens a window of `window_days` days for each
 * matched person whose last window of the chapter started `period_months` or more ago.
 */
export const safetyAssignments = pgTable(
  'safety_assignments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => safetyChapters.id),
    officeId: integer('office_id').references(() => structures.id),
    workPosition: text('work_position'),
    windowDays: integer('window_days').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (table) => [
    // One rule per chapter, office and position (the position compared case-insensitively).
    uniqueIndex('safety_assignments_rule_unique').on(
      table.chapterId,
      sql`coalesce(${table.officeId}, 0)`,
      sql`lower(coalesce(${table.workPosition}, ''))`,
    ),
  ],
);

/** A test attempt: its questions are fixed at the start; the deadline is the server's. */
export const safetyAttempts = pgTable(
  'safety_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    evaluateId: integer('evaluate_id')
      .notNull()
      .references(() => safetyEvaluates.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => safetyTickets.id),
    questionIds: integer('question_ids').array().notNull(),
    /** Chosen answer ids by question id. */
    answers: jsonb('answers')
      .$type<Record<string, number[]>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    index: integer('index').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    correctCount: integer('correct_count'),
    passed: boolean('passed'),
    /** Question ids answered wrong: education mode serves them first. */
    missedIds: integer('missed_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
  },
  (table) => [
    index('safety_attempts_user_id_idx').on(table.userId),
    index('safety_attempts_evaluate_id_idx').on(table.evaluateId),
  ],
);

/** The protocol of a passed attempt; `token` is what its QR code's public check page looks up. */
export const safetyProtocols = pgTable(
  'safety_protocols',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    attemptId: integer('attempt_id')
      .notNull()
      .unique()
      .references(() => safetyAttempts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    number: text('number').notNull().unique(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    resultPercent: integer('result_percent').notNull(),
    token: uuid('token').notNull().unique().defaultRandom(),
    /** The outbox state of the document-system delivery: null until someone sends it. */
    ligadocStatus: text('ligadoc_status').$type<'pending' | 'sent' | 'failed'>(),
    ligadocTries: integer('ligadoc_tries').notNull().default(0),
    ligadocSentAt: timestamp('ligadoc_sent_at', { withTimezone: true }),
  },
  (table) => [index('safety_protocols_user_id_idx').on(table.userId)],
);
