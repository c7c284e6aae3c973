import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { buildCompany, buildOrganisation, buildUser } from '../../../test/factories.ts';
import { wcPositionHistory, wcPositions } from '../work-conditions/work-conditions.schema.ts';

/** A person holding a default position in work conditions since `hireDate` (the subject of a transfer). */
export async function buildEmployed(
  db: Db,
  values: { departmentId: number; locationId: number; workPosition: string; hireDate: string },
) {
  const person = await buildUser(db, { departmentId: values.departmentId });
  const conditions = {
    departmentId: values.departmentId,
    locationId: values.locationId,
    workPosition: values.workPosition,
    hireDate: values.hireDate,
  };
  const [position] = await db
    .insert(wcPositions)
    .values({ userId: person.id, isDefault: true, ...conditions })
    .returning();
  await db.insert(wcPositionHistory).values({
    positionId: position!.id,
    dateApply: values.hireDate,
    appliedAt: new Date(`${values.hireDate}T09:00:00`),
    ...conditions,
  });
  return { person, positionId: position!.id };
}

export async function findPosition(db: Db, id: number) {
  const [position] = await db.select().from(wcPositions).where(eq(wcPositions.id, id));
  return position!;
}

/** Where transfers lead: a company, an organisation with offices, regions and practices. */
export async function buildTransferTargets(db: Db) {
  const organisation = await buildOrganisation(db);
  const company = await buildCompany(db, { name: 'Лига Цифровых Решений' });
  return { ...organisation, company };
}
