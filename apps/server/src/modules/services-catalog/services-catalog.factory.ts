import type { Db } from '../../platform/db/database.ts';
import {
  catalogClassifiers,
  catalogClassifierValues,
  catalogGroups,
  catalogRegions,
  catalogServiceGroups,
  catalogServiceRegions,
  catalogServices,
  catalogServiceValues,
} from './services-catalog.schema.ts';

let sequence = 0;
/** A name no other test row has (names are unique per parent). */
export const uniqueName = (prefix: string) =>
  `${prefix} ${++sequence}-${Math.random().toString(36).slice(2, 8)}`;

export async function buildCatalogGroup(db: Db, values: Partial<typeof catalogGroups.$inferInsert> = {}) {
  const [group] = await db
    .insert(catalogGroups)
    .values({ name: uniqueName('Группа'), ...values })
    .returning();
  return group!;
}

export async function buildCatalogRegion(db: Db, values: Partial<typeof catalogRegions.$inferInsert> = {}) {
  const [region] = await db
    .insert(catalogRegions)
    .values({ name: uniqueName('Страна'), kind: 'country', ...values })
    .returning();
  return region!;
}

/** A classifier with two values. */
export async function buildCatalogClassifier(db: Db) {
  const [classifier] = await db
    .insert(catalogClassifiers)
    .values({ name: uniqueName('Классификатор') })
    .returning();
  const values = await db
    .insert(catalogClassifierValues)
    .values([
      { classifierId: classifier!.id, name: 'Первое', position: 0 },
      { classifierId: classifier!.id, name: 'Второе', position: 1 },
    ])
    .returning();
  return { classifier: classifier!, values };
}

/** A service in a group (made when not given), with the regions and classifier values given. */
export async function buildCatalogService(
  db: Db,
  options: {
    name?: string;
    short?: string;
    group?: { id: number };
    regionIds?: number[];
    valueIds?: number[];
  } = {},
) {
  const group = options.group ?? (await buildCatalogGroup(db));
  const [service] = await db
    .insert(catalogServices)
    .values({
      name: options.name ?? uniqueName('Сервис'),
      shortDescription: options.short ?? 'Коротко о сервисе',
      fullDescription: 'Подробно о сервисе',
    })
    .returning();
  await db.insert(catalogServiceGroups).values({ serviceId: service!.id, groupId: group.id });
  for (const regionId of options.regionIds ?? [])
    await db.insert(catalogServiceRegions).values({ serviceId: service!.id, regionId });
  for (const valueId of options.valueIds ?? [])
    await db.insert(catalogServiceValues).values({ serviceId: service!.id, valueId });
  return service!;
}
