import { fakerRU } from '@faker-js/faker';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.ts';
import { inIds } from '../../../platform/db/sql.ts';
import { deriveVacationHistory } from '../vacation-history.ts';
import { factsComments, factsNotes } from '../../facts/facts.schema.ts';
import { users } from '../../users/users.schema.ts';
import { DEMO_SEED } from '../../../seed/demo-organisation.ts';

const NOTES = [
  'Во время отпуска на связи только по срочным вопросам в мессенджере.',
  'Без связи: горы. По проекту — к замещающему, по документам — к ассистенту.',
  'Почту читаю раз в день, звонить только если горит релиз.',
  'Задачи переданы, доступы к стенду есть у замещающего.',
];
const COMMENTS = [
  'Договорились: отчет по проекту сдаю до отпуска.',
  'Подменю на ежедневных созвонах.',
  'Хорошего отдыха! Вопросы по заказчику — ко мне.',
  'Перенос согласован с заказчиком.',
];

/**
 * Vacation data that fills every vacation report, over the plans seedVacationDemo laid:
 * each block gets a believable history (planned 3 to 8 weeks ahead, never after the seeding day; decided a
 * few days later by the manager, some by the assistant; moved blocks deleted then), the assistant plans for a
 * quarter of their block (ASSISTANT), rejections carry the approver's reason (UNIFIED, CHANGES). Then facts on
 * the vacation card: notes with a substitute for a third of the people and colleagues' comments.
 */
export async function seedVacationReportsDemo(db: Db, userIds: number[], today: string): Promise<void> {
  const [assistant] = await db.select().from(users).where(eq(users.login, 'assistant'));
  const assistantId = assistant?.id ?? null;
  const ids = sql`${sql.param(userIds)}::int[]`;
  await db.execute(sql`with b as (
      select coalesce(v.parent_id, v.id) as root, v.user_id, min(v.date) as first_day
      from vacations v where v.user_id = any(${ids}) group by 1, 2),
    t as (select b.root, b.user_id,
        least(b.first_day - (20 + b.user_id % 40), ${today}::date - (1 + b.user_id % 20)) + time '09:00' as created,
        ${today}::date - 1 + time '18:00' as latest
      from b),
    ablock as (select case when s.level = 1 then s.id else s.parent_id end as id
      from users a join structures s on s.id = a.department_id where a.id = ${assistantId}::int),
    helped as (select u.id from users u join structures s on s.id = u.department_id
      where u.id <> ${assistantId}::int and u.id % 4 = 0
        and (s.id in (select id from ablock) or s.parent_id in (select id from ablock)))
    update vacations v set
      created_at = t.created at time zone 'Europe/Moscow',
      created_by = case when v.user_id in (select id from helped) then ${assistantId}::int else v.user_id end,
      updated_at = (case when v.status_id in (2, 3, 22) or v.deleted_at is not null
        then least(t.created + (1 + v.user_id % 5) * interval '1 day', t.latest) else t.created end)
        at time zone 'Europe/Moscow',
      updated_by = case
        when v.deleted_at is not null then v.user_id
        when v.status_id in (2, 3) and v.user_id % 6 = 0 and v.user_id in (select id from helped) then ${assistantId}::int
        when v.status_id in (2, 3) then coalesce(u.manager_id, v.user_id)
        when v.user_id in (select id from helped) then ${assistantId}::int
        else v.user_id end,
      deleted_at = case when v.deleted_at is not null
        then least(t.created + (1 + v.user_id % 5) * interval '1 day', t.latest) at time zone 'Europe/Moscow' end,
      status_comment = case when v.status_id = 3 then 'Пересекается с релизом, выберите другие даты' end
    from t join users u on u.id = t.user_id
    where coalesce(v.parent_id, v.id) = t.root and v.user_id = t.user_id`);
  // The reports of changes read the engine's history: the days laid above get theirs from their columns.
  await deriveVacationHistory(db, inIds(sql`v.user_id`, userIds));

  // Facts on the vacation card.
  const faker = fakerRU;
  faker.seed(DEMO_SEED + 16);
  await db.delete(factsComments).where(inArray(factsComments.userId, userIds));
  await db.delete(factsNotes).where(inArray(factsNotes.userId, userIds));
  const people = (
    await db
      .select({ id: users.id, login: users.login, departmentId: users.departmentId })
      .from(users)
      .where(inArray(users.id, userIds))
  ).sort((a, b) => a.id - b.id);
  const byDepartment = new Map<number | null, number[]>();
  for (const person of people)
    byDepartment.set(person.departmentId, [...(byDepartment.get(person.departmentId) ?? []), person.id]);
  const notes: (typeof factsNotes.$inferInsert)[] = [];
  const comments: (typeof factsComments.$inferInsert)[] = [];
  for (const person of people) {
    if (person.id % 3 !== 0 && person.login !== 'employee') continue;
    const colleagues = (byDepartment.get(person.departmentId) ?? []).filter((id) => id !== person.id);
    const substitute = colleagues.length ? faker.helpers.arrayElement(colleagues) : null;
    notes.push({
      userId: person.id,
      note: faker.helpers.arrayElement(NOTES),
      substituteId: substitute,
      updatedBy: person.id,
    });
    if (substitute)
      comments.push({ userId: person.id, authorId: substitute, text: faker.helpers.arrayElement(COMMENTS) });
  }
  if (notes.length) await db.insert(factsNotes).values(notes);
  if (comments.length) await db.insert(factsComments).values(comments);
}
