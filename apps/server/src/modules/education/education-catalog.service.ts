import { asc, eq, sql } from 'drizzle-orm';
import { EDUCATION_TEXTS, type EduEdict, type EduFacility, type EduFacilityBody } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName } from '../../platform/db/sql.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import { facilityUsed } from './education.queries.ts';
import { bpEducationEdicts, eduFacilities } from './education.schema.ts';

type FacilityRow = typeof eduFacilities.$inferSelect;
type FacilityFields = { [K in keyof EduFacilityBody]?: string | null };

function toFacility(row: FacilityRow): EduFacility {
  return {
    id: row.id,
    name: row.name,
    legal_name: row.legalName,
    address: row.address,
    client_name: row.clientName,
    email: row.email,
    phone: row.phone,
    info: row.info,
    updated_at: row.updatedAt.toISOString(),
  };
}

function facilityColumns(body: FacilityFields) {
  return {
    ...(body.name !== undefined && { name: body.name! }),
    ...(body.legal_name !== undefined && { legalName: body.legal_name }),
    ...(body.address !== undefined && { address: body.address }),
    ...(body.client_name !== undefined && { clientName: body.client_name }),
    ...(body.email !== undefined && { email: body.email }),
    ...(body.phone !== undefined && { phone: body.phone }),
    ...(body.info !== undefined && { info: body.info }),
  };
}

const toEdict = (row: typeof bpEducationEdicts.$inferSelect): EduEdict => ({
  id: row.id,
  title: row.title,
  body: row.body,
  position: row.position,
  updated_at: row.updatedAt.toISOString(),
});

/** Education facilities and the training department's edicts (docs/modules/education.md). */
export class EducationCatalogService {
  constructor(private readonly db: Db) {}

  async facilities(): Promise<EduFacility[]> {
    const rows = await this.db
      .select()
      .from(eduFacilities)
      .orderBy(byName(eduFacilities.name), asc(eduFacilities.id));
    return rows.map(toFacility);
  }

  async createFacility(actor: AuthUser, body: FacilityFields & { name: string }): Promise<EduFacility> {
    const [row] = await this.db
      .insert(eduFacilities)
      .values(facilityColumns(body) as typeof eduFacilities.$inferInsert)
      .returning();
    await recordAudit(this.db, {
      actor,
      action: 'edu_facility.create',
      targetType: 'edu_facility',
      targetId: row!.id,
      details: { name: row!.name },
    });
    return toFacility(row!);
  }

  async editFacility(actor: AuthUser, id: number, body: FacilityFields): Promise<EduFacility> {
    return this.db.transaction(async () => {
      const [row] = await this.db
        .update(eduFacilities)
        .set({ ...facilityColumns(body), updatedAt: sql`now()` })
        .where(eq(eduFacilities.id, id))
        .returning();
      if (!row) throw notFound(EDUCATION_TEXTS.facilityNotFound);
      await recordAudit(this.db, {
        actor,
        action: 'edu_facility.edit',
        targetType: 'edu_facility',
        targetId: id,
        details: body,
      });
      return toFacility(row);
    });
  }

  /** A facility a request names is kept (409): the request would lose where its student studies. */
  async removeFacility(actor: AuthUser, id: number): Promise<void> {
    await this.db.transaction(async () => {
      const [row] = await this.db
        .select({ id: eduFacilities.id, used: facilityUsed(this.db, id) })
        .from(eduFacilities)
        .where(eq(eduFacilities.id, id))
        .for('update');
      if (!row) throw notFound(EDUCATION_TEXTS.facilityNotFound);
      if (row.used) throw conflict(EDUCATION_TEXTS.facilityInUse);
      await this.db.delete(eduFacilities).where(eq(eduFacilities.id, id));
      await recordAudit(this.db, {
        actor,
        action: 'edu_facility.delete',
        targetType: 'edu_facility',
        targetId: id,
      });
    });
  }

  async edicts(): Promise<EduEdict[]> {
    const rows = await this.db
      .select()
      .from(bpEducationEdicts)
      .orderBy(asc(bpEducationEdicts.position), asc(bpEducationEdicts.id));
    return rows.map(toEdict);
  }

  async editEdict(actor: AuthUser, id: number, body: { title: string; body: string }): Promise<EduEdict> {
    const [row] = await this.db
      .update(bpEducationEdicts)
      .set({ title: body.title, body: body.body, updatedAt: sql`now()`, updatedById: actor.id })
      .where(eq(bpEducationEdicts.id, id))
      .returning();
    if (!row) throw notFound(EDUCATION_TEXTS.edictNotFound);
    return toEdict(row);
  }
}
