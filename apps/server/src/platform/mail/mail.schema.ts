import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailState } from '@intranet/contracts';

/**
 * Every e-mail the portal sends: written in the transaction of what caused it, then delivered by the
 * `mail.deliver` job (SMTP when SMTP_URL is set; otherwise recorded as `logged` for the admin's «Почта» tab).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    to: text('to').array().notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    state: text('state').$type<MailState>().notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
