import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Card } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { placeholdersOf, type PreparedReads } from '../../platform/db/prepared.ts';
import {
  countTotalPrepared,
  pageOffset,
  paginated,
  type PageRequest,
} from '../../platform/http/pagination.ts';
import { charges, companies, structures } from '../organisation/organisation.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { visibleTo } from '../requests/requests.queries.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { bpCards } from './cards.schema.ts';

const responsible = alias(users, 'responsible');

/** One select of an order with its author, responsible person, company, office and charge code. */
function selectCards(db: Db) {
  return db
    .select({
      request: bpRequests,
      card: bpCards,
      author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
      responsible: {
        id: responsible.id,
        lastName: responsible.lastName,
        name: responsible.name,
        patronymic: responsible.patronymic,
      },
      companyName: companies.name,
      officeName: structures.name,
      chargeTitle: charges.title,
    })
    .from(bpCards)
    .innerJoin(bpRequests, eq(bpRequests.id, bpCards.requestId))
    .innerJoin(users, eq(users.id, bpRequests.authorId))
    .leftJoin(responsible, eq(responsible.id, bpRequests.responsibleUserId))
    .leftJoin(companies, eq(companies.id, bpCards.companyId))
    .leftJoin(structures, eq(structures.id, bpCards.addressId))
    .leftJoin(charges, eq(charges.id, bpCards.chargeId));
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['execute']>>[number];

const ref = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function toCard(catalog: Catalog, row: CardRow): Card {
  const { request, card } = row;
  const type = catalog.processes.get(request.typeId)!.type;
  return {
    id: request.id,
    type_id: request.typeId,
    kind: type.kind,
    type_name: type.name,
    status: catalog.statuses.get(request.statusId)!,
    author: { id: row.author.id, full_name: fullName(row.author) },
    responsible_user: row.responsible
      ? { id: row.responsible.id, full_name: fullName(row.responsible) }
      : null,
    title: request.title,
    status_entered_at: request.statusEnteredAt.toISOString(),
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    card_type: card.cardType,
    user_id: card.userId,
    company: ref(card.companyId, row.companyName),
    lang: card.lang,
    league_logo: card.leagueLogo,
    orientation: card.orientation,
    color: card.color,
    last_name: card.lastName,
    first_name: card.firstName,
    middle_name: card.middleName,
    last_name_en: card.lastNameEn,
    first_name_en: card.firstNameEn,
    work_position: card.workPosition,
    work_position_en: card.workPositionEn,
    phone_ext: card.phoneExt,
    is_qr: card.isQr,
    phone_mobile: card.phoneMobile,
    email: card.email,
    address: ref(card.addressId, row.officeName),
    count: card.count,
    price: card.price,
    urgent: card.urgent,
    charge: ref(card.chargeId, row.chargeTitle),
    comment: card.comment,
    assistant_comment: card.assistantComment,
  };
}

export async function findCard(db: Db, catalog: Catalog, id: number): Promise<Card | null> {
  const [row] = await selectCards(db).where(and(eq(bpCards.requestId, id), isNull(bpRequests.deletedAt)));
  return row ? toCard(catalog, row) : null;
}

/**
 * A page of orders, newest first, through bp_requests_type_idx: what `viewerId` sees (the engine's `visibleTo`;
 * null for the assistants' desk: every order), `statusId` narrows to one status. Its count and page are
 * prepared reads (platform/db/prepared.ts: building the select of an order with its five joins costs about as
 * much as running it); the processes and whether a viewer and a status are given are in the statement's name.
 */
export async function listCards(
  db: Db,
  prepared: PreparedReads,
  catalog: Catalog,
  filter: { typeIds: number[]; viewerId: number | null; statusId?: number },
  page: PageRequest,
) {
  const { typeIds, viewerId, statusId } = filter;
  const shape = `${typeIds.join(',')}:${viewerId === null ? '-' : '+'}${statusId ? '+' : '-'}`;
  const values = { viewerId: viewerId ?? 0, statusId: statusId ?? 0 };
  const where = (v: typeof values) =>
    and(
      inArray(bpRequests.typeId, typeIds),
      isNull(bpRequests.deletedAt),
      viewerId === null ? undefined : visibleTo(db, v.viewerId),
      statusId ? eq(bpRequests.statusId, v.statusId) : undefined,
    )!;
  const total = await countTotalPrepared(
    db,
    prepared,
    `cards-count:${shape}`,
    (v) =>
      db
        .select({ one: sql`1` })
        .from(bpRequests)
        .where(where(v)),
    values,
  );
  const paged = { ...values, limit: page.per_page, offset: pageOffset(page) };
  const rows = await prepared.run(
    `cards-page:${shape}`,
    () => {
      const v = placeholdersOf(paged);
      return selectCards(db)
        .where(where(v))
        .orderBy(desc(bpRequests.createdAt), desc(bpRequests.id))
        .limit(v.limit)
        .offset(v.offset);
    },
    paged,
  );
  return paginated(
    rows.map((row) => toCard(catalog, row)),
    total,
    page,
    '/api/bp_cards',
  );
}
