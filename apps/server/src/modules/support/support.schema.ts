import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { users } from '../users/users.schema.ts';

export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title'),
    description: text('description').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_requests_created_at_idx').on(table.createdAt)],
);

export const supportRequestFiles = pgTable(
  'support_request_files',
  {
    requestId: integer('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.fileId] }),
    index('support_request_files_file_id_idx').on(table.fileId),
  ],
);
