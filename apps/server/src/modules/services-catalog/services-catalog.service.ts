import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { groupBy } from '@intranet/contracts';
import {
  CATALOG_PROPOSAL_TYPE_CODE,
  CATALOG_TEXTS,
  type CatalogClassifier,
  type CatalogContact,
  type CatalogGroup,
  type CatalogGroupWithServices,
  type CatalogLikeResult,
  type CatalogProposal,
  type CatalogProposalBody,
  type CatalogRegion,
  type CatalogServiceDetails,
  type RegionKind,
} from '@intranet/contracts/services-catalog/services-catalog';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { countTotal, pageOffset, paginated } from '../../platform/http/pagination.ts';
import { conflict, notFound } from '../../platform/http/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import type { RequestsService } from '../requests/requests.service.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { editCatalog } from './services-catalog.policy.ts';
import {
  likedBy,
  presentServices,
  SERVICE_ORDER,
  serviceFilters,
  type ServicesQuery,
} from './services-catalog.queries.ts';
import {
  catalogClassifiers,
  catalogClassifierValues,
  catalogGroups,
  catalogRegions,
  catalogServiceContacts,
  catalogServiceGroups,
  catalogServiceLikes,
  catalogServices,
} from './services-catalog.schema.ts';

/**
 * The catalogue as people use it (docs/modules/services-catalog.md): its groups, regions and classifiers, the
 * search of services, one service, likes and proposals. Editing is CatalogAdminService's.
 */
export class ServicesCatalogService {
  constructor(
    private readonly db: Db,
    private readonly requests: RequestsService,
    private readonly files: FilesService,
  ) {}

  /** Countries in their order, each followed by its cities. */
  async regions(): Promise<CatalogRegion[]> {
    const rows = await this.db.select().from(catalogRegions).orderBy(asc(catalogRegions.position));
    const countries = rows.filter((row) => row.parentId === null);
    const toRegion = (row: (typeof rows)[number]): CatalogRegion => ({
      id: row.id,
      name: row.name,
      kind: row.kind as RegionKind,
      parent_id: row.parentId,
      position: row.position,
    });
    return countries.flatMap((country) => [
      toRegion(country),
      ...rows.filter((row) => row.parentId === country.id).map(toRegion),
    ]);
  }

  async classifiers(): Promise<CatalogClassifier[]> {
    const [classifiers, values] = await Promise.all([
      this.db
        .select()
        .from(catalogClassifiers)
        .orderBy(asc(catalogClassifiers.position), asc(catalogClassifiers.id)),
      this.db
        .select()
        .from(catalogClassifierValues)
        .orderBy(asc(catalogClassifierValues.position), asc(catalogClassifierValues.id)),
    ]);
    return classifiers.map((classifier) => ({
      id: classifier.id,
      name: classifier.name,
      position: classifier.position,
      values: values
        .filter((value) => value.classifierId === classifier.id)
        .map((value) => ({ id: value.id, name: value.name })),
    }));
  }

  /** The groups in position order, each with its services in the catalogue's order. */
  async groupsWithServices(actor: AuthUser): Promise<CatalogGroupWithServices[]> {
    const [groups, rows, links] = await Promise.all([
      this.db.select().from(catalogGroups).orderBy(asc(catalogGroups.position), asc(catalogGroups.id)),
      this.db
        .select()
        .from(catalogServices)
        .orderBy(...SERVICE_ORDER),
      this.db.select().from(catalogServiceGroups),
    ]);
    const services = await presentServices(this.db, actor.id, rows);
    const presented = await this.presentGroups(groups);
    const byId = new Map(services.map((service) => [service.id, service]));
    const linksOf = groupBy(links, (link) => link.groupId);
    // Links come in no order; the group shows its services in the catalogue's order.
    const order = new Map(services.map((service, index) => [service.id, index]));
    return presented.map((group) => ({
      ...group,
      services: (linksOf.get(group.id) ?? [])
        .map((link) => link.serviceId)
        .sort((a, b) => order.get(a)! - order.get(b)!)
        .map((id) => byId.get(id)!),
    }));
  }

  async presentGroups(groups: (typeof catalogGroups.$inferSelect)[]): Promise<CatalogGroup[]> {
    const images = new Map(
      (await this.files.findInfos(groups.flatMap((group) => (group.imageId ? [group.imageId] : [])))).map(
        (info) => [info.id, { id: info.id, url: info.url, preview_url: info.previews?.[0]?.url ?? info.url }],
      ),
    );
    return groups.map((group) => ({
      id: group.id,
      name: group.name,
      description: group.description,
      image_id: group.imageId,
      image: group.imageId ? (images.get(group.imageId) ?? null) : null,
      position: group.position,
      updated_at: group.updatedAt.toISOString(),
    }));
  }

  /** GET services: the search, a page in the catalogue's order. */
  async services(actor: AuthUser, query: ServicesQuery) {
    const where = serviceFilters(actor.id, query);
    const rows = await this.db
      .select()
      .from(catalogServices)
      .where(where)
      .orderBy(...(query.liked_first ? [desc(likedBy(actor.id)), ...SERVICE_ORDER] : SERVICE_ORDER))
      .limit(query.per_page)
      .offset(pageOffset(query));
    const total = await countTotal(
      this.db,
      this.db.select({ id: catalogServices.id }).from(catalogServices).where(where),
    );
    return paginated(
      await presentServices(this.db, actor.id, rows),
      total,
      query,
      '/api/services_catalog/services',
    );
  }

  /** GET services/get_liked: the caller's favourites (a person likes a handful; the list is not paged). */
  async liked(actor: AuthUser) {
    const rows = await this.db
      .select()
      .from(catalogServices)
      .where(likedBy(actor.id))
      .orderBy(...SERVICE_ORDER);
    return presentServices(this.db, actor.id, rows);
  }

  async one(actor: AuthUser, id: number): Promise<CatalogServiceDetails> {
    const row = await this.findService(id);
    if (!row) throw notFound(CATALOG_TEXTS.serviceNotFound);
    const [[service], contacts] = await Promise.all([
      presentServices(this.db, actor.id, [row]),
      this.contacts(id),
    ]);
    const may = editCatalog.allows(actor, undefined);
    return {
      ...service!,
      full_description: row.fullDescription,
      contacts,
      abilities: { update: may, delete: may },
    };
  }

  /** The public lookup before a catalogue path leaves for the external site: minimal fields, no person data. */
  async publicOne(id: number) {
    const row = await this.findService(id);
    if (!row) throw notFound(CATALOG_TEXTS.serviceNotFound);
    const groups = await this.db
      .select({ groupId: catalogServiceGroups.groupId })
      .from(catalogServiceGroups)
      .where(eq(catalogServiceGroups.serviceId, id))
      .orderBy(asc(catalogServiceGroups.groupId));
    return { id: row.id, name: row.name, groups_ids: groups.map((group) => group.groupId) };
  }

  /**
   * Like (favourite) a service: one like per person, a second one changes nothing. The count moves only when
   * the like row was written, in the same transaction, so parallel likes by one person count once.
   */
  async like(actor: AuthUser, id: number): Promise<CatalogLikeResult> {
    return this.db.transaction(async () => {
      await this.lockService(id);
      const added = await this.db
        .insert(catalogServiceLikes)
        .values({ serviceId: id, userId: actor.id })
        .onConflictDoNothing()
        .returning({ serviceId: catalogServiceLikes.serviceId });
      return this.moveCount(id, added.length, true);
    });
  }

  /** Remove one's like; without a like nothing changes. */
  async unlike(actor: AuthUser, id: number): Promise<CatalogLikeResult> {
    return this.db.transaction(async () => {
      await this.lockService(id);
      const removed = await this.db
        .delete(catalogServiceLikes)
        .where(and(eq(catalogServiceLikes.serviceId, id), eq(catalogServiceLikes.userId, actor.id)))
        .returning({ serviceId: catalogServiceLikes.serviceId });
      return this.moveCount(id, -removed.length, false);
    });
  }

  /**
   * POST proposals: a request of the engine's 'custom' process `catalog_proposal`, routed to the department
   * «Владельцы каталога»; the author follows it in «Мои заявки».
   */
  async propose(actor: AuthUser, body: Required<CatalogProposalBody>): Promise<CatalogProposal> {
    const catalog = await this.requests.catalog.get();
    const process = [...catalog.processes.values()].find(
      (candidate) => candidate.type.code === CATALOG_PROPOSAL_TYPE_CODE,
    );
    if (!process) throw conflict(CATALOG_TEXTS.proposalsClosed);
    const title = `Новый сервис: ${body.name}`.slice(0, 200);
    const id = await this.requests.createOwn(
      actor,
      {
        type_id: process.type.id,
        title,
        data: { name: body.name, description: body.description, why: body.why },
      },
      'custom',
    );
    const request = await this.requests.one(actor, id);
    return {
      request_id: id,
      title: request.title,
      status: { code: request.status.code, name: request.status.name },
    };
  }

  private async findService(id: number) {
    const [row] = await this.db.select().from(catalogServices).where(eq(catalogServices.id, id)).limit(1);
    return row ?? null;
  }

  /** Locks the service's row against a parallel delete; a missing service is a 404. */
  private async lockService(id: number): Promise<void> {
    const [row] = await this.db
      .select({ id: catalogServices.id })
      .from(catalogServices)
      .where(eq(catalogServices.id, id))
      .for('no key update');
    if (!row) throw notFound(CATALOG_TEXTS.serviceNotFound);
  }

  private async moveCount(id: number, delta: number, liked: boolean): Promise<CatalogLikeResult> {
    const [row] = await this.db
      .update(catalogServices)
      .set({ likesCount: sql`greatest(${catalogServices.likesCount} + ${delta}, 0)` })
      .where(eq(catalogServices.id, id))
      .returning({ likesCount: catalogServices.likesCount });
    return { id, is_liked: liked, likes_count: row!.likesCount };
  }

  private async contacts(serviceId: number): Promise<CatalogContact[]> {
    const rows = await this.db
      .select({
        contact: catalogServiceContacts,
        user: {
          id: users.id,
          lastName: users.lastName,
          name: users.name,
          patronymic: users.patronymic,
          workPosition: users.workPosition,
        },
      })
      .from(catalogServiceContacts)
      .leftJoin(users, eq(users.id, catalogServiceContacts.userId))
      .where(eq(catalogServiceContacts.serviceId, serviceId))
      .orderBy(asc(catalogServiceContacts.position), asc(catalogServiceContacts.id));
    return rows.map(({ contact, user }) => {
      const person = user?.id
        ? { id: user.id, full_name: fullName(user), work_position: user.workPosition }
        : null;
      return {
        id: contact.id,
        user: person,
        name: person?.full_name ?? contact.name ?? '',
        meta: { role: contact.role, phone: contact.phone, email: contact.email, chat_link: contact.chatLink },
      };
    });
  }
}

/** The ids among `ids` that are rows of `table` (checks of the ids an editor sent). */
export async function existingIds(
  db: Db,
  table: typeof catalogGroups | typeof catalogRegions | typeof catalogClassifierValues,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((row) => row.id));
}
