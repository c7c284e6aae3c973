import { z } from 'zod';
import { idSchema, isoDateSchema, periodOrder, textSchema } from '../primitives.ts';
import { tagSchema } from '../posts/posts.ts';
import { richTextSchema } from '../rich-text.ts';
import { personRefSchema } from '../social/social.ts';

/**
 * Events (docs/modules/events.md): a calendar of company events that
 * employees register for. Prices travel in roubles (stored in kopecks); times are ISO instants with a zone.
 */

/** The statuses of a member's request, in the order a member's story usually goes. */
export const EVENT_MEMBER_STATUSES = ['registered', 'requested', 'uninteresting', 'back', 'deleted'] as const;
export type EventMemberStatus = (typeof EVENT_MEMBER_STATUSES)[number];
export const EVENT_MEMBER_STATUS_LABELS: Record<EventMemberStatus, string> = {
  registered: 'Записан',
  requested: 'В листе ожидания',
  uninteresting: 'Не интересно',
  back: 'Отказался',
  deleted: 'Исключён организатором',
};

/** What an employee asks for with POST /events/{id}/subscribe (a full event turns «registered» into «requested»). */
export const EVENT_SUBSCRIBE_STATUSES = ['registered', 'uninteresting', 'back'] as const;
export type EventSubscribeStatus = (typeof EVENT_SUBSCRIBE_STATUSES)[number];

/** What an organiser sets for a member (PUT /events/{id}/members/{userId}). */
export const EVENT_ORGANISER_STATUSES = ['registered', 'requested', 'deleted'] as const;
export type EventOrganiserStatus = (typeof EVENT_ORGANISER_STATUSES)[number];

/** The statuses that put an event into «Запланированные» (my plans and the «мои» filter). */
export const EVENT_PLANNED_STATUSES = ['registered', 'requested'] as const satisfies EventMemberStatus[];

/**
 * Groups (the requirements name them without explaining): the audiences an event is meant for, shown as labels. They do not
 * hide an event from anyone: the intranet's events are open to every employee (docs/decisions.md).
 */
export const EVENT_GROUPS = ['everyone', 'newcomers', 'managers', 'engineers', 'families', 'sport'] as const;
export type EventGroup = (typeof EVENT_GROUPS)[number];
export const EVENT_GROUP_LABELS: Record<EventGroup, string> = {
  everyone: 'Все сотрудники',
  newcomers: 'Новички',
  managers: 'Руководители',
  engineers: 'Инженеры и разработчики',
  families: 'С семьями',
  sport: 'Любители спорта',
};

/** The event's details (a list of slug and value): the details an event may state, each with its label. */
export const EVENT_META_SLUGS = ['dress_code', 'contact', 'format', 'language', 'speaker', 'link'] as const;
export type EventMetaSlug = (typeof EVENT_META_SLUGS)[number];
export const EVENT_META_LABELS: Record<EventMetaSlug, string> = {
  dress_code: 'Дресс-код',
  contact: 'Контакт',
  format: 'Формат',
  language: 'Язык',
  speaker: 'Спикер',
  link: 'Ссылка',
};

export const EVENT_LIMITS = {
  name: 200,
  address: 300,
  type: 60,
  description: 100_000,
  capacity: 100_000,
  /** Roubles. */
  price: 10_000_000,
  tags: 10,
  tag: 40,
  meta: 20,
  metaValue: 500,
  /** Registered members listed on an event's page. */
  membersPreview: 12,
  /** The largest page of GET /events/intranet (a month of the calendar is one page). */
  perPage: 500,
} as const;

/**
 * The events' constants 1000 and 2 (their meaning is not stated; docs/decisions.md, "Events"): 1000 is the default
 * ceiling of the price filter (the setting `events_price_filter_max`, used while no event states a price),
 * 2 is how many events a day of the month calendar lists before «ещё N».
 */
export const EVENTS_PRICE_FILTER_MAX_DEFAULT = 1000;
export const EVENTS_CALENDAR_DAY_LIMIT = 2;

export const EVENT_MESSAGES = {
  notFound: 'Событие не найдено',
  deleted: 'Событие удалено',
  past: 'Событие уже прошло',
  started: 'Событие уже началось: запись закрыта',
  excluded: 'Организатор исключил вас из участников этого события',
  notMember: 'Вы не записаны на это событие',
  stale: 'Событие уже изменили: обновите страницу',
  notImage: 'Изображением события может быть только загруженная вами картинка',
  endsBeforeStart: 'Окончание раньше начала',
  full: 'Мест нет: увеличьте вместимость события',
  memberNotFound: 'Участник не найден',
  nameRequired: 'Введите название события',
  addressRequired: 'Укажите место проведения',
  typeRequired: 'Укажите тип события',
  duplicateMeta: 'Каждая деталь указывается один раз',
  feedNotFound: 'Календарь не найден: ссылка отозвана или неверна',
} as const;

/** The text shown for an event without a price. */
export const EVENT_PRICE_UNKNOWN = 'Стоимость уточняется';

/** «Бесплатно», «1 500 ₽», or «Стоимость уточняется» for a price of null. */
export function formatEventPrice(price: number | null): string {
  if (price === null) return EVENT_PRICE_UNKNOWN;
  if (price === 0) return 'Бесплатно';
  return `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(price)} ₽`;
}

const eventMetaSchema = z.object({ slug: z.enum(EVENT_META_SLUGS), value: z.string() });
export type EventMeta = z.infer<typeof eventMetaSchema>;

export const eventImageSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** The smallest preview (cards), and the widest (the event's page); the original when none was made. */
  thumb_url: z.string(),
  preview_url: z.string(),
});
export type EventImage = z.infer<typeof eventImageSchema>;

/** One event in lists and the calendar (id, name, address, price, image, groups). */
export const eventItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  address: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Roubles; null is shown as «Стоимость уточняется». */
  price: z.number().nullable(),
  image: eventImageSchema.nullable(),
  groups: z.array(z.enum(EVENT_GROUPS)),
  tags: z.array(tagSchema),
  /** Seats; null: no limit. */
  capacity: z.number().int().nullable(),
  registered: z.number().int(),
  requested: z.number().int(),
  /** Seats left (null: no limit). */
  free_places: z.number().int().nullable(),
  my_status: z.enum(EVENT_MEMBER_STATUSES).nullable(),
  /** The event has ended (by the server's clock). */
  past: z.boolean(),
  likes: z.number().int(),
  comments: z.number().int(),
  my_like_id: z.number().int().nullable(),
});
export type EventItem = z.infer<typeof eventItemSchema>;

export const eventAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  /** See the member list with statuses, change a member's status, export it. */
  members: z.boolean(),
  /** Registration is open: not past, not started, not deleted. */
  subscribe: z.boolean(),
});

/** A person on an event's page with their status: «Записан» or «В листе ожидания» (EVENT_PLANNED_STATUSES). */
export const eventGoerSchema = personRefSchema.extend({
  event_member_status: z.enum(EVENT_MEMBER_STATUSES),
});
export type EventGoer = z.infer<typeof eventGoerSchema>;

/** GET /events/{id}: the event with its description, details, who goes and what the caller may do. */
export const eventSchema = eventItemSchema.extend({
  description: z.string(),
  meta: z.array(eventMetaSchema),
  author: personRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The members with their status: who goes, registered first and then the waiting list, each
   * in the order the status was set; the first EVENT_LIMITS.membersPreview of them.
   */
  members: z.array(eventGoerSchema),
  /** The caller's place in the waiting list (1 = next), when requested. */
  my_waitlist_position: z.number().int().nullable(),
  abilities: eventAbilitiesSchema,
});
export type EventDetail = z.infer<typeof eventSchema>;

const flagSchema = z
  .enum(['0', '1', 'true', 'false'], { error: 'Ожидается 0 или 1' })
  .transform((value) => value === '1' || value === 'true');

export const EVENT_WHEN = ['upcoming', 'past', 'all'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

/** GET /events/intranet: a page of events, filtered; a period (the calendar's month) overrides `when`. */
export const eventsQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(EVENT_LIMITS.perPage).default(20),
    date_start: isoDateSchema.optional(),
    date_end: isoDateSchema.optional(),
    when: z.enum(EVENT_WHEN).default('upcoming'),
    address: z.string().trim().min(1).max(EVENT_LIMITS.address).optional(),
    type: z.string().trim().min(1).max(EVENT_LIMITS.type).optional(),
    /** Roubles: events with a stated price up to this one. */
    price_max: z.coerce.number().min(0).max(EVENT_LIMITS.price).optional(),
    tag: z.string().trim().min(1).max(EVENT_LIMITS.tag).optional(),
    /** «Мои»: events the caller is registered for or waits for. */
    mine: flagSchema.optional(),
  })
  .refine((query) => (query.date_start === undefined) === (query.date_end === undefined), {
    message: 'Укажите обе даты периода',
    path: ['date_end'],
  })
  .refine(
    (query) =>
      !query.date_start ||
      !query.date_end ||
      periodOrder({ date_start: query.date_start, date_end: query.date_end }),
    { message: 'Дата окончания раньше даты начала', path: ['date_end'] },
  );
export type EventsQuery = z.input<typeof eventsQuerySchema>;
export type EventsQueryParsed = z.output<typeof eventsQuerySchema>;

/** GET /events/filters: what the filters offer, derived from the events themselves. */
export const eventFiltersSchema = z.object({
  addresses: z.array(z.string()),
  types: z.array(z.string()),
  /** The highest stated price, roubles (null: no event states one). */
  max_price: z.number().nullable(),
  /** The price slider's upper end: max_price, or the setting `events_price_filter_max` without one. */
  price_ceiling: z.number(),
  abilities: z.object({ create: z.boolean() }),
});
export type EventFilters = z.infer<typeof eventFiltersSchema>;

const tagNameSchema = textSchema(EVENT_LIMITS.tag).trim().min(1, 'Пустой тег');

const instantSchema = z.iso
  .datetime({ offset: true, error: 'Дата и время в формате ISO 8601' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'Дата должна быть между 2000 и 2100 годом');

/** POST /events and PUT /events/{id} (organisers). */
export const eventInputSchema = z
  .object({
    name: textSchema(EVENT_LIMITS.name).trim().min(1, EVENT_MESSAGES.nameRequired),
    description: richTextSchema({ max: EVENT_LIMITS.description }).default(''),
    address: textSchema(EVENT_LIMITS.address).trim().min(1, EVENT_MESSAGES.addressRequired),
    type: textSchema(EVENT_LIMITS.type).trim().min(1, EVENT_MESSAGES.typeRequired),
    starts_at: instantSchema,
    ends_at: instantSchema,
    /** Roubles with at most kopecks; null: «Стоимость уточняется». */
    price: z
      .number()
      .min(0, 'Цена не может быть отрицательной')
      .max(EVENT_LIMITS.price, `Не больше ${EVENT_LIMITS.price} ₽`)
      .refine(
        (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        'Не больше двух знаков после запятой',
      )
      .nullable(),
    /** Seats; null: no limit. */
    capacity: z
      .number()
      .int('Введите целое число мест')
      .min(1, 'Не меньше одного места')
      .max(EVENT_LIMITS.capacity, `Не больше ${EVENT_LIMITS.capacity} мест`)
      .nullable(),
    image_id: idSchema.nullish(),
    groups: z.array(z.enum(EVENT_GROUPS)).max(EVENT_GROUPS.length).default([]),
    tags: z.array(tagNameSchema).max(EVENT_LIMITS.tags, `Не больше ${EVENT_LIMITS.tags} тегов`).default([]),
    meta: z
      .array(
        z.object({
          slug: z.enum(EVENT_META_SLUGS),
          value: textSchema(EVENT_LIMITS.metaValue).trim().min(1, 'Введите значение'),
        }),
      )
      .max(EVENT_LIMITS.meta)
      .default([])
      .refine(
        (meta) => new Set(meta.map((item) => item.slug)).size === meta.length,
        EVENT_MESSAGES.duplicateMeta,
      ),
    /** On update: the version edited; another edit since is a 409. */
    updated_at: z.string().max(40).optional(),
  })
  .refine((input) => new Date(input.ends_at).getTime() >= new Date(input.starts_at).getTime(), {
    message: EVENT_MESSAGES.endsBeforeStart,
    path: ['ends_at'],
  });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.output<typeof eventInputSchema>;

export const eventSubscribeSchema = z.object({
  status: z.enum(EVENT_SUBSCRIBE_STATUSES, { error: 'Статус: registered, uninteresting или back' }),
});
export type EventSubscribeInput = z.infer<typeof eventSubscribeSchema>;

export const eventMemberStatusInputSchema = z.object({
  status: z.enum(EVENT_ORGANISER_STATUSES, { error: 'Статус: registered, requested или deleted' }),
});

export const eventMembersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(200).default(50),
  status: z.enum(EVENT_MEMBER_STATUSES).optional(),
});

/** A member as organisers see them. */
export const eventMemberSchema = z.object({
  user: personRefSchema.extend({
    work_position: z.string().nullable(),
    department: z.string().nullable(),
    email: z.string(),
  }),
  status: z.enum(EVENT_MEMBER_STATUSES),
  /** When the status was last set (the waiting list is in this order). */
  updated_at: z.string(),
});
export type EventMember = z.infer<typeof eventMemberSchema>;

/** The personal calendar feed: its address (path with the secret token) while one is issued. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const calendarFeedQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'Неверная ссылка на календарь'),
});

/** GET /search/tags (the social module's): tags starting with `q`. */
export const tagSearchQuerySchema = z.object({
  q: z.string().trim().max(EVENT_LIMITS.tag).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
