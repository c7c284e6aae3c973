import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { GiftImage, GiftOrder, GiftOrderItem } from '@intranet/contracts/gift-shop/gift-shop';
import type { Db } from '../../platform/db/database.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import type { FilesService } from '../files/files.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { giftGroups, giftOrderItems, giftOrders, giftProducts } from './gift-shop.schema.ts';

/** The person ordering as the groups' openness sees them: their company and office. */
export interface Orderer {
  companyId: number | null;
  officeId: number | null;
}

export async function ordererOf(db: Db, userId: number): Promise<Orderer> {
  const [row] = await db
    .select({ companyId: users.companyId, officeId: users.officeId })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { companyId: null, officeId: null };
}

/** Whether a group is open to the person: each of its lists is empty (everyone) or holds theirs. */
export function groupOpenTo(orderer: Orderer): SQL<boolean> {
  const holds = (column: SQL, id: number | null) =>
    id === null
      ? sql`cardinality(${column}) = 0`
      : sql`(cardinality(${column}) = 0 or ${id}::integer = any(${column}))`;
  return sql<boolean>`(${holds(sql`${giftGroups.companyIds}`, orderer.companyId)} and ${holds(
    sql`${giftGroups.officeIds}`,
    orderer.officeId,
  )})`.mapWith(Boolean);
}

/** Pictures as the wire shows them: the upload and its smallest preview. */
export async function giftImages(
  files: FilesService,
  ids: (number | null)[],
): Promise<Map<number, GiftImage>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const infos = wanted.length ? await files.findInfos(wanted) : [];
  return new Map(
    infos.map((info) => [
      info.id,
      { id: info.id, url: info.url, preview_url: info.previews?.[0]?.url ?? info.url },
    ]),
  );
}

function selectOrders(db: Db) {
  return db
    .select({
      request: bpRequests,
      order: giftOrders,
      author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
      officeName: structures.name,
    })
    .from(giftOrders)
    .innerJoin(bpRequests, eq(bpRequests.id, giftOrders.requestId))
    .innerJoin(users, eq(users.id, bpRequests.authorId))
    .innerJoin(structures, eq(structures.id, giftOrders.officeId));
}

type OrderRow = Awaited<ReturnType<ReturnType<typeof selectOrders>['execute']>>[number];

/** The orders of the rows with their lines (one read of the lines for the page). */
async function present(
  db: Db,
  files: FilesService,
  catalog: Catalog,
  rows: OrderRow[],
): Promise<GiftOrder[]> {
  const ids = rows.map((row) => row.request.id);
  const lines = ids.length
    ? await db
        .select({
          requestId: giftOrderItems.requestId,
          productId: giftOrderItems.productId,
          quantity: giftOrderItems.quantity,
          price: giftOrderItems.price,
          name: giftProducts.name,
          imageId: giftProducts.imageId,
        })
        .from(giftOrderItems)
        .innerJoin(giftProducts, eq(giftProducts.id, giftOrderItems.productId))
        .where(inArray(giftOrderItems.requestId, ids))
        .orderBy(asc(giftOrderItems.requestId), asc(giftProducts.name))
    : [];
  const images = await giftImages(
    files,
    lines.map((line) => line.imageId),
  );
  const itemsOf = new Map<number, GiftOrderItem[]>();
  for (const line of lines) {
    const items = itemsOf.get(line.requestId) ?? [];
    items.push({
      product_id: line.productId,
      name: line.name,
      image: line.imageId ? (images.get(line.imageId) ?? null) : null,
      quantity: line.quantity,
      price: line.price,
      amount: line.price * line.quantity,
    });
    itemsOf.set(line.requestId, items);
  }
  return rows.map(({ request, order, author, officeName }) => {
    const type = catalog.processes.get(request.typeId)!.type;
    const items = itemsOf.get(request.id) ?? [];
    return {
      id: request.id,
      type_id: request.typeId,
      kind: type.kind,
      type_name: type.name,
      status: catalog.statuses.get(request.statusId)!,
      author: { id: author.id, full_name: fullName(author) },
      responsible_user: null,
      title: request.title,
      status_entered_at: request.statusEnteredAt.toISOString(),
      created_at: request.createdAt.toISOString(),
      updated_at: request.updatedAt.toISOString(),
      office: { id: order.officeId, name: officeName },
      currency: order.currency,
      items,
      total: items.reduce((sum, item) => sum + item.amount, 0),
      comment: order.comment,
    };
  });
}

export async function findOrder(
  db: Db,
  files: FilesService,
  catalog: Catalog,
  id: number,
): Promise<GiftOrder | null> {
  const rows = await selectOrders(db).where(and(eq(giftOrders.requestId, id), isNull(bpRequests.deletedAt)));
  const [order] = await present(db, files, catalog, rows);
  return order ?? null;
}

/** A page of orders, newest first: the author's own (`authorId`) or every order (the operators). */
export async function listOrders(
  db: Db,
  files: FilesService,
  catalog: Catalog,
  filter: { authorId: number | null; statusId: number | null },
  page: PageRequest,
  basePath: string,
) {
  const where = and(
    isNull(bpRequests.deletedAt),
    filter.authorId === null ? undefined : eq(bpRequests.authorId, filter.authorId),
    filter.statusId === null ? undefined : eq(bpRequests.statusId, filter.statusId),
  );
  const total = await countTotal(
    db,
    db
      .select({ one: sql`1` })
      .from(giftOrders)
      .innerJoin(bpRequests, eq(bpRequests.id, giftOrders.requestId))
      .where(where),
  );
  const rows = await selectOrders(db)
    .where(where)
    .orderBy(desc(bpRequests.createdAt), desc(bpRequests.id))
    .limit(page.per_page)
    .offset(pageOffset(page));
  return paginated(await present(db, files, catalog, rows), total, page, basePath);
}
