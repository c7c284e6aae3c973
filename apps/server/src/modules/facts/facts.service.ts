import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Facts, FactsComment, factsCommentBodySchema, factsSaveBodySchema } from '@intranet/contracts';
import type { z } from 'zod';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { editFacts } from './facts.policy.ts';
import { factsComments, factsNotes } from './facts.schema.ts';

/** Comments a card shows, the newest first. */
export const FACTS_COMMENTS_SHOWN = 50;
export const FACTS_STALE = 'Заметку уже изменил другой пользователь. Обновите страницу.';

type Person = {
  id: number;
  name: string;
  lastName: string;
  patronymic: string | null;
  managerId: number | null;
};

/**
 * Facts on the vacation card (facts/league20; docs/decisions.md, "Facts («Во время отпуска»)"): the
 * person's note for their absences with the colleague who stands in, and colleagues' comments.
 */
export class FactsService {
  constructor(private readonly db: Db) {}

  private async people(ids: number[]): Promise<Map<number, Person>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.db
      .select({
        id: users.id,
        name: users.name,
        lastName: users.lastName,
        patronymic: users.patronymic,
        managerId: users.managerId,
      })
      .from(users)
      .where(inArray(users.id, unique));
    return new Map(rows.map((row) => [row.id, row]));
  }

  private async person(id: number): Promise<Person> {
    const found = (await this.people([id])).get(id);
    if (!found) throw notFound('Сотрудник не найден');
    return found;
  }

  /** GET facts/league20/user/{id}. */
  async read(actor: AuthUser, userId: number): Promise<Facts> {
    const person = await this.person(userId);
    const [note] = await this.db.select().from(factsNotes).where(eq(factsNotes.userId, userId));
    const comments = await this.db
      .select()
      .from(factsComments)
      .where(eq(factsComments.userId, userId))
      .orderBy(desc(factsComments.createdAt), desc(factsComments.id))
      .limit(FACTS_COMMENTS_SHOWN);
    const named = await this.people([
      ...(note?.substituteId ? [note.substituteId] : []),
      ...(note?.updatedBy ? [note.updatedBy] : []),
      ...comments.map((comment) => comment.authorId),
    ]);
    const ref = (id: number | null | undefined) => {
      const found = id ? named.get(id) : undefined;
      return found ? { id: found.id, full_name: fullName(found) } : null;
    };
    return {
      user: { id: person.id, full_name: fullName(person) },
      note: note?.note ?? null,
      substitute: ref(note?.substituteId),
      updated_at: note?.updatedAt.toISOString() ?? null,
      updated_by: ref(note?.updatedBy),
      comments: comments.map((comment): FactsComment => ({
        id: comment.id,
        author: ref(comment.authorId) ?? { id: comment.authorId, full_name: '' },
        text: comment.text,
        created_at: comment.createdAt.toISOString(),
      })),
      abilities: { edit: editFacts.allows(actor, person), comment: true },
    };
  }

  /**
   * POST facts/league20/user: the note and the substitute. `updated_at` must be the one read (null when there
   * was none): a change since is 409, decided by the conditional write's row count.
   */
  async save(actor: AuthUser, body: z.output<typeof factsSaveBodySchema>): Promise<Facts> {
    const person = await this.person(body.user_id);
    authorize(actor, editFacts, person);
    if (body.substitute_id !== null) {
      if (body.substitute_id === person.id)
        throw fieldError('substitute_id', 'Сотрудник не может замещать сам себя');
      if (!(await this.people([body.substitute_id])).has(body.substitute_id))
        throw fieldError('substitute_id', 'Замещающий сотрудник не найден');
    }
    const values = { note: body.note, substituteId: body.substitute_id, updatedBy: actor.id };
    await this.db.transaction(async (tx) => {
      if (body.updated_at === null) {
        const inserted = await tx
          .insert(factsNotes)
          .values({ userId: person.id, ...values })
          .onConflictDoNothing()
          .returning({ id: factsNotes.userId });
        if (!inserted.length) throw conflict(FACTS_STALE);
        return;
      }
      const updated = await tx
        .update(factsNotes)
        .set({ ...values, updatedAt: sql`now()` })
        .where(
          and(
            eq(factsNotes.userId, person.id),
            sql`date_trunc('milliseconds', ${factsNotes.updatedAt}) = ${body.updated_at}::timestamptz`,
          ),
        )
        .returning({ id: factsNotes.userId });
      if (!updated.length) throw conflict(FACTS_STALE);
    });
    return this.read(actor, person.id);
  }

  /** POST facts/league20/comments: a comment on the person's card; answers the card. */
  async comment(actor: AuthUser, body: z.output<typeof factsCommentBodySchema>): Promise<Facts> {
    await this.person(body.user_id);
    await this.db.insert(factsComments).values({ userId: body.user_id, authorId: actor.id, text: body.text });
    return this.read(actor, body.user_id);
  }
}
