import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { STRUCTURE_LEVEL } from '@intranet/contracts';
import {
  GIFT_CURRENCIES,
  GIFT_CURRENCY_CODES,
  GIFT_POINTS_CURRENCY,
  GIFT_SHOP_TEXTS,
  type GiftCurrencyInfo,
  type GiftGroup,
  type GiftGroupInput,
  type GiftProduct,
  type GiftProductInput,
  type GiftShopOptions,
  type GiftStock,
} from '@intranet/contracts/gift-shop/gift-shop';
import type { AuthUser } from '../../platform/auth/guard.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { Db } from '../../platform/db/database.ts';
import { isImageMime } from '../../platform/files/images.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { countTotal, pageOffset, paginated, type PageRequest } from '../../platform/http/pagination.ts';
import type { FilesService } from '../files/files.service.ts';
import { companies, structures } from '../organisation/organisation.schema.ts';
import type { PointsService } from '../points/points.service.ts';
import { operateShop } from './gift-shop.policy.ts';
import { giftImages, groupOpenTo, ordererOf, type Orderer } from './gift-shop.queries.ts';
import { giftGroups, giftProductPrices, giftProducts, giftStock } from './gift-shop.schema.ts';
import { writeStock } from './gift-shop.stock.ts';

type ProductsQuery = PageRequest & { group_id?: number; office_id?: number };

const byName = (column: SQL | typeof structures.name) => sql`${column} collate "und-x-icu"`;

/**
 * The shop's catalogue (docs/modules/gift-shop.md): the currencies, the groups and products a person may order
 * with the stock at their office, and the operators' keeping of groups, products and stock.
 */
export class GiftCatalogueService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly points: PointsService,
  ) {}

  /** GET /currencies: the four money currencies, and «Баллы» when the person's company uses points. */
  async currencies(actor: AuthUser): Promise<GiftCurrencyInfo[]> {
    const points = await this.points.enabledFor(actor.id);
    return GIFT_CURRENCY_CODES.filter((code) => code !== GIFT_POINTS_CURRENCY || points).map((code) => ({
      code,
      ...GIFT_CURRENCIES[code],
      is_points: code === GIFT_POINTS_CURRENCY,
    }));
  }

  async options(actor: AuthUser): Promise<GiftShopOptions> {
    const [orderer, offices] = await Promise.all([ordererOf(this.db, actor.id), this.offices()]);
    return {
      offices,
      my_office_id: orderer.officeId,
      my_company_id: orderer.companyId,
      can_operate: operateShop.allows(actor),
    };
  }

  private offices() {
    return this.db
      .select({ id: structures.id, name: structures.name })
      .from(structures)
      .where(eq(structures.level, STRUCTURE_LEVEL.office))
      .orderBy(byName(structures.name));
  }

  /** GET /groups/available: the groups open to the person with live products, in their position. */
  async availableGroups(actor: AuthUser): Promise<GiftGroup[]> {
    return this.groupsWhere(groupOpenTo(await ordererOf(this.db, actor.id)), true);
  }

  /** GET /gift-shop/groups: every group (operators). */
  async allGroups(actor: AuthUser): Promise<GiftGroup[]> {
    authorize(actor, operateShop);
    return this.groupsWhere(undefined, false);
  }

  private async groupsWhere(where: SQL | undefined, onSale: boolean): Promise<GiftGroup[]> {
    const live = and(
      eq(giftProducts.groupId, giftGroups.id),
      isNull(giftProducts.deletedAt),
      onSale ? eq(giftProducts.isActive, true) : undefined,
    );
    const rows = await this.db
      .select({
        group: giftGroups,
        products: sql<number>`(select count(*)::int from ${giftProducts} where ${live})`.mapWith(Number),
      })
      .from(giftGroups)
      .where(and(where, isNull(giftGroups.deletedAt)))
      .orderBy(asc(giftGroups.position), byName(sql`${giftGroups.name}`), asc(giftGroups.id));
    const refIds = rows.flatMap(({ group }) => [...group.companyIds, ...group.officeIds]);
    const [images, companyRows, officeRows] = await Promise.all([
      giftImages(
        this.files,
        rows.map(({ group }) => group.imageId),
      ),
      refIds.length
        ? this.db
            .select({ id: companies.id, name: companies.name })
            .from(companies)
            .where(inArray(companies.id, refIds))
        : [],
      refIds.length
        ? this.db
            .select({ id: structures.id, name: structures.name })
            .from(structures)
            .where(inArray(structures.id, refIds))
        : [],
    ]);
    const refs = (ids: number[], named: { id: number; name: string }[]) =>
      ids.flatMap((id) => named.filter((row) => row.id === id));
    return rows
      .filter(({ products }) => !onSale || products > 0)
      .map(({ group, products }) => ({
        id: group.id,
        name: group.name,
        position: group.position,
        image: group.imageId ? (images.get(group.imageId) ?? null) : null,
        companies: refs(group.companyIds, companyRows),
        offices: refs(group.officeIds, officeRows),
        product_count: products,
      }));
  }

  /** GET /services: the products on sale in the groups open to the person, with the stock at an office. */
  async products(actor: AuthUser, query: ProductsQuery) {
    const orderer = await ordererOf(this.db, actor.id);
    const where = and(groupOpenTo(orderer), eq(giftProducts.isActive, true));
    return this.productPage(where, query, query.office_id ?? orderer.officeId, '/api/services');
  }

  /** GET /gift-shop/products: every live product, withdrawn ones too (operators). */
  async allProducts(actor: AuthUser, query: ProductsQuery) {
    authorize(actor, operateShop);
    const orderer = await ordererOf(this.db, actor.id);
    return this.productPage(undefined, query, query.office_id ?? orderer.officeId, '/api/gift-shop/products');
  }

  private async productPage(
    where: SQL | undefined,
    query: ProductsQuery,
    officeId: number | null,
    basePath: string,
  ) {
    const filter = and(
      where,
      isNull(giftProducts.deletedAt),
      query.group_id ? eq(giftProducts.groupId, query.group_id) : undefined,
    );
    const from = () =>
      this.db
        .select({ id: giftProducts.id })
        .from(giftProducts)
        .innerJoin(giftGroups, eq(giftGroups.id, giftProducts.groupId))
        .where(and(filter, isNull(giftGroups.deletedAt)));
    const total = await countTotal(this.db, from());
    const ids = await from()
      .orderBy(
        asc(giftGroups.position),
        asc(giftGroups.id),
        byName(sql`${giftProducts.name}`),
        asc(giftProducts.id),
      )
      .limit(query.per_page)
      .offset(pageOffset(query));
    const products = await this.productsByIds(
      ids.map((row) => row.id),
      officeId,
    );
    return paginated(products, total, query, basePath);
  }

  /** The products of `ids` in that order, with their prices and the stock at the office. */
  private async productsByIds(ids: number[], officeId: number | null): Promise<GiftProduct[]> {
    if (ids.length === 0) return [];
    const [rows, prices, stock] = await Promise.all([
      this.db
        .select({ product: giftProducts, groupName: giftGroups.name })
        .from(giftProducts)
        .innerJoin(giftGroups, eq(giftGroups.id, giftProducts.groupId))
        .where(inArray(giftProducts.id, ids)),
      this.db
        .select()
        .from(giftProductPrices)
        .where(inArray(giftProductPrices.productId, ids))
        .orderBy(asc(giftProductPrices.productId)),
      officeId === null
        ? []
        : this.db
            .select({ productId: giftStock.productId, quantity: giftStock.quantity })
            .from(giftStock)
            .where(and(eq(giftStock.officeId, officeId), inArray(giftStock.productId, ids))),
    ]);
    const images = await giftImages(
      this.files,
      rows.map(({ product }) => product.imageId),
    );
    const order = (code: string) => GIFT_CURRENCY_CODES.indexOf(code as (typeof GIFT_CURRENCY_CODES)[number]);
    return ids.flatMap((id) =>
      rows
        .filter(({ product }) => product.id === id)
        .map(({ product, groupName }) => ({
          id: product.id,
          group_id: product.groupId,
          group_name: groupName,
          name: product.name,
          description: product.description,
          image: product.imageId ? (images.get(product.imageId) ?? null) : null,
          prices: prices
            .filter((price) => price.productId === id)
            .sort((a, b) => order(a.currency) - order(b.currency))
            .map((price) => ({ currency: price.currency, amount: price.amount })),
          stock: stock.find((row) => row.productId === id)?.quantity ?? 0,
          is_active: product.isActive,
        })),
    );
  }

  async createGroup(actor: AuthUser, input: GiftGroupInput & { position: number }): Promise<GiftGroup> {
    authorize(actor, operateShop);
    const id = await this.db.transaction(async () => {
      const values = await this.groupValues(actor, input);
      const [row] = await this.db.insert(giftGroups).values(values).returning({ id: giftGroups.id });
      return row!.id;
    });
    return this.group(id);
  }

  async updateGroup(actor: AuthUser, id: number, input: GiftGroupInput & { position: number }) {
    authorize(actor, operateShop);
    await this.db.transaction(async () => {
      await this.requireGroup(id);
      await this.db
        .update(giftGroups)
        .set(await this.groupValues(actor, input))
        .where(eq(giftGroups.id, id));
    });
    return this.group(id);
  }

  /** DELETE /gift-shop/groups/{id}: only an empty group (its products are moved or deleted first). */
  async removeGroup(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, operateShop);
    await this.db.transaction(async () => {
      await this.requireGroup(id, true);
      const [held] = await this.db
        .select({ n: count() })
        .from(giftProducts)
        .where(and(eq(giftProducts.groupId, id), isNull(giftProducts.deletedAt)));
      if ((held?.n ?? 0) > 0) throw conflict(GIFT_SHOP_TEXTS.groupHasProducts);
      // Deleted products keep their group for the orders that hold them: the group is only marked deleted.
      await this.db
        .update(giftGroups)
        .set({ deletedAt: sql`now()` })
        .where(eq(giftGroups.id, id));
    });
  }

  private async group(id: number): Promise<GiftGroup> {
    const [group] = await this.groupsWhere(eq(giftGroups.id, id), false);
    if (!group) throw notFound(GIFT_SHOP_TEXTS.groupNotFound);
    return group;
  }

  private async requireGroup(id: number, lock = false) {
    const query = this.db
      .select({ id: giftGroups.id })
      .from(giftGroups)
      .where(and(eq(giftGroups.id, id), isNull(giftGroups.deletedAt)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(GIFT_SHOP_TEXTS.groupNotFound);
  }

  private async groupValues(actor: AuthUser, input: GiftGroupInput & { position: number }) {
    const companyIds = [...new Set(input.company_ids ?? [])];
    const officeIds = [...new Set(input.office_ids ?? [])];
    if (companyIds.length) {
      const found = await this.db
        .select({ id: companies.id })
        .from(companies)
        .where(inArray(companies.id, companyIds));
      if (found.length !== companyIds.length) throw fieldError('company_ids', 'Компания не найдена');
    }
    if (officeIds.length) {
      const found = await this.db
        .select({ id: structures.id })
        .from(structures)
        .where(and(inArray(structures.id, officeIds), eq(structures.level, STRUCTURE_LEVEL.office)));
      if (found.length !== officeIds.length) throw fieldError('office_ids', GIFT_SHOP_TEXTS.officeNotFound);
    }
    const imageId = await this.publishImage(actor, input.image_id ?? null);
    return { name: input.name, position: input.position, imageId, companyIds, officeIds };
  }

  /** An uploaded image the actor may publish, shared so every orderer sees it; a 400 on image_id otherwise. */
  private async publishImage(actor: AuthUser, id: number | null): Promise<number | null> {
    if (id === null) return null;
    const [file] = await this.files.findByIds([id]);
    const usable = await this.files.findUsable(actor, [id], this.db);
    if (!file || usable.length === 0 || !isImageMime(file.mime))
      throw fieldError('image_id', GIFT_SHOP_TEXTS.notImage);
    await this.files.share(this.db, [id]);
    return id;
  }

  async createProduct(actor: AuthUser, input: GiftProductInput): Promise<GiftProduct> {
    authorize(actor, operateShop);
    const id = await this.db.transaction(async () => {
      const values = await this.productValues(actor, input);
      const [row] = await this.db.insert(giftProducts).values(values).returning({ id: giftProducts.id });
      await this.writePrices(row!.id, input);
      return row!.id;
    });
    return this.product(actor, id);
  }

  async updateProduct(actor: AuthUser, id: number, input: GiftProductInput): Promise<GiftProduct> {
    authorize(actor, operateShop);
    await this.db.transaction(async () => {
      await this.requireProduct(id, true);
      await this.db
        .update(giftProducts)
        .set(await this.productValues(actor, input))
        .where(eq(giftProducts.id, id));
      await this.db.delete(giftProductPrices).where(eq(giftProductPrices.productId, id));
      await this.writePrices(id, input);
    });
    return this.product(actor, id);
  }

  /** DELETE /gift-shop/products/{id}: leaves the shop; the orders that hold it keep it (deleted_at). */
  async removeProduct(actor: AuthUser, id: number): Promise<void> {
    authorize(actor, operateShop);
    await this.db.transaction(async () => {
      await this.requireProduct(id, true);
      await this.db
        .update(giftProducts)
        .set({ deletedAt: sql`now()` })
        .where(eq(giftProducts.id, id));
    });
  }

  private async product(actor: AuthUser, id: number): Promise<GiftProduct> {
    const orderer: Orderer = await ordererOf(this.db, actor.id);
    const [product] = await this.productsByIds([id], orderer.officeId);
    if (!product) throw notFound(GIFT_SHOP_TEXTS.productNotFound);
    return product;
  }

  private async requireProduct(id: number, lock = false) {
    const query = this.db
      .select({ id: giftProducts.id })
      .from(giftProducts)
      .where(and(eq(giftProducts.id, id), isNull(giftProducts.deletedAt)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(GIFT_SHOP_TEXTS.productNotFound);
  }

  private async productValues(actor: AuthUser, input: GiftProductInput) {
    await this.requireGroup(input.group_id).catch(() => {
      throw fieldError('group_id', GIFT_SHOP_TEXTS.groupNotFound);
    });
    return {
      groupId: input.group_id,
      name: input.name,
      description: input.description ?? '',
      imageId: await this.publishImage(actor, input.image_id ?? null),
      isActive: input.is_active ?? true,
    };
  }

  private async writePrices(productId: number, input: GiftProductInput) {
    await this.db
      .insert(giftProductPrices)
      .values(input.prices.map((price) => ({ productId, currency: price.currency, amount: price.amount })));
  }

  /** GET /gift-shop/stock: the stock rows of live products, by product then office. */
  async stock(actor: AuthUser, query: { product_id?: number; office_id?: number }): Promise<GiftStock[]> {
    authorize(actor, operateShop);
    return this.stockRows(
      and(
        query.product_id ? eq(giftStock.productId, query.product_id) : undefined,
        query.office_id ? eq(giftStock.officeId, query.office_id) : undefined,
      ),
    );
  }

  private async stockRows(where: SQL | undefined): Promise<GiftStock[]> {
    const rows = await this.db
      .select({
        productId: giftStock.productId,
        productName: giftProducts.name,
        officeId: giftStock.officeId,
        officeName: structures.name,
        quantity: giftStock.quantity,
      })
      .from(giftStock)
      .innerJoin(giftProducts, eq(giftProducts.id, giftStock.productId))
      .innerJoin(structures, eq(structures.id, giftStock.officeId))
      .where(and(where, isNull(giftProducts.deletedAt)))
      .orderBy(byName(sql`${giftProducts.name}`), asc(giftStock.productId), byName(structures.name));
    return rows.map((row) => ({
      product_id: row.productId,
      product_name: row.productName,
      office: { id: row.officeId, name: row.officeName },
      quantity: row.quantity,
    }));
  }

  /** PUT /gift-shop/stock (`set`) and POST /gift-shop/stock/adjust (`add`), under the stock row's lock. */
  async changeStock(
    actor: AuthUser,
    target: { product_id: number; office_id: number },
    change: { set: number } | { add: number },
  ): Promise<GiftStock> {
    authorize(actor, operateShop);
    await this.db.transaction(async () => {
      await this.requireProduct(target.product_id, false).catch(() => {
        throw fieldError('product_id', GIFT_SHOP_TEXTS.productNotFound);
      });
      const [office] = await this.db
        .select({ id: structures.id })
        .from(structures)
        .where(and(eq(structures.id, target.office_id), eq(structures.level, STRUCTURE_LEVEL.office)));
      if (!office) throw fieldError('office_id', GIFT_SHOP_TEXTS.officeNotFound);
      await writeStock(this.db, target.product_id, target.office_id, change);
    });
    const [row] = await this.stockRows(
      and(eq(giftStock.productId, target.product_id), eq(giftStock.officeId, target.office_id)),
    );
    return row!;
  }
}
