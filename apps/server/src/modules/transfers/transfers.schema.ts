import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { files } from '../files/files.schema.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';

/** A transfer request's own fields (docs/modules/transfers.md); its status and route are the request engine's. */
export const bpTransfers = pgTable(
  'bp_transfers',
  {
    requestId: integer('request_id')
      .primaryKey()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    /** One of the contracts' transfer types (the `{type}` of /services/transfer/create/{type}). */
    transferType: text('transfer_type').notNull(),
    /** The person the author names to approve the transfer on the receiving side. */
    approverId: integer('approver_id').references(() => users.id),
    /** The day the people start in their new positions. */
    dateOfAdmission: date('date_of_admission', { mode: 'string' }),
    comment: text('comment'),
    /** When the final status scheduled the new positions in work conditions (once, never twice). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [index('bp_transfers_admission_idx').on(table.dateOfAdmission)],
);

/** A person a transfer moves, with where to: company, manager, office, region, department and document. */
export const bpTransferUsers = pgTable(
  'bp_transfer_users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => bpRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    companyId: integer('company_id').references(() => companies.id),
    managerId: integer('manager_id').references(() => users.id),
    officeId: integer('office_id').references(() => structures.id),
    regionId: integer('region_id').references(() => structures.id),
    departmentId: integer('department_id').references(() => structures.id),
    workPosition: text('work_position'),
    /** The signed document of this person's transfer (an upload of POST /bp_transfers/upload/files). */
    documentFileId: integer('document_file_id').references(() => files.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    index('bp_transfer_users_request_idx').on(table.requestId, table.position),
    index('bp_transfer_users_user_idx').on(table.userId),
  ],
);
