import { inArray } from 'drizzle-orm';
import { STRUCTURE_LEVEL } from '@intranet/contracts';
import {
  DISMISSAL_MAX_FILES,
  DISMISSAL_TEXTS,
  fireDateRefusal,
  type DismissalBody,
} from '@intranet/contracts/dismissal/dismissal';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/app-error.ts';
import type { Services } from '../../platform/modules/server-module.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';

/** The production calendar of a leaver without a country (docs/decisions.md, "Requests"). */
export const DEFAULT_COUNTRY = 1;

export interface BodyCheckDeps {
  db: Db;
  services: Pick<Services, 'files' | 'workCalendar'>;
  today: string;
}

/**
 * Every reference exists and is of its kind, the fire date is one the picker allows (checked when it
 * changes), the files are the actor's uploads or already on the application. All refusals at once, on
 * their fields. Answers the leaver's name.
 */
export async function checkDismissalBody(
  deps: BodyCheckDeps,
  actor: AuthUser,
  body: DismissalBody,
  keptFireDate: string | null,
  keptFiles: number[],
): Promise<string> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const personIds = [body.employee_id, body.manager_id, ...(body.assistant_id ? [body.assistant_id] : [])];
  const structureIds = [body.practice_id, body.block_id].filter((id): id is number => !!id);
  const companyIds = [...new Set([body.default_legal_entity_id, ...body.secondary_legal_entity_ids])];
  const [people, structureRows, companyRows, usable] = await Promise.all([
    deps.db
      .select({
        id: users.id,
        lastName: users.lastName,
        name: users.name,
        patronymic: users.patronymic,
        countryId: users.countryId,
      })
      .from(users)
      .where(inArray(users.id, personIds)),
    structureIds.length
      ? deps.db
          .select({ id: structures.id, level: structures.level })
          .from(structures)
          .where(inArray(structures.id, structureIds))
      : [],
    deps.db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds)),
    deps.services.files.findUsable(actor, body.file_ids),
  ]);
  const person = new Map(people.map((row) => [row.id, row]));
  const level = new Map(structureRows.map((row) => [row.id, row.level]));
  const companySet = new Set(companyRows.map((row) => row.id));
  if (!person.has(body.employee_id)) add('employee_id', DISMISSAL_TEXTS.userNotFound);
  if (!person.has(body.manager_id)) add('manager_id', DISMISSAL_TEXTS.userNotFound);
  else if (body.manager_id === body.employee_id) add('manager_id', DISMISSAL_TEXTS.managerIsEmployee);
  if (body.assistant_id && !person.has(body.assistant_id)) add('assistant_id', DISMISSAL_TEXTS.userNotFound);
  if (!companySet.has(body.default_legal_entity_id))
    add('default_legal_entity_id', DISMISSAL_TEXTS.companyNotFound);
  if (body.secondary_legal_entity_ids.some((id) => !companySet.has(id)))
    add('secondary_legal_entity_ids', DISMISSAL_TEXTS.companyNotFound);
  if (body.practice_id && level.get(body.practice_id) !== STRUCTURE_LEVEL.practice)
    add('practice_id', DISMISSAL_TEXTS.notAPractice);
  if (body.block_id && level.get(body.block_id) !== STRUCTURE_LEVEL.block)
    add('block_id', DISMISSAL_TEXTS.notABlock);
  const usableSet = new Set([...usable, ...keptFiles]);
  if (body.file_ids.some((id) => !usableSet.has(id))) add('file_ids', DISMISSAL_TEXTS.fileNotYours);
  if (new Set(body.file_ids).size > DISMISSAL_MAX_FILES) add('file_ids', DISMISSAL_TEXTS.tooManyFiles);
  if (body.fire_date !== keptFireDate) {
    const country = person.get(body.employee_id)?.countryId ?? DEFAULT_COUNTRY;
    const days = await deps.services.workCalendar.weekends(country, {
      start: body.fire_date,
      end: body.fire_date,
    });
    const refusal = fireDateRefusal(
      body.fire_date,
      deps.today,
      new Set(days.filter((day) => day.is_weekend).map((day) => day.date)),
    );
    if (refusal) add('fire_date', refusal);
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
  const leaver = person.get(body.employee_id)!;
  return [leaver.lastName, leaver.name, leaver.patronymic].filter(Boolean).join(' ');
}

/** The application's columns from its body (create and edit). */
export function valuesOf(body: DismissalBody) {
  return {
    employeeId: body.employee_id,
    defaultLegalEntityId: body.default_legal_entity_id,
    secondaryLegalEntityIds: [...new Set(body.secondary_legal_entity_ids)],
    managerId: body.manager_id,
    assistantId: body.assistant_id ?? null,
    practiceId: body.practice_id ?? null,
    blockId: body.block_id ?? null,
    additionalInformation: body.additional_information || null,
    vacationCompensation: body.vacation_compensation ?? null,
    reasonForLeaving: body.reason_for_leaving || null,
    distribution: body.distribution || null,
    feedback: body.feedback || null,
    documentStatus: body.document_status,
    documentSendingDate: body.document_status === 2 ? (body.document_sending_date ?? null) : null,
    employmentRecord: body.employment_record ?? null,
    returnDocumentsFromRegions: body.return_documents_from_regions,
    comment: body.comment || null,
    fireDate: body.fire_date,
    details: body.details || null,
  };
}
