import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { ROLES, groupBy, isRoleName } from '@intranet/contracts';
import type {
  CatalogConsumer,
  CatalogService,
  ConsumerType,
  RegionKind,
  catalogServicesQuerySchema,
} from '@intranet/contracts/services-catalog/services-catalog';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database.ts';
import { byName, escapeLike, inIds, qualified } from '../../platform/db/sql.ts';
import { companies } from '../organisation/organisation.schema.ts';
import {
  catalogClassifierValues,
  catalogRegions,
  catalogServiceConsumers,
  catalogServiceGroups,
  catalogServiceLikes,
  catalogServiceRegions,
  catalogServices,
  catalogServiceValues,
} from './services-catalog.schema.ts';

export type ServiceRow = typeof catalogServices.$inferSelect;

/** The outer service's id inside a subquery (unqualified, `id` would bind to the subquery's own table). */
const SERVICE_ID = qualified(catalogServices.id);

export type ServicesQuery = z.output<typeof catalogServicesQuerySchema>;

/** The filters of GET services as SQL on `catalog_services`; each one is answered from an index. */
export function serviceFilters(viewerId: number, query: ServicesQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const text = query.q?.trim().toLowerCase();
  if (text)
    conditions.push(
      sql`lower(${catalogServices.name} || ' ' || ${catalogServices.shortDescription}) like ${`%${escapeLike(text)}%`}`,
    );
  if (query.group_id)
    conditions.push(
      sql`exists (select 1 from ${catalogServiceGroups} where ${catalogServiceGroups.serviceId} = ${SERVICE_ID}
          and ${catalogServiceGroups.groupId} = ${Number(query.group_id)})`,
    );
  if (query.region_id) {
    // A city's services include its country's (they serve the whole country); a country's include its cities'.
    const region = Number(query.region_id);
    conditions.push(
      sql`exists (select 1 from ${catalogServiceRegions} join ${catalogRegions} on ${catalogRegions.id} = ${catalogServiceRegions.regionId}
          where ${catalogServiceRegions.serviceId} = ${SERVICE_ID}
          and (${catalogRegions.id} = ${region} or ${catalogRegions.parentId} = ${region}
            or ${catalogRegions.id} = (select r.parent_id from ${catalogRegions} r where r.id = ${region})))`,
    );
  }
  if (query.classifier_value_id)
    conditions.push(
      sql`exists (select 1 from ${catalogServiceValues} where ${catalogServiceValues.serviceId} = ${SERVICE_ID}
          and ${catalogServiceValues.valueId} = ${Number(query.classifier_value_id)})`,
    );
  if (query.liked) conditions.push(likedBy(viewerId));
  return and(...conditions);
}

/** The services a person liked. */
export function likedBy(userId: number): SQL {
  return sql`exists (select 1 from ${catalogServiceLikes} where ${catalogServiceLikes.serviceId} = ${SERVICE_ID}
      and ${catalogServiceLikes.userId} = ${userId})`;
}

/** The catalogue's order of services: by name as Russians sort, then by id. */
export const SERVICE_ORDER = [asc(byName(catalogServices.name)), asc(catalogServices.id)];

/** The consumer as the screen shows it: the company's name, the role's label or the text. */
function toConsumer(row: {
  type: string;
  companyId: number | null;
  companyName: string | null;
  role: string | null;
  text: string | null;
}): CatalogConsumer {
  const name =
    row.type === 'company'
      ? (row.companyName ?? '')
      : row.type === 'role'
        ? row.role && isRoleName(row.role)
          ? ROLES[row.role]
          : (row.role ?? '')
        : (row.text ?? '');
  return { type: row.type as ConsumerType, company_id: row.companyId, role: row.role, name };
}

/**
 * Services as lists show them, for the viewer: their groups, regions, consumers and classifier values, read in
 * one query per relation for the whole set, and whether the viewer liked each.
 */
export async function presentServices(
  db: Db,
  viewerId: number,
  rows: ServiceRow[],
): Promise<CatalogService[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [groups, regions, values, consumers, likes] = await Promise.all([
    db
      .select({ serviceId: catalogServiceGroups.serviceId, groupId: catalogServiceGroups.groupId })
      .from(catalogServiceGroups)
      .where(inIds(catalogServiceGroups.serviceId, ids))
      .orderBy(asc(catalogServiceGroups.groupId)),
    db
      .select({
        serviceId: catalogServiceRegions.serviceId,
        id: catalogRegions.id,
        name: catalogRegions.name,
        kind: catalogRegions.kind,
      })
      .from(catalogServiceRegions)
      .innerJoin(catalogRegions, eq(catalogRegions.id, catalogServiceRegions.regionId))
      .where(inIds(catalogServiceRegions.serviceId, ids))
      .orderBy(
        asc(sql`coalesce(${catalogRegions.parentId}, ${catalogRegions.id})`),
        sql`${catalogRegions.parentId} nulls first`,
        asc(catalogRegions.position),
      ),
    db
      .select({
        serviceId: catalogServiceValues.serviceId,
        id: catalogClassifierValues.id,
        classifierId: catalogClassifierValues.classifierId,
        name: catalogClassifierValues.name,
      })
      .from(catalogServiceValues)
      .innerJoin(catalogClassifierValues, eq(catalogClassifierValues.id, catalogServiceValues.valueId))
      .where(inIds(catalogServiceValues.serviceId, ids))
      .orderBy(asc(catalogClassifierValues.classifierId), asc(catalogClassifierValues.position)),
    db
      .select({
        serviceId: catalogServiceConsumers.serviceId,
        type: catalogServiceConsumers.type,
        companyId: catalogServiceConsumers.companyId,
        companyName: companies.name,
        role: catalogServiceConsumers.role,
        text: catalogServiceConsumers.text,
      })
      .from(catalogServiceConsumers)
      .leftJoin(companies, eq(companies.id, catalogServiceConsumers.companyId))
      .where(inIds(catalogServiceConsumers.serviceId, ids))
      .orderBy(asc(catalogServiceConsumers.position), asc(catalogServiceConsumers.id)),
    db
      .select({ serviceId: catalogServiceLikes.serviceId })
      .from(catalogServiceLikes)
      .where(and(eq(catalogServiceLikes.userId, viewerId), inIds(catalogServiceLikes.serviceId, ids))),
  ]);
  const groupsOf = groupBy(groups, (row) => row.serviceId);
  const regionsOf = groupBy(regions, (row) => row.serviceId);
  const valuesOf = groupBy(values, (row) => row.serviceId);
  const consumersOf = groupBy(consumers, (row) => row.serviceId);
  const liked = new Set(likes.map((like) => like.serviceId));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    short_description: row.shortDescription,
    groups_ids: (groupsOf.get(row.id) ?? []).map((group) => group.groupId),
    regions: (regionsOf.get(row.id) ?? []).map((region) => ({
      id: region.id,
      name: region.name,
      kind: region.kind as RegionKind,
    })),
    consumers: (consumersOf.get(row.id) ?? []).map(toConsumer),
    classifier_values: (valuesOf.get(row.id) ?? []).map((value) => ({
      id: value.id,
      classifier_id: value.classifierId,
      name: value.name,
    })),
    request_path: row.requestPath,
    likes_count: row.likesCount,
    is_liked: liked.has(row.id),
    updated_at: row.updatedAt.toISOString(),
  }));
}
