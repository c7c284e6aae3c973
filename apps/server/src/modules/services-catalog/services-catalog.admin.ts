import { and, count, eq, inArray, max, notInArray, sql } from 'drizzle-orm';
import type {
  catalogClassifierBodySchema,
  catalogGroupBodySchema,
  catalogRegionBodySchema,
  catalogServiceBodySchema,
} from '@intranet/contracts/services-catalog/services-catalog';
import {
  CATALOG_TEXTS,
  type CatalogClassifier,
  type CatalogGroup,
  type CatalogRegion,
  type CatalogServiceDetails,
} from '@intranet/contracts/services-catalog/services-catalog';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { lockRows } from '../../platform/db/transaction-context.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { companies } from '../organisation/organisation.schema.ts';
import { users } from '../users/users.schema.ts';
import { editCatalog } from './services-catalog.policy.ts';
import {
  catalogClassifiers,
  catalogClassifierValues,
  catalogGroups,
  catalogRegions,
  catalogServiceConsumers,
  catalogServiceContacts,
  catalogServiceGroups,
  catalogServiceRegions,
  catalogServices,
  catalogServiceValues,
} from './services-catalog.schema.ts';
import { existingIds, type ServicesCatalogService } from './services-catalog.service.ts';

type GroupBody = z.output<typeof catalogGroupBodySchema>;
type ServiceBody = z.output<typeof catalogServiceBodySchema>;
type RegionBody = z.output<typeof catalogRegionBodySchema>;
type ClassifierBody = z.output<typeof catalogClassifierBodySchema>;

/** A record edited since the editor opened it is a 409, never silently overwritten. */
function assertFresh(updatedAt: Date, seen: string | undefined): void {
  if (seen !== undefined && Date.parse(seen) !== updatedAt.getTime()) throw conflict(CATALOG_TEXTS.stale);
}

/**
 * Editing the catalogue (access `services-catalog.edit`): groups, services with everything they hold,
 * regions and classifiers. Every write checks the ids it is given and runs in one transaction.
 */
export class CatalogAdminService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly catalog: ServicesCatalogService,
  ) {}

  // ---- Groups ----

  async createGroup(actor: AuthUser, body: GroupBody): Promise<CatalogGroup> {
    authorize(actor, editCatalog);
    const id = await this.db.transaction(async () => {
      await this.useImage(actor, body.image_id);
      const [row] = await this.db
        .insert(catalogGroups)
        .values({
          name: body.name,
          description: body.description,
          imageId: body.image_id,
          position: body.position ?? (await this.nextPosition(catalogGroups.position)),
        })
        .returning({ id: catalogGroups.id });
      return row!.id;
    });
    return this.group(id);
  }

  async updateGroup(actor: AuthUser, id: number, body: GroupBody): Promise<CatalogGroup> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      const group = await this.lockGroup(id);
      assertFresh(group.updatedAt, body.updated_at);
      if (body.image_id !== group.imageId) {
        await this.useImage(actor, body.image_id);
        // The old picture is no longer published; unattached, the daily clean-up removes it.
        if (group.imageId) await this.files.unshare(this.db, [group.imageId]);
      }
      await this.db
        .update(catalogGroups)
        .set({
          name: body.name,
          description: body.description,
          imageId: body.image_id,
          position: body.position ?? group.position,
          updatedAt: sql`now()`,
        })
        .where(eq(catalogGroups.id, id));
    });
    return this.group(id);
  }

  /** A group that still has services is refused with the reason (409): services are never left groupless. */
  async deleteGroup(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      const group = await this.lockGroup(id);
      const [used] = await this.db
        .select({ n: count() })
        .from(catalogServiceGroups)
        .where(eq(catalogServiceGroups.groupId, id));
      if (used!.n > 0) throw conflict(CATALOG_TEXTS.groupHasServices(used!.n));
      await this.db.delete(catalogGroups).where(eq(catalogGroups.id, id));
      if (group.imageId) await this.files.unshare(this.db, [group.imageId]);
    });
  }

  // ---- Services ----

  async createService(actor: AuthUser, body: ServiceBody): Promise<CatalogServiceDetails> {
    authorize(actor, editCatalog);
    const id = await this.db.transaction(async () => {
      await this.checkReferences(body);
      const [row] = await this.db
        .insert(catalogServices)
        .values(this.serviceColumns(body))
        .returning({ id: catalogServices.id });
      await this.writeRelations(row!.id, body);
      return row!.id;
    });
    return this.catalog.one(actor, id);
  }

  /** Replaces the service's fields and everything it holds; its likes stay. */
  async updateService(actor: AuthUser, id: number, body: ServiceBody): Promise<CatalogServiceDetails> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      const [service] = await this.db
        .select()
        .from(catalogServices)
        .where(eq(catalogServices.id, id))
        .for('no key update');
      if (!service) throw notFound(CATALOG_TEXTS.serviceNotFound);
      assertFresh(service.updatedAt, body.updated_at);
      await this.checkReferences(body);
      await this.db
        .update(catalogServices)
        .set({ ...this.serviceColumns(body), updatedAt: sql`now()` })
        .where(eq(catalogServices.id, id));
      for (const table of [
        catalogServiceGroups,
        catalogServiceRegions,
        catalogServiceValues,
        catalogServiceConsumers,
        catalogServiceContacts,
      ])
        await this.db.delete(table).where(eq(table.serviceId, id));
      await this.writeRelations(id, body);
    });
    return this.catalog.one(actor, id);
  }

  async deleteService(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, editCatalog);
    const removed = await this.db
      .delete(catalogServices)
      .where(eq(catalogServices.id, id))
      .returning({ id: catalogServices.id });
    if (removed.length === 0) throw notFound(CATALOG_TEXTS.serviceNotFound);
  }

  private serviceColumns(body: ServiceBody) {
    return {
      name: body.name,
      shortDescription: body.short_description,
      fullDescription: body.full_description,
      requestPath: body.request_path,
    };
  }

  /** Every id the body names must exist: an unknown one is a 400 on its field. */
  private async checkReferences(body: ServiceBody): Promise<void> {
    const missing = async (
      table: typeof catalogGroups | typeof catalogRegions | typeof catalogClassifierValues,
      ids: number[],
    ) => {
      const found = await existingIds(this.db, table, ids);
      return ids.some((id) => !found.has(id));
    };
    if (await missing(catalogGroups, body.groups_ids))
      throw fieldError('groups_ids', CATALOG_TEXTS.unknownGroup);
    if (await missing(catalogRegions, body.regions_ids))
      throw fieldError('regions_ids', CATALOG_TEXTS.unknownRegion);
    if (await missing(catalogClassifierValues, body.classifier_values_ids))
      throw fieldError('classifier_values_ids', CATALOG_TEXTS.unknownValue);
    const companyIds = body.consumers.flatMap((consumer) =>
      consumer.type === 'company' ? [consumer.company_id] : [],
    );
    if (companyIds.length > 0) {
      const found = await this.db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, companyIds));
      if (found.length < new Set(companyIds).size)
        throw fieldError('consumers', CATALOG_TEXTS.unknownCompany);
    }
    const userIds = body.contacts.flatMap((contact) => (contact.user_id ? [contact.user_id] : []));
    if (userIds.length > 0) {
      const found = await this.db.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
      if (found.length < new Set(userIds).size) throw fieldError('contacts', CATALOG_TEXTS.unknownPerson);
    }
  }

  private async writeRelations(serviceId: number, body: ServiceBody): Promise<void> {
    const unique = (ids: number[]) => [...new Set(ids)];
    if (body.groups_ids.length > 0)
      await this.db
        .insert(catalogServiceGroups)
        .values(unique(body.groups_ids).map((groupId) => ({ serviceId, groupId })));
    if (body.regions_ids.length > 0)
      await this.db
        .insert(catalogServiceRegions)
        .values(unique(body.regions_ids).map((regionId) => ({ serviceId, regionId })));
    if (body.classifier_values_ids.length > 0)
      await this.db
        .insert(catalogServiceValues)
        .values(unique(body.classifier_values_ids).map((valueId) => ({ serviceId, valueId })));
    if (body.consumers.length > 0)
      await this.db.insert(catalogServiceConsumers).values(
        body.consumers.map((consumer, position) => ({
          serviceId,
          type: consumer.type,
          companyId: consumer.type === 'company' ? consumer.company_id : null,
          role: consumer.type === 'role' ? consumer.role : null,
          text: consumer.type === 'text' ? consumer.text : null,
          position,
        })),
      );
    if (body.contacts.length > 0)
      await this.db.insert(catalogServiceContacts).values(
        body.contacts.map((contact, position) => ({
          serviceId,
          userId: contact.user_id,
          name: contact.user_id ? null : contact.name,
          role: contact.role,
          phone: contact.phone,
          email: contact.email,
          chatLink: contact.chat_link,
          position,
        })),
      );
  }

  // ---- Regions ----

  async createRegion(actor: AuthUser, body: RegionBody): Promise<CatalogRegion> {
    authorize(actor, editCatalog);
    const id = await this.db.transaction(async () => {
      await this.checkParent(body);
      const [row] = await this.db
        .insert(catalogRegions)
        .values({
          name: body.name,
          kind: body.kind,
          parentId: body.parent_id,
          position: body.position ?? (await this.nextPosition(catalogRegions.position)),
        })
        .returning({ id: catalogRegions.id });
      return row!.id;
    });
    return this.region(id);
  }

  async updateRegion(actor: AuthUser, id: number, body: RegionBody): Promise<CatalogRegion> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      const region = await this.lockRegion(id);
      if (body.parent_id === id) throw fieldError('parent_id', CATALOG_TEXTS.unknownRegion);
      await this.checkParent(body);
      if (body.kind === 'city') {
        const [cities] = await this.db
          .select({ n: count() })
          .from(catalogRegions)
          .where(eq(catalogRegions.parentId, id));
        if (cities!.n > 0) throw fieldError('kind', CATALOG_TEXTS.regionHasCities);
      }
      await this.db
        .update(catalogRegions)
        .set({
          name: body.name,
          kind: body.kind,
          parentId: body.parent_id,
          position: body.position ?? region.position,
        })
        .where(eq(catalogRegions.id, id));
    });
    return this.region(id);
  }

  /** A region named by services, or a country with cities, is refused (409) with the reason. */
  async deleteRegion(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      await this.lockRegion(id);
      const [used] = await this.db
        .select({ n: count() })
        .from(catalogServiceRegions)
        .where(eq(catalogServiceRegions.regionId, id));
      if (used!.n > 0) throw conflict(CATALOG_TEXTS.regionUsed(used!.n));
      const [cities] = await this.db
        .select({ n: count() })
        .from(catalogRegions)
        .where(eq(catalogRegions.parentId, id));
      if (cities!.n > 0) throw conflict(CATALOG_TEXTS.regionHasCities);
      await this.db.delete(catalogRegions).where(eq(catalogRegions.id, id));
    });
  }

  /** A city belongs to a country; a country stands alone. */
  private async checkParent(body: RegionBody): Promise<void> {
    if (body.kind === 'country') {
      if (body.parent_id !== null) throw fieldError('parent_id', CATALOG_TEXTS.countryHasNoParent);
      return;
    }
    if (body.parent_id === null) throw fieldError('parent_id', CATALOG_TEXTS.cityNeedsCountry);
    const [parent] = await this.db
      .select({ kind: catalogRegions.kind })
      .from(catalogRegions)
      .where(eq(catalogRegions.id, body.parent_id));
    if (parent?.kind !== 'country') throw fieldError('parent_id', CATALOG_TEXTS.cityNeedsCountry);
  }

  // ---- Classifiers ----

  async createClassifier(actor: AuthUser, body: ClassifierBody): Promise<CatalogClassifier> {
    authorize(actor, editCatalog);
    const id = await this.db.transaction(async () => {
      if (body.values.some((value) => value.id !== undefined))
        throw fieldError('values', CATALOG_TEXTS.unknownValue);
      const [row] = await this.db
        .insert(catalogClassifiers)
        .values({
          name: body.name,
          position: body.position ?? (await this.nextPosition(catalogClassifiers.position)),
        })
        .returning({ id: catalogClassifiers.id });
      await this.writeValues(row!.id, body);
      return row!.id;
    });
    return this.classifier(id);
  }

  /** Values keep their ids (and the services holding them); a value left out goes from its services too. */
  async updateClassifier(actor: AuthUser, id: number, body: ClassifierBody): Promise<CatalogClassifier> {
    authorize(actor, editCatalog);
    await this.db.transaction(async () => {
      const [classifier] = await lockRows(this.db, catalogClassifiers, catalogClassifiers.id, [id]);
      if (!classifier) throw notFound(CATALOG_TEXTS.classifierNotFound);
      const kept = body.values.flatMap((value) => (value.id ? [value.id] : []));
      const own = await this.db
        .select({ id: catalogClassifierValues.id })
        .from(catalogClassifierValues)
        .where(eq(catalogClassifierValues.classifierId, id));
      const ownIds = new Set(own.map((value) => value.id));
      if (kept.some((valueId) => !ownIds.has(valueId)))
        throw fieldError('values', CATALOG_TEXTS.unknownValue);
      await this.db
        .delete(catalogClassifierValues)
        .where(
          kept.length > 0
            ? and(eq(catalogClassifierValues.classifierId, id), notInArray(catalogClassifierValues.id, kept))
            : eq(catalogClassifierValues.classifierId, id),
        );
      // Names move between kept values: clear them first so the unique (classifier, name) never trips midway.
      if (kept.length > 0)
        await this.db
          .update(catalogClassifierValues)
          .set({ name: sql`'~' || ${catalogClassifierValues.id}` })
          .where(inArray(catalogClassifierValues.id, kept));
      await this.db
        .update(catalogClassifiers)
        .set({ name: body.name, position: body.position ?? undefined })
        .where(eq(catalogClassifiers.id, id));
      await this.writeValues(id, body);
    });
    return this.classifier(id);
  }

  async deleteClassifier(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, editCatalog);
    const removed = await this.db
      .delete(catalogClassifiers)
      .where(eq(catalogClassifiers.id, id))
      .returning({ id: catalogClassifiers.id });
    if (removed.length === 0) throw notFound(CATALOG_TEXTS.classifierNotFound);
  }

  private async writeValues(classifierId: number, body: ClassifierBody): Promise<void> {
    const names = body.values.map((value) => value.name.toLowerCase());
    if (new Set(names).size !== names.length) throw fieldError('values', CATALOG_TEXTS.duplicateName);
    for (const [position, value] of body.values.entries()) {
      if (value.id)
        await this.db
          .update(catalogClassifierValues)
          .set({ name: value.name, position })
          .where(eq(catalogClassifierValues.id, value.id));
      else await this.db.insert(catalogClassifierValues).values({ classifierId, name: value.name, position });
    }
  }

  // ---- Reads after a write, locks and helpers ----

  private async group(id: number): Promise<CatalogGroup> {
    const rows = await this.db.select().from(catalogGroups).where(eq(catalogGroups.id, id));
    const [group] = await this.catalog.presentGroups(rows);
    return group!;
  }

  private async region(id: number): Promise<CatalogRegion> {
    return (await this.catalog.regions()).find((region) => region.id === id)!;
  }

  private async classifier(id: number): Promise<CatalogClassifier> {
    return (await this.catalog.classifiers()).find((classifier) => classifier.id === id)!;
  }

  private async lockGroup(id: number) {
    const [group] = await this.db.select().from(catalogGroups).where(eq(catalogGroups.id, id)).for('update');
    if (!group) throw notFound(CATALOG_TEXTS.groupNotFound);
    return group;
  }

  private async lockRegion(id: number) {
    const [region] = await this.db
      .select()
      .from(catalogRegions)
      .where(eq(catalogRegions.id, id))
      .for('update');
    if (!region) throw notFound(CATALOG_TEXTS.regionNotFound);
    return region;
  }

  /** A picture must be one the editor may publish (their upload or a shared file); it is shared with all. */
  private async useImage(actor: AuthUser, imageId: number | null): Promise<void> {
    if (imageId === null) return;
    const usable = await this.files.findUsable(actor, [imageId], this.db);
    if (usable.length === 0) throw fieldError('image_id', CATALOG_TEXTS.badImage);
    await this.files.share(this.db, [imageId]);
  }

  private async nextPosition(column: PgColumn) {
    const [row] = await this.db.select({ top: max(column) }).from(column.table as typeof catalogGroups);
    return (Number(row?.top) || 0) + 1;
  }
}
