import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { addDays, STRUCTURE_LEVEL } from '@intranet/contracts';
import {
  DISMISSAL_MAX_FILES,
  DOCUMENT_STATUS_LABELS,
  EMPLOYMENT_RECORD_LABELS,
  EMPLOYMENT_RECORDS,
  type DismissalCreateFields,
  type DismissalResponsibilities,
} from '@intranet/contracts/dismissal/dismissal';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName } from '../../platform/db/sql.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import type { WorkCalendarService } from '../work-calendar/work-calendar.service.ts';
import { isDesk, mayCreate } from './dismissal.policy.ts';
import { directionsOf } from './dismissal.queries.ts';
import { bpDismissals, dismissalDirections } from './dismissal.schema.ts';
import { DEFAULT_COUNTRY } from './dismissal.validation.ts';

/** GET …/create_fields: the form's choices and the days off the picker disables for a year ahead. */
export async function createFields(
  db: Db,
  workCalendar: WorkCalendarService,
  today: string,
): Promise<DismissalCreateFields> {
  const [companyRows, structureRows, directions, calendar] = await Promise.all([
    db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(byName(companies.name)),
    db
      .select({ id: structures.id, name: structures.name, level: structures.level })
      .from(structures)
      .where(inArray(structures.level, [STRUCTURE_LEVEL.block, STRUCTURE_LEVEL.practice]))
      .orderBy(byName(structures.name)),
    db.select().from(dismissalDirections).orderBy(asc(dismissalDirections.position)),
    workCalendar.weekends(DEFAULT_COUNTRY, { start: today, end: addDays(today, 366) }),
  ]);
  const ref = (row: { id: number; name: string }) => ({ id: row.id, name: row.name });
  return {
    legal_entities: companyRows,
    practices: structureRows.filter((row) => row.level === STRUCTURE_LEVEL.practice).map(ref),
    blocks: structureRows.filter((row) => row.level === STRUCTURE_LEVEL.block).map(ref),
    employment_records: EMPLOYMENT_RECORDS.map((code) => ({ code, label: EMPLOYMENT_RECORD_LABELS[code] })),
    document_statuses: ([1, 2] as const).map((id) => ({ id, label: DOCUMENT_STATUS_LABELS[id] })),
    directions: directions.map((row) => ({ id: row.id, code: row.code, title: row.title })),
    fire_date_min: today,
    days_off: calendar.filter((day) => day.is_weekend).map((day) => day.date),
    max_files: DISMISSAL_MAX_FILES,
  };
}

/**
 * GET …/responsibilities: what the module's menu shows the actor (their own application, the list, the
 * reports) and the checking directions they work in. `hiddenStatusIds`: rejected and cancelled.
 */
export async function responsibilities(
  db: Db,
  hiddenStatusIds: number[],
  actor: AuthUser,
): Promise<DismissalResponsibilities> {
  const directions = await directionsOf(db, actor.id);
  const [own] = await db
    .select({ id: bpDismissals.requestId })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .where(
      and(
        eq(bpDismissals.employeeId, actor.id),
        isNull(bpRequests.deletedAt),
        notInArray(bpRequests.statusId, hiddenStatusIds),
      ),
    )
    .orderBy(sql`${bpRequests.createdAt} desc`)
    .limit(1);
  const [involved] = await db
    .select({ id: bpDismissals.requestId })
    .from(bpDismissals)
    .innerJoin(bpRequests, eq(bpRequests.id, bpDismissals.requestId))
    .where(
      or(
        eq(bpRequests.authorId, actor.id),
        eq(bpDismissals.managerId, actor.id),
        eq(bpDismissals.assistantId, actor.id),
      ),
    )
    .limit(1);
  return {
    reports: { can_show: isDesk(actor) },
    me_bypass_sheet: { can_show: !!own, id: own?.id ?? null },
    applications: {
      can_show: isDesk(actor) || mayCreate(actor) || directions.size > 0 || !!involved,
      can_create: mayCreate(actor),
    },
    directions: [...directions].sort((a, b) => a - b),
  };
}
