import { sql } from 'drizzle-orm';
import { COUNTRIES, PERMISSIONS, STATUS_TYPES } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { permissions } from '../modules/permissions/permissions.schema.ts';
import { countries } from '../modules/organisation/organisation.schema.ts';
import { statusTypes } from '../modules/user-statuses/user-statuses.schema.ts';
import { workCalendarDays } from '../modules/work-calendar/work-calendar.schema.ts';
import { buildWorkCalendarSeed } from '../modules/work-calendar/work-calendar.data.ts';

/** Reference rows every installation needs: countries, status types, permissions, the work calendar. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(countries)
    .values(COUNTRIES.map((country) => ({ ...country })))
    .onConflictDoUpdate({
      target: countries.id,
      set: { name: sql`excluded.name`, code: sql`excluded.code` },
    });
  await db
    .insert(statusTypes)
    .values(STATUS_TYPES.map((type) => ({ ...type })))
    .onConflictDoUpdate({ target: statusTypes.id, set: { name: sql`excluded.name` } });
  await db
    .insert(permissions)
    .values(PERMISSIONS.map((permission) => ({ ...permission })))
    .onConflictDoUpdate({
      target: permissions.id,
      set: { name: sql`excluded.name`, label: sql`excluded.label` },
    });
  // Holidays and decreed transfers; days an administrator already set are left as they are.
  const days = buildWorkCalendarSeed();
  for (let offset = 0; offset < days.length; offset += 500) {
    await db
      .insert(workCalendarDays)
      .values(
        days
          .slice(offset, offset + 500)
          .map((day) => ({ countryId: day.countryId, date: day.date, type: day.type, name: day.name })),
      )
      .onConflictDoNothing();
  }
}
