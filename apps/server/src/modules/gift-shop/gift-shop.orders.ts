import { and, eq, inArray, isNull } from 'drizzle-orm';
import { BP_HISTORY_KIND, BP_TEXTS, STRUCTURE_LEVEL } from '@intranet/contracts';
import {
  GIFT_ORDER_PROCESS_CODE,
  GIFT_POINTS_CURRENCY,
  GIFT_SHOP_TEXTS,
  type GiftOrderCreate,
  type GiftOrderDetails,
  type GiftOrderOperation,
  type GiftOrderStatus,
} from '@intranet/contracts/gift-shop/gift-shop';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { PageRequest } from '../../platform/http/pagination.ts';
import { recordWorkflowHistory } from '../../platform/workflow/workflow-history.ts';
import type { FilesService } from '../files/files.service.ts';
import { structures } from '../organisation/organisation.schema.ts';
import type { PointsService } from '../points/points.service.ts';
import type { Catalog } from '../requests/requests.catalog.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import type { FieldChanges, RequestsService } from '../requests/requests.service.ts';
import { lockRequests, type StatusEntryHook } from '../requests/requests.workflow.ts';
import type { GiftCatalogueService } from './gift-shop.catalogue.ts';
import { changeOrder, deleteOrder, isNewOrder, operateShop } from './gift-shop.policy.ts';
import { findOrder, listOrders, ordererOf } from './gift-shop.queries.ts';
import { giftOrderItems, giftOrders } from './gift-shop.schema.ts';
import { releaseItems, reserveItems, type ItemRequest } from './gift-shop.stock.ts';

/** The key of the points an order in «Баллы» takes on confirm (its refund names the same key). */
export const debitKeyOf = (orderId: number) => `gift_order:${orderId}:debit`;

/**
 * Gift orders (docs/modules/gift-shop.md): requests of the engine's `gift_order` process with their office,
 * currency and lines in gift_orders and gift_order_items. The engine keeps the status, the route, the history,
 * the assignees (the operators) and the notifications; this service adds the stock and the points.
 */
export class GiftOrdersService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly requests: RequestsService,
    private readonly files: FilesService,
    private readonly catalogue: GiftCatalogueService,
  ) {}

  /** POST /orders: the order and its stock reservation in the request's transaction. */
  async create(actor: AuthUser, body: GiftOrderCreate & { product_items: ItemRequest[] }) {
    const currencies = await this.catalogue.currencies(actor);
    if (!currencies.some((currency) => currency.code === body.currency))
      throw fieldError('currency', GIFT_SHOP_TEXTS.currencyUnavailable);
    const process = await this.process();
    const orderer = await ordererOf(this.db, actor.id);
    const id = await this.requests.createOwn(
      actor,
      { type_id: process.type.id, title: 'Заказ подарков', data: {}, responsible_user_id: null },
      'order',
      async (requestId) => {
        const [office] = await this.db
          .select({ id: structures.id })
          .from(structures)
          .where(and(eq(structures.id, body.office_id), eq(structures.level, STRUCTURE_LEVEL.office)));
        if (!office) throw fieldError('office_id', GIFT_SHOP_TEXTS.officeNotFound);
        await this.db.insert(giftOrders).values({
          requestId,
          officeId: body.office_id,
          currency: body.currency,
          comment: body.comment || null,
        });
        await reserveItems(
          this.db,
          { requestId, officeId: body.office_id, currency: body.currency },
          orderer,
          body.product_items,
        );
      },
    );
    return this.one(actor, id);
  }

  /**
   * GET /orders/{id}: the order with the engine's buttons and history. The engine shows it to its author, to
   * whoever acted on it, and to the shop's operators, whose desk kind orders are (DESK_KINDS_BY_ROLE).
   */
  async one(actor: AuthUser, id: number): Promise<GiftOrderDetails> {
    const catalog = await this.requests.catalog.get();
    const order = await findOrder(this.db, this.files, catalog, id);
    if (!order) throw notFound(GIFT_SHOP_TEXTS.orderNotFound);
    const subject = { authorId: order.author.id, statusCode: order.status.code };
    const engine = await this.requests.one(actor, id);
    return {
      ...order,
      assignees: engine.assignees,
      abilities: engine.abilities,
      actions: engine.actions,
      can_edit: changeOrder.allows(actor, subject) && isNewOrder(subject),
      can_delete: deleteOrder.allows(actor, subject) && isNewOrder(subject),
      history: await this.requests.history(actor, id),
    };
  }

  /** GET /orders: the person's own orders. */
  async mine(actor: AuthUser, query: PageRequest & { status?: GiftOrderStatus }) {
    const catalog = await this.requests.catalog.get();
    return listOrders(
      this.db,
      this.files,
      catalog,
      { authorId: actor.id, statusId: statusIdOf(catalog, query.status) },
      query,
      '/api/orders',
    );
  }

  /** GET /orders/all: every order (the shop's operators). */
  async all(actor: AuthUser, query: PageRequest & { status?: GiftOrderStatus }) {
    authorize(actor, operateShop);
    const catalog = await this.requests.catalog.get();
    return listOrders(
      this.db,
      this.files,
      catalog,
      { authorId: null, statusId: statusIdOf(catalog, query.status) },
      query,
      '/api/orders/all',
    );
  }

  /**
   * PATCH /orders/{id}: the new lines, by the author while the order is new (403 for anyone else, 409 once
   * it moved on or for a stale `updated_at`); the stock follows in the same transaction.
   */
  async edit(actor: AuthUser, id: number, body: { product_items: ItemRequest[]; updated_at?: string }) {
    const catalog = await this.requests.catalog.get();
    const before = await this.requireOrder(id);
    const orderer = await ordererOf(this.db, actor.id);
    // Without `updated_at` the caller asks for no version check: the version the engine compares is the current.
    const seen = body.updated_at ?? before.updatedAt.toISOString();
    await this.requests.editOwn(
      actor,
      id,
      seen,
      async (row) => {
        if (!isNewOrder({ authorId: row.authorId, statusCode: catalog.statuses.get(row.statusId)!.code }))
          throw conflict(GIFT_SHOP_TEXTS.notNew);
        const { before: was, after } = await reserveItems(
          this.db,
          { requestId: id, officeId: before.officeId, currency: before.currency },
          orderer,
          body.product_items,
        );
        const changes: FieldChanges = {};
        if (JSON.stringify(was) !== JSON.stringify(after)) changes.product_items = { before: was, after };
        return changes;
      },
      (context) => changeOrder.allows(actor, { authorId: context.request.authorId, statusCode: '' }),
    );
    return this.one(actor, id);
  }

  /** DELETE /orders/{id}: the author's new order leaves (soft, with its history) and gives its stock back. */
  async remove(actor: AuthUser, id: number): Promise<void> {
    const catalog = await this.requests.catalog.get();
    await this.one(actor, id);
    await this.db.transaction(async () => {
      const [row] = await lockRequests(this.db, [id]);
      if (!row) throw notFound(GIFT_SHOP_TEXTS.orderNotFound);
      const status = catalog.statuses.get(row.statusId)!;
      const subject = { authorId: row.authorId, statusCode: status.code };
      authorize(actor, deleteOrder, subject);
      if (!isNewOrder(subject)) throw conflict(GIFT_SHOP_TEXTS.notNew);
      await releaseItems(this.db, id);
      await this.db.update(bpRequests).set({ deletedAt: this.clock.now() }).where(eq(bpRequests.id, id));
      await recordWorkflowHistory(this.db, BP_HISTORY_KIND, [
        { recordId: id, fromStatus: status.code, toStatus: status.code, action: 'delete', actor },
      ]);
    });
  }

  /**
   * POST /orders/{id}/{operation}: the engine's transition (its 403, 409 and required comment); the stock
   * and the points move in its transaction through `statusEntryHook`.
   */
  async operate(
    actor: AuthUser,
    id: number,
    operation: GiftOrderOperation,
    body: { comment?: string | null; updated_at?: string },
  ) {
    await this.requireOrder(id);
    await this.requests.transition(actor, id, operation, body);
    return this.one(actor, id);
  }

  private async process() {
    const catalog = await this.requests.catalog.get();
    const process = [...catalog.processes.values()].find((p) => p.type.code === GIFT_ORDER_PROCESS_CODE);
    if (!process) throw notFound(BP_TEXTS.typeNotFound);
    return process;
  }

  private async requireOrder(id: number) {
    const [row] = await this.db
      .select({
        officeId: giftOrders.officeId,
        currency: giftOrders.currency,
        updatedAt: bpRequests.updatedAt,
      })
      .from(giftOrders)
      .innerJoin(bpRequests, eq(bpRequests.id, giftOrders.requestId))
      .where(and(eq(giftOrders.requestId, id), isNull(bpRequests.deletedAt)));
    if (!row) throw notFound(GIFT_SHOP_TEXTS.orderNotFound);
    return row;
  }
}

function statusIdOf(catalog: Catalog, code: GiftOrderStatus | undefined): number | null {
  return code ? (catalog.byCode.get(code)?.id ?? null) : null;
}

/**
 * The engine's hook for gift orders, in the transaction of each step: confirm takes the author's points for an
 * order in «Баллы»; deny and cancel give the stock back and return those points.
 */
export function giftOrderStatusHook(deps: { db: Db; points: PointsService }): StatusEntryHook {
  const { db, points } = deps;
  return async ({ requestIds, action }) => {
    if (action !== 'confirm' && action !== 'deny' && action !== 'cancel') return;
    const orders = await db
      .select({
        requestId: giftOrders.requestId,
        currency: giftOrders.currency,
        authorId: bpRequests.authorId,
      })
      .from(giftOrders)
      .innerJoin(bpRequests, eq(bpRequests.id, giftOrders.requestId))
      .where(inArray(giftOrders.requestId, requestIds));
    for (const order of orders) {
      const inPoints = order.currency === GIFT_POINTS_CURRENCY;
      if (action === 'confirm') {
        if (!inPoints) continue;
        const lines = await db
          .select({ quantity: giftOrderItems.quantity, price: giftOrderItems.price })
          .from(giftOrderItems)
          .where(eq(giftOrderItems.requestId, order.requestId));
        const amount = lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
        if (amount > 0)
          await points.debit({
            userId: order.authorId,
            amount,
            key: debitKeyOf(order.requestId),
            reason: GIFT_SHOP_TEXTS.pointsReason(order.requestId),
          });
        continue;
      }
      await releaseItems(db, order.requestId);
      if (inPoints)
        await points.refund(debitKeyOf(order.requestId), GIFT_SHOP_TEXTS.pointsRefundReason(order.requestId));
    }
  };
}
