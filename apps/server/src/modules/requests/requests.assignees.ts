import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { Catalog } from './requests.catalog.ts';
import {
  authorRelations,
  peopleOfTransitions,
  personsOf,
  PERSONAL_WHO,
  substitutesToday,
  type RequestParties,
} from './requests.relations.ts';
import { bpAssignees } from './requests.schema.ts';

export interface AssigneeRequest extends RequestParties {
  typeId: number;
  statusId: number;
}

/**
 * Recomputes who each request waits on, in the transaction of its status entry: everyone a transition from
 * its status names, except the author's own withdrawal (a step by the author into a final status), plus the
 * substitute of a personal assignee away today on an approved vacation.
 */
export async function refreshAssignees(
  db: Db,
  catalog: Catalog,
  requests: readonly AssigneeRequest[],
  today: string,
): Promise<void> {
  if (requests.length === 0) return;
  await db.delete(bpAssignees).where(
    inArray(
      bpAssignees.requestId,
      requests.map((request) => request.id),
    ),
  );
  const waiting = requests.map((request) => {
    const transitions = (catalog.processes.get(request.typeId)?.transitions ?? []).filter(
      (t) =>
        t.from_status_id === request.statusId &&
        !(t.who === 'author' && catalog.statuses.get(t.to_status_id)?.is_terminal),
    );
    return { request, transitions };
  });
  const groups = await peopleOfTransitions(
    db,
    waiting.flatMap((item) => item.transitions),
  );
  const authors = await authorRelations(
    db,
    requests.map((request) => request.authorId),
  );
  const direct = new Map<number, Set<number>>();
  const personal = new Map<number, Set<number>>();
  for (const { request, transitions } of waiting) {
    const people = new Set<number>();
    const persons = new Set<number>();
    for (const t of transitions) {
      if (t.who === 'role') for (const id of groups.byRole.get(t.role ?? '') ?? []) people.add(id);
      else if (t.who === 'department')
        for (const id of groups.byDepartment.get(t.department_id ?? 0) ?? []) people.add(id);
      else
        for (const id of personsOf(t.who, request, authors.get(request.authorId))) {
          people.add(id);
          if (PERSONAL_WHO.has(t.who)) persons.add(id);
        }
    }
    direct.set(request.id, people);
    personal.set(request.id, persons);
  }
  const substitutes = await substitutesToday(db, today, {
    absentIds: [...new Set([...personal.values()].flatMap((ids) => [...ids]))],
  });
  const rows: (typeof bpAssignees.$inferInsert)[] = [];
  for (const request of requests) {
    const people = direct.get(request.id)!;
    for (const userId of people) rows.push({ requestId: request.id, userId, onBehalfOfId: null });
    const standIns = new Set<number>();
    for (const absent of personal.get(request.id)!) {
      const substitute = substitutes.get(absent);
      if (substitute === undefined || people.has(substitute) || standIns.has(substitute)) continue;
      standIns.add(substitute);
      rows.push({ requestId: request.id, userId: substitute, onBehalfOfId: absent });
    }
  }
  if (rows.length) await db.insert(bpAssignees).values(rows);
}
