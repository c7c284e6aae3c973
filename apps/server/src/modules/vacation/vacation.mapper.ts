import {
  DELETED_VACATION_TEXTS,
  VACATION_STATUS_LABELS,
  VACATION_TYPE_LABELS,
  type Vacation,
  type VacationStatusId,
} from '@intranet/contracts';
import type { vacations } from './vacation.schema.ts';

export type VacationRow = typeof vacations.$inferSelect;
type Person = { id: number; name: string; lastName: string; patronymic: string | null };

/**
 * Rows as the wire shape: each day knows its block's first day (parent) and, on the first day, the rest.
 * `kin` are the blocks' other days not among `rows` (a first day answered alone still lists its days); a live
 * first day lists its live days, a deleted one its deleted days.
 */
export function toVacations(
  rows: VacationRow[],
  people: Map<number, Person>,
  kin: VacationRow[],
  abilitiesOf: (row: VacationRow) => Vacation['abilities'],
): Vacation[] {
  const byId = new Map([...kin, ...rows].map((row) => [row.id, row]));
  const children = new Map<number, VacationRow[]>();
  for (const row of [...byId.values()].sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)) {
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    if (parent && (parent.deletedAt === null) === (row.deletedAt === null))
      children.set(parent.id, [...(children.get(parent.id) ?? []), row]);
  }
  const dayRef = (row: VacationRow) => ({ id: row.id, date: row.date, comment: row.comment });
  return rows.map((row) => {
    const person = people.get(row.userId)!;
    const parent = row.parentId ? byId.get(row.parentId) : undefined;
    return {
      id: row.id,
      date: row.date,
      user: { id: person.id, name: person.name, last_name: person.lastName, patronymic: person.patronymic },
      status: { id: row.statusId, name: VACATION_STATUS_LABELS[row.statusId] ?? String(row.statusId) },
      type: { id: row.typeId, name: VACATION_TYPE_LABELS[row.typeId] ?? String(row.typeId) },
      comment: row.comment,
      status_comment: row.statusComment,
      parent: parent ? dayRef(parent) : null,
      children: (children.get(row.id) ?? []).map(dayRef),
      parent_id: row.parentId,
      is_advanced: row.isAdvanced,
      moved: row.moved,
      deleted_text: DELETED_VACATION_TEXTS[row.statusId as VacationStatusId] ?? null,
      created_by: row.createdBy,
      updated_by: row.updatedBy,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      deleted_at: row.deletedAt?.toISOString() ?? null,
      abilities: abilitiesOf(row),
    };
  });
}
