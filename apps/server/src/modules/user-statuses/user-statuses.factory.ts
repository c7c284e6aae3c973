import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { statusTypes, userStatuses } from './user-statuses.schema.ts';

/** A status of a person for a range of days (sick leave, vacation, business trip), by status type name. */
export async function buildUserStatus(
  db: Db,
  values: { userId: number; typeName: string; dateStart: string; dateEnd: string; comment?: string },
) {
  const [type] = await db.select().from(statusTypes).where(eq(statusTypes.name, values.typeName));
  if (!type) throw new Error(`Нет типа статуса ${values.typeName}`);
  const [status] = await db
    .insert(userStatuses)
    .values({
      userId: values.userId,
      statusTypeId: type.id,
      dateStart: values.dateStart,
      dateEnd: values.dateEnd,
      comment: values.comment ?? null,
    })
    .returning();
  return status!;
}
