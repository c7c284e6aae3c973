import { z } from 'zod';
import { pageQuerySchema } from '../common.ts';
import { ROLE_NAMES } from '../roles.ts';
import { idParamSchema, idSchema, textSchema } from '../primitives.ts';

/**
 * Каталог сервисов (docs/modules/services-catalog.md): groups of services, the services with their regions,
 * consumers, contacts and classifier values, likes (favourites) and proposals of new services.
 */

export const CATALOG_TEXTS = {
  groupNotFound: 'Группа сервисов не найдена',
  serviceNotFound: 'Сервис не найден',
  regionNotFound: 'Регион не найден',
  classifierNotFound: 'Классификатор не найден',
  groupHasServices: (count: number) =>
    `В группе остались сервисы (${count}): перенесите или удалите их, прежде чем удалять группу`,
  regionUsed: (count: number) =>
    `Регион указан у сервисов (${count}): уберите его из сервисов, прежде чем удалять`,
  regionHasCities: 'У страны есть города: сначала удалите или перенесите их',
  countryHasNoParent: 'Страна не входит в другой регион',
  cityNeedsCountry: 'Выберите страну города',
  nameRequired: 'Введите название',
  groupsRequired: 'Выберите хотя бы одну группу',
  unknownGroup: 'Такой группы нет',
  unknownRegion: 'Такого региона нет',
  unknownValue: 'Такого значения классификатора нет',
  unknownPerson: 'Такого сотрудника нет',
  unknownCompany: 'Такой компании нет',
  contactRequired: 'Укажите сотрудника или имя контакта',
  consumerRequired: 'Укажите компанию, роль или текст',
  badRequestPath: 'Путь формы заявки начинается с /services',
  badImage: 'Изображение не найдено или недоступно',
  duplicateName: 'Запись с таким названием уже есть',
  stale: 'Запись уже изменили: обновите страницу',
  proposalName: 'Введите название сервиса',
  proposalDescription: 'Опишите сервис',
  proposalWhy: 'Расскажите, зачем нужен сервис',
  proposalSent: 'Предложение отправлено владельцам каталога',
  proposalsClosed: 'Предложения новых сервисов сейчас не принимаются',
} as const;

/** The code of the request kind a proposal becomes (a 'custom' process of modules/requests). */
export const CATALOG_PROPOSAL_TYPE_CODE = 'catalog_proposal';
/** The service department whose members own the catalogue and decide proposals. */
export const CATALOG_OWNERS_DEPARTMENT_CODE = 'catalog_owners';

/** Request forms inside the product a service may lead to (the admin form offers them; others are allowed). */
export const CATALOG_REQUEST_PATHS = [
  { path: '/services/cards/create', label: 'Заказ визитных карточек' },
  { path: '/services/education/create/', label: 'Заявка на обучение' },
  { path: '/services/dismissing/new', label: 'Заявление на увольнение' },
  { path: '/services/transfer/create/transfer', label: 'Заявка на перевод' },
  { path: '/services/shop', label: 'Магазин подарков' },
] as const;

// ---- Reads -------------------------------------------------------------------------------------------------

export const REGION_KINDS = { country: 'Страна', city: 'Город' } as const;
export type RegionKind = keyof typeof REGION_KINDS;
const regionKindSchema = z.enum(Object.keys(REGION_KINDS) as [RegionKind, ...RegionKind[]]);

/** A region a service works in: a country, or a city of a country. */
export const catalogRegionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: regionKindSchema,
  /** The country of a city; null for a country. */
  parent_id: z.number().int().nullable(),
  position: z.number().int(),
});
export type CatalogRegion = z.infer<typeof catalogRegionSchema>;

export const catalogClassifierValueSchema = z.object({
  id: z.number().int(),
  classifier_id: z.number().int(),
  name: z.string(),
});
export type CatalogClassifierValue = z.infer<typeof catalogClassifierValueSchema>;

/** A classifier (service type, channel…) with its values in their order. */
export const catalogClassifierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  values: z.array(catalogClassifierValueSchema.omit({ classifier_id: true })),
});
export type CatalogClassifier = z.infer<typeof catalogClassifierSchema>;

export const CONSUMER_TYPES = { company: 'Компания', role: 'Роль', text: 'Другое' } as const;
export type ConsumerType = keyof typeof CONSUMER_TYPES;

/** Who a service is for: the employees of a company, the holders of a role, or anyone a text names. */
export const catalogConsumerSchema = z.object({
  type: z.enum(Object.keys(CONSUMER_TYPES) as [ConsumerType, ...ConsumerType[]]),
  company_id: z.number().int().nullable(),
  role: z.string().nullable(),
  /** What the screen shows: the company's name, the role's label or the text. */
  name: z.string(),
});
export type CatalogConsumer = z.infer<typeof catalogConsumerSchema>;

/** How to reach a contact about the service; every part is optional. */
export const catalogContactMetaSchema = z.object({
  /** The contact's part in the service («Владелец сервиса», «Поддержка»…). */
  role: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  chat_link: z.string().nullable(),
});
export type CatalogContactMeta = z.infer<typeof catalogContactMetaSchema>;

export const catalogContactSchema = z.object({
  id: z.number().int(),
  /** The employee, when the contact is one; null for a free-text contact (a team mailbox). */
  user: z
    .object({ id: z.number().int(), full_name: z.string(), work_position: z.string().nullable() })
    .nullable(),
  /** The employee's full name or the free text. */
  name: z.string(),
  meta: catalogContactMetaSchema,
});
export type CatalogContact = z.infer<typeof catalogContactSchema>;

export const catalogImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  preview_url: z.string(),
});

/** A service as lists show it. */
export const catalogServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_description: z.string(),
  groups_ids: z.array(z.number().int()),
  regions: z.array(catalogRegionSchema.pick({ id: true, name: true, kind: true })),
  consumers: z.array(catalogConsumerSchema),
  classifier_values: z.array(catalogClassifierValueSchema),
  /** The request form inside the product (`/services/cards/create`), or null when the service has none. */
  request_path: z.string().nullable(),
  likes_count: z.number().int(),
  is_liked: z.boolean(),
  updated_at: z.string(),
});
export type CatalogService = z.infer<typeof catalogServiceSchema>;

/** One service with everything: the full description and the contacts. */
export const catalogServiceDetailsSchema = catalogServiceSchema.extend({
  full_description: z.string(),
  contacts: z.array(catalogContactSchema),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type CatalogServiceDetails = z.infer<typeof catalogServiceDetailsSchema>;

export const catalogGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image_id: z.number().int().nullable(),
  image: catalogImageSchema.nullable(),
  position: z.number().int(),
  updated_at: z.string(),
});
export type CatalogGroup = z.infer<typeof catalogGroupSchema>;

/** GET groups/with-services: a group in position order with its services by name. */
export const catalogGroupWithServicesSchema = catalogGroupSchema.extend({
  services: z.array(catalogServiceSchema),
});
export type CatalogGroupWithServices = z.infer<typeof catalogGroupWithServicesSchema>;

/** The public lookup made before a catalogue path leaves for the external site. */
export const catalogPublicServiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  groups_ids: z.array(z.number().int()),
});

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

export const catalogServicesQuerySchema = pageQuerySchema.extend({
  /** Words of the name or of the descriptions. */
  q: textSchema(200).optional(),
  group_id: idParamSchema.optional(),
  region_id: idParamSchema.optional(),
  classifier_value_id: idParamSchema.optional(),
  /** Only the services the caller liked. */
  liked: booleanQuery,
  /** The caller's favourites first, then the others (each part in the catalogue's order). */
  liked_first: booleanQuery,
});
export type CatalogServicesQuery = z.input<typeof catalogServicesQuerySchema>;

export const catalogLikeResultSchema = z.object({
  id: z.number().int(),
  is_liked: z.boolean(),
  likes_count: z.number().int(),
});
export type CatalogLikeResult = z.infer<typeof catalogLikeResultSchema>;

// ---- Proposals ---------------------------------------------------------------------------------------------

const requiredText = (max: number, message: string, multiline = false) =>
  textSchema(max, { multiline })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, message));

export const catalogProposalBodySchema = z.object({
  name: requiredText(200, CATALOG_TEXTS.proposalName),
  description: requiredText(5000, CATALOG_TEXTS.proposalDescription, true),
  why: requiredText(5000, CATALOG_TEXTS.proposalWhy, true),
});
export type CatalogProposalBody = z.input<typeof catalogProposalBodySchema>;

/** The request of the engine the proposal became: the author follows it in «Мои заявки» (/bps/{id}). */
export const catalogProposalSchema = z.object({
  request_id: z.number().int(),
  title: z.string(),
  status: z.object({ code: z.string(), name: z.string() }),
});
export type CatalogProposal = z.infer<typeof catalogProposalSchema>;

// ---- Admin editing -----------------------------------------------------------------------------------------

const nameSchema = requiredText(200, CATALOG_TEXTS.nameRequired);
const optionalText = (max: number) => textSchema(max, { multiline: true }).default('');
const nullableLine = (max: number) =>
  textSchema(max)
    .transform((value) => value.trim() || null)
    .nullish()
    .transform((value) => value ?? null);
/** The version the editor saw; another edit since then is a 409. */
const updatedAtSchema = z.string().max(40).optional();

export const catalogGroupBodySchema = z.object({
  name: nameSchema,
  description: optionalText(2000),
  /** An image uploaded through POST /upload/files; null for none. */
  image_id: idSchema.nullable().default(null),
  position: z.number().int().min(0).max(10_000).optional(),
  updated_at: updatedAtSchema,
});
export type CatalogGroupBody = z.input<typeof catalogGroupBodySchema>;

export const catalogRegionBodySchema = z.object({
  name: nameSchema,
  kind: regionKindSchema,
  parent_id: idSchema.nullable().default(null),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CatalogRegionBody = z.input<typeof catalogRegionBodySchema>;

export const catalogClassifierBodySchema = z.object({
  name: nameSchema,
  position: z.number().int().min(0).max(10_000).optional(),
  /** The values in order; an existing value keeps its id (and the services that hold it), a missing one goes. */
  values: z.array(z.object({ id: idSchema.optional(), name: nameSchema })).max(200),
});
export type CatalogClassifierBody = z.input<typeof catalogClassifierBodySchema>;

export const catalogConsumerBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('company'), company_id: idSchema }),
  z.object({ type: z.literal('role'), role: z.enum(ROLE_NAMES as [string, ...string[]]) }),
  z.object({ type: z.literal('text'), text: requiredText(200, CATALOG_TEXTS.consumerRequired) }),
]);
export type CatalogConsumerBody = z.input<typeof catalogConsumerBodySchema>;

export const catalogContactBodySchema = z
  .object({
    user_id: idSchema.nullable().default(null),
    /** A free-text contact (a team, a mailbox) when there is no employee. */
    name: nullableLine(200),
    role: nullableLine(200),
    phone: nullableLine(50),
    email: z
      .email('Неверный адрес почты')
      .max(200)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    chat_link: z
      .url('Неверная ссылка')
      .max(500)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
  })
  .refine((contact) => contact.user_id !== null || contact.name !== null, {
    message: CATALOG_TEXTS.contactRequired,
    path: ['name'],
  });
export type CatalogContactBody = z.input<typeof catalogContactBodySchema>;

export const catalogServiceBodySchema = z.object({
  name: nameSchema,
  short_description: optionalText(500),
  full_description: optionalText(20_000),
  groups_ids: z.array(idSchema).min(1, CATALOG_TEXTS.groupsRequired).max(50),
  regions_ids: z.array(idSchema).max(500).default([]),
  classifier_values_ids: z.array(idSchema).max(200).default([]),
  consumers: z.array(catalogConsumerBodySchema).max(50).default([]),
  contacts: z.array(catalogContactBodySchema).max(50).default([]),
  request_path: textSchema(300)
    .transform((value) => value.trim() || null)
    .pipe(
      z
        .string()
        .regex(/^\/services(\/[\w\-.]+)*\/?$/, CATALOG_TEXTS.badRequestPath)
        .nullable(),
    )
    .nullish()
    .transform((value) => value ?? null),
  updated_at: updatedAtSchema,
});
export type CatalogServiceBody = z.input<typeof catalogServiceBodySchema>;
