import { z } from 'zod';
import { pageQuerySchema } from '../common.ts';
import { idParamSchema, idSchema, intSchema, textSchema } from '../primitives.ts';
import {
  bpActionSchema,
  bpAssigneeSchema,
  bpHistoryItemSchema,
  bpRequestSchema,
} from '../requests/requests.ts';

/**
 * The gift shop (docs/modules/gift-shop.md): products in groups, priced per currency, kept in stock per office;
 * an order is a request of the engine's `gift_order` process with its items in `gift_order_items`.
 */
export const GIFT_ORDER_PROCESS_CODE = 'gift_order';

/**
 * The currencies of the shop. A price is an integer of minor units (`minor_digits` decimals: kopecks for
 * roubles, whole points for «Баллы»), so totals are exact.
 */
export const GIFT_CURRENCIES = {
  RUB: { name: 'Российский рубль', symbol: '₽', minor_digits: 2 },
  BYN: { name: 'Белорусский рубль', symbol: 'Br', minor_digits: 2 },
  KZT: { name: 'Казахстанский тенге', symbol: '₸', minor_digits: 2 },
  UAH: { name: 'Украинская гривна', symbol: '₴', minor_digits: 2 },
  PTS: { name: 'Баллы', symbol: 'Б', minor_digits: 0 },
} as const;
export type GiftCurrency = keyof typeof GIFT_CURRENCIES;
export const GIFT_CURRENCY_CODES = Object.keys(GIFT_CURRENCIES) as [GiftCurrency, ...GiftCurrency[]];
/** Paid from the person's points wallet (offered only when their company uses points). */
export const GIFT_POINTS_CURRENCY = 'PTS' satisfies GiftCurrency;

/** `12345` minor units of RUB → «123,45 ₽»; points → «120 Б». */
export function formatGiftPrice(amount: number, currency: GiftCurrency): string {
  const { symbol, minor_digits } = GIFT_CURRENCIES[currency];
  const value = (amount / 10 ** minor_digits).toLocaleString('ru-RU', {
    minimumFractionDigits: minor_digits,
    maximumFractionDigits: minor_digits,
  });
  return `${value} ${symbol}`;
}

/** The operations of an order (POST /orders/{id}/{operation}); each is a transition of `gift_order`. */
export const GIFT_ORDER_OPERATIONS = {
  cancel: 'Отменить заказ',
  confirm: 'Подтвердить',
  deny: 'Отказать',
  underway: 'Передать в работу',
  complete: 'Заказ выдан',
} as const;
export type GiftOrderOperation = keyof typeof GIFT_ORDER_OPERATIONS;
export const GIFT_ORDER_OPERATION_CODES = Object.keys(GIFT_ORDER_OPERATIONS) as [
  GiftOrderOperation,
  ...GiftOrderOperation[],
];

/**
 * The statuses of an order (codes of bp_statuses; the names come from the engine): registered (new) →
 * confirmed → in_progress (underway) → completed; registered → rejected (denied); registered or confirmed →
 * cancel (by the author).
 */
export const GIFT_ORDER_STATUSES = {
  registered: 'Новый',
  confirmed: 'Подтвержден',
  in_progress: 'В работе',
  completed: 'Выдан',
  rejected: 'Отказано',
  cancel: 'Отменен автором',
} as const;
export type GiftOrderStatus = keyof typeof GIFT_ORDER_STATUSES;
export const GIFT_ORDER_STATUS_CODES = Object.keys(GIFT_ORDER_STATUSES) as [
  GiftOrderStatus,
  ...GiftOrderStatus[],
];
/** The status in which the author still edits and deletes the order. */
export const GIFT_ORDER_NEW_STATUS = 'registered' satisfies GiftOrderStatus;

/** «Order edit debounce 300 ms» (the screen waits this long after a quantity change before PATCHing). */
export const GIFT_ORDER_EDIT_DEBOUNCE_MS = 300;
export const GIFT_ORDER_MAX_ITEMS = 50;
export const GIFT_ITEM_MAX_QUANTITY = 1000;
/** The largest price in minor units (10 million roubles). */
export const GIFT_PRICE_MAX = 1_000_000_000;
export const GIFT_STOCK_MAX = 1_000_000;

export const GIFT_SHOP_TEXTS = {
  orderNotFound: 'Заказ не найден',
  productNotFound: 'Товар не найден',
  groupNotFound: 'Группа товаров не найдена',
  officeNotFound: 'Офис не найден',
  quantityPositive: 'Количество должно быть больше нуля',
  duplicateProduct: 'Каждый товар указывается в заказе один раз',
  itemsRequired: 'Добавьте в заказ хотя бы один товар',
  currencyUnavailable: 'Эта валюта вам недоступна',
  editDenied: 'Изменить заказ может только его автор',
  deleteDenied: 'Удалить заказ может только его автор',
  notNew: 'Заказ уже обработан: изменить или удалить его нельзя',
  groupHasProducts: 'В группе есть товары: сначала перенесите или удалите их',
  notImage: 'Выберите изображение (PNG, JPEG, WebP)',
  stockNegative: 'Остаток не может быть меньше нуля',
  pointsReason: (id: number) => `Заказ подарков № ${id}`,
  pointsRefundReason: (id: number) => `Возврат за заказ подарков № ${id}`,
} as const;

/** 400 on an item: the product is not in a group open to the person (or is withdrawn). */
export function productUnavailableText(name: string): string {
  return `Товар «${name}» недоступен для заказа`;
}

/** 400 on an item: more than the office has left. */
export function outOfStockText(name: string, left: number): string {
  return left > 0
    ? `Товара «${name}» недостаточно: в офисе осталось ${left} шт.`
    : `Товар «${name}» закончился в этом офисе`;
}

/** 400 on an item: the product has no price in the order's currency. */
export function noPriceText(name: string, currency: GiftCurrency): string {
  return `У товара «${name}» нет цены в валюте «${GIFT_CURRENCIES[currency].name}»`;
}

// ---- Wire shapes -------------------------------------------------------------------------------------------

export const giftCurrencySchema = z.object({
  code: z.enum(GIFT_CURRENCY_CODES),
  name: z.string(),
  symbol: z.string(),
  minor_digits: z.number().int(),
  /** True for «Баллы»: confirming the order debits the author's points. */
  is_points: z.boolean(),
});
export type GiftCurrencyInfo = z.infer<typeof giftCurrencySchema>;

/** A product's or a group's picture: the upload (POST /upload/files) and its preview. */
export const giftImageSchema = z.object({ id: z.number().int(), url: z.string(), preview_url: z.string() });
export type GiftImage = z.infer<typeof giftImageSchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const giftGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  image: giftImageSchema.nullable(),
  /** Open to these companies (empty: every company). */
  companies: z.array(ref),
  /** Open to these offices (empty: every office). */
  offices: z.array(ref),
  /** Live products in the group. */
  product_count: z.number().int(),
});
export type GiftGroup = z.infer<typeof giftGroupSchema>;

export const giftPriceSchema = z.object({
  currency: z.enum(GIFT_CURRENCY_CODES),
  /** Minor units (see GIFT_CURRENCIES.minor_digits). */
  amount: intSchema(0, GIFT_PRICE_MAX),
});
export type GiftPrice = z.infer<typeof giftPriceSchema>;

/** A product of the shop («service» in the old API's words). */
export const giftProductSchema = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_name: z.string(),
  name: z.string(),
  description: z.string(),
  image: giftImageSchema.nullable(),
  /** One per currency the product is sold in. */
  prices: z.array(giftPriceSchema),
  /** Left at the office asked for (the person's own office by default); 0 when none is kept there. */
  stock: z.number().int(),
  /** Withdrawn products are listed to operators only. */
  is_active: z.boolean(),
});
export type GiftProduct = z.infer<typeof giftProductSchema>;

export const giftProductsQuerySchema = pageQuerySchema.extend({
  group_id: idParamSchema.optional(),
  /** Whose stock to show: this office instead of the person's own. */
  office_id: idParamSchema.optional(),
});

/** The order form's options: the offices to pick up at and the person's own office and company. */
export const giftShopOptionsSchema = z.object({
  offices: z.array(ref),
  my_office_id: z.number().int().nullable(),
  my_company_id: z.number().int().nullable(),
  /** Whether the person keeps the shop (groups, products, stock, operators' orders). */
  can_operate: z.boolean(),
});
export type GiftShopOptions = z.infer<typeof giftShopOptionsSchema>;

// ---- Orders ------------------------------------------------------------------------------------------------

export const giftOrderItemInputSchema = z.object({
  product_id: idSchema,
  quantity: z
    .number({ error: GIFT_SHOP_TEXTS.quantityPositive })
    .int(GIFT_SHOP_TEXTS.quantityPositive)
    .min(1, GIFT_SHOP_TEXTS.quantityPositive)
    .max(GIFT_ITEM_MAX_QUANTITY, `Не больше ${GIFT_ITEM_MAX_QUANTITY} шт.`),
});

const productItemsSchema = z
  .array(giftOrderItemInputSchema)
  .min(1, GIFT_SHOP_TEXTS.itemsRequired)
  .max(GIFT_ORDER_MAX_ITEMS, `Не больше ${GIFT_ORDER_MAX_ITEMS} товаров в заказе`)
  .refine(
    (items) => new Set(items.map((item) => item.product_id)).size === items.length,
    GIFT_SHOP_TEXTS.duplicateProduct,
  );

/** POST /orders: the prices and totals are the server's. */
export const giftOrderCreateSchema = z.object({
  office_id: idSchema,
  currency: z.enum(GIFT_CURRENCY_CODES, { error: 'Выберите валюту' }),
  product_items: productItemsSchema,
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
});
export type GiftOrderCreate = z.input<typeof giftOrderCreateSchema>;

/** PATCH /orders/{id}: the whole new list of items (the author, while the order is new). */
export const giftOrderEditSchema = z.object({
  product_items: productItemsSchema,
  /** The version the screen saw; a newer one is a 409. */
  updated_at: z.string().max(40).optional(),
});
export type GiftOrderEdit = z.input<typeof giftOrderEditSchema>;

export const giftOrderOperationParamsSchema = z.object({
  id: idParamSchema,
  operation: z.enum(GIFT_ORDER_OPERATION_CODES, { error: 'Неизвестное действие' }),
});

export const giftOrderOperationSchema = z.object({
  /** Required for deny. */
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
  updated_at: z.string().max(40).optional(),
});
export type GiftOrderOperationBody = z.input<typeof giftOrderOperationSchema>;

export const giftOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(GIFT_ORDER_STATUS_CODES, { error: 'Неизвестный статус' }).optional(),
});

export const giftOrderItemSchema = z.object({
  product_id: z.number().int(),
  name: z.string(),
  image: giftImageSchema.nullable(),
  quantity: z.number().int(),
  /** The unit price in minor units, fixed when the item was last written. */
  price: z.number().int(),
  /** price × quantity. */
  amount: z.number().int(),
});
export type GiftOrderItem = z.infer<typeof giftOrderItemSchema>;

/** An order in a list: the engine's request with the office, currency, items and total. */
export const giftOrderSchema = bpRequestSchema.omit({ data: true }).extend({
  office: ref,
  currency: z.enum(GIFT_CURRENCY_CODES),
  items: z.array(giftOrderItemSchema),
  /** Sum of the items' amounts, minor units. */
  total: z.number().int(),
  comment: z.string().nullable(),
});
export type GiftOrder = z.infer<typeof giftOrderSchema>;

/** One order with the viewer's buttons and its history. */
export const giftOrderDetailsSchema = giftOrderSchema.extend({
  assignees: z.array(bpAssigneeSchema),
  /** Every operation of the process: whether the viewer may take it now. */
  abilities: z.record(z.string(), z.boolean()),
  /** The operations the viewer may take now, in order (codes are GiftOrderOperation). */
  actions: z.array(bpActionSchema),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  history: z.array(bpHistoryItemSchema),
});
export type GiftOrderDetails = z.infer<typeof giftOrderDetailsSchema>;

// ---- The operators' catalogue ------------------------------------------------------------------------------

const nameSchema = (label: string) =>
  textSchema(200).trim().min(1, `Укажите ${label}`).max(200, 'Не длиннее 200 символов');

export const giftGroupInputSchema = z.object({
  name: nameSchema('название группы'),
  position: intSchema(0, 10_000).default(0),
  /** An uploaded image (POST /upload/files); null for none. */
  image_id: idSchema.nullish(),
  company_ids: z.array(idSchema).max(200).default([]),
  office_ids: z.array(idSchema).max(200).default([]),
});
export type GiftGroupInput = z.input<typeof giftGroupInputSchema>;

export const giftProductInputSchema = z.object({
  group_id: idSchema,
  name: nameSchema('название товара'),
  description: textSchema(5000, { multiline: true }).trim().default(''),
  image_id: idSchema.nullish(),
  prices: z
    .array(giftPriceSchema)
    .min(1, 'Укажите цену хотя бы в одной валюте')
    .refine(
      (prices) => new Set(prices.map((price) => price.currency)).size === prices.length,
      'Каждая валюта указывается один раз',
    ),
  is_active: z.boolean().default(true),
});
export type GiftProductInput = z.input<typeof giftProductInputSchema>;

export const giftStockSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  office: ref,
  quantity: z.number().int(),
});
export type GiftStock = z.infer<typeof giftStockSchema>;

export const giftStockQuerySchema = z.object({
  product_id: idParamSchema.optional(),
  office_id: idParamSchema.optional(),
});

/** PUT /gift-shop/stock: the quantity left at an office. */
export const giftStockSetSchema = z.object({
  product_id: idSchema,
  office_id: idSchema,
  quantity: intSchema(0, GIFT_STOCK_MAX),
});

/** POST /gift-shop/stock/adjust: add (a delivery) or take (a write-off) a number; never below zero. */
export const giftStockAdjustSchema = z.object({
  product_id: idSchema,
  office_id: idSchema,
  delta: z
    .number()
    .int()
    .min(-GIFT_STOCK_MAX)
    .max(GIFT_STOCK_MAX)
    .refine((value) => value !== 0, 'Укажите, сколько добавить или списать'),
});
