import { z } from 'zod';
import { bpAssigneeSchema, bpActionSchema, bpRequestSchema } from '../requests/requests.ts';
import { idParamSchema, idSchema, intSchema, textSchema } from '../primitives.ts';
import { pageQuerySchema } from '../common.ts';
import { fileSchema } from '../support/support.ts';

export { transliterate } from './transliteration.ts';
export * from './card-layout.ts';

/**
 * Business cards (docs/modules/cards.md): requests of the engine's `business_cards` process with their own
 * fields in `bp_cards`; the price follows the administrator's rates (cardPrice).
 */
export const CARD_PROCESS_CODE = 'business_cards';

/** «default card count 100». */
export const CARD_DEFAULT_COUNT = 100;
export const CARD_COUNT_MIN = 50;
export const CARD_COUNT_MAX = 2000;

export const CARD_TYPES = { standard: 'Стандартная', premium: 'Дизайнерская бумага' } as const;
export type CardType = keyof typeof CARD_TYPES;

/** The languages of a card: one side in Russian or in English, or both sides. */
export const CARD_LANGS = {
  rus: 'Русский (односторонняя)',
  eng: 'Английский (односторонняя)',
  rus_eng: 'Русский и английский (двусторонняя)',
} as const;
export type CardLang = keyof typeof CARD_LANGS;

export const CARD_ORIENTATIONS = { l: 'Горизонтальная', p: 'Вертикальная' } as const;
export type CardOrientation = keyof typeof CARD_ORIENTATIONS;

export const CARD_COLORS = { b: 'Фирменная синяя', w: 'Белая' } as const;
export type CardColor = keyof typeof CARD_COLORS;

/** The statuses in which the card's layout is approved and the print-ready PDF is given out. */
export const CARD_PRINTABLE_STATUSES = ['in_progress', 'completed'] as const;

export const CARD_TEXTS = {
  createFailed: 'Что-то пошло не так при создании заявки',
  createFailedHint: 'Попробуйте снова.',
  pdfNotReady: 'Макет для типографии доступен после согласования заявки',
  deleteDenied: 'Удалить заявку может автор, пока она зарегистрирована, или администратор',
  notFound: 'Заявка на визитки не найдена',
  personNotFound: 'Сотрудник не найден',
  fieldsDenied: 'Заполнить визитку за другого сотрудника может только помощник',
  fileDenied: 'Файл недоступен',
} as const;

/** Rates of 100 cards in kopecks and the urgency surcharge (settings cards_rate_*, cards_urgent_percent). */
export interface CardRates {
  one_side_kopecks: number;
  two_sides_kopecks: number;
  urgent_percent: number;
}

/** The rates' defaults: 1830.5 ₽ for 100 one-sided cards, 2237 ₽ for 100 two-sided; urgency +50 %. */
export const CARD_DEFAULT_RATES: CardRates = {
  one_side_kopecks: 183_050,
  two_sides_kopecks: 223_700,
  urgent_percent: 50,
};

/**
 * The price of an order in roubles (two decimals): the rate of 100 cards (two-sided when in both languages)
 * × count / 100, rounded to kopecks, then the urgency surcharge, rounded again.
 */
export function cardPrice(
  order: { lang: CardLang; count: number; urgent: boolean },
  rates: CardRates = CARD_DEFAULT_RATES,
): number {
  const rate = order.lang === 'rus_eng' ? rates.two_sides_kopecks : rates.one_side_kopecks;
  const base = Math.round((rate * order.count) / 100);
  const kopecks = order.urgent ? Math.round((base * (100 + rates.urgent_percent)) / 100) : base;
  return kopecks / 100;
}

const name = (label: string) =>
  textSchema(100).trim().min(1, `Укажите ${label}`).max(100, `Не длиннее 100 символов`);
const optionalText = (max: number) =>
  textSchema(max)
    .trim()
    .max(max, `Не длиннее ${max} символов`)
    .nullish()
    .transform((value) => value || null);
/** A phone as the directory writes it («+7 (495) 120-00-00 доб. 2504»): free text, one line. */
const phoneSchema = optionalText(50);

/** The fields of an order as the form sends them (POST and PUT); the price is the server's and is ignored. */
export const cardFieldsSchema = z.object({
  /** A process of kind «card» (the engine's `business_cards` when absent). */
  type_id: idSchema.optional(),
  card_type: z.enum(Object.keys(CARD_TYPES) as [CardType, ...CardType[]]).default('standard'),
  /** Whose cards these are: the author by default; only the assistants' desk orders for someone else. */
  user_id: idSchema.optional(),
  company_id: idSchema.nullish(),
  lang: z.enum(Object.keys(CARD_LANGS) as [CardLang, ...CardLang[]]).default('rus'),
  league_logo: z.boolean().default(false),
  orientation: z.enum(['l', 'p']).default('l'),
  color: z.enum(['b', 'w']).default('b'),
  last_name: name('фамилию'),
  first_name: name('имя'),
  middle_name: optionalText(100),
  /** Empty: the server transliterates the Russian name (ICAO Doc 9303). */
  last_name_en: optionalText(100),
  first_name_en: optionalText(100),
  work_position: textSchema(200).trim().min(1, 'Укажите должность').max(200, 'Не длиннее 200 символов'),
  work_position_en: optionalText(200),
  phone_ext: phoneSchema,
  is_qr: z.boolean().default(false),
  phone_mobile: phoneSchema,
  email: z
    .string()
    .trim()
    .max(200)
    .pipe(z.union([z.literal(''), z.email('Неверный адрес эл. почты')]))
    .nullish()
    .transform((value) => value || null),
  /** The office whose address prints on the card. */
  address_id: idSchema.nullish(),
  count: intSchema(CARD_COUNT_MIN, CARD_COUNT_MAX)
    .refine((value) => value % 50 === 0, 'Количество кратно 50')
    .default(CARD_DEFAULT_COUNT),
  /** Ignored: the server computes the price by cardPrice. */
  price: z.number().optional(),
  urgent: z.boolean().default(false),
  charge_id: idSchema.nullish(),
  comment: textSchema(2000, { multiline: true }).trim().nullish(),
  responsible_user_id: idSchema.nullish(),
  /** Uploads (POST /upload/files) to attach: the logo or a layout. */
  file_ids: z.array(idSchema).max(10, 'Не больше 10 файлов').default([]),
});
export type CardFieldsInput = z.input<typeof cardFieldsSchema>;
export type CardFields = z.output<typeof cardFieldsSchema>;

export const cardEditBodySchema = cardFieldsSchema.extend({
  /** The assistant's note to the author; only the assistants' desk changes it. */
  assistant_comment: textSchema(2000, { multiline: true }).trim().nullish(),
  updated_at: z.string().max(40),
});
export type CardEditBody = z.input<typeof cardEditBodySchema>;

const ref = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** An order in a list: the engine's request with the card's fields. */
export const cardSchema = bpRequestSchema.omit({ data: true }).extend({
  card_type: z.string(),
  user_id: z.number().int(),
  company: ref,
  lang: z.string(),
  league_logo: z.boolean(),
  orientation: z.string(),
  color: z.string(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name_en: z.string().nullable(),
  first_name_en: z.string().nullable(),
  work_position: z.string(),
  work_position_en: z.string().nullable(),
  phone_ext: z.string().nullable(),
  is_qr: z.boolean(),
  phone_mobile: z.string().nullable(),
  email: z.string().nullable(),
  address: ref,
  count: z.number().int(),
  price: z.number(),
  urgent: z.boolean(),
  charge: ref,
  comment: z.string().nullable(),
  assistant_comment: z.string().nullable(),
});
export type Card = z.infer<typeof cardSchema>;

/** One order with what the viewer may do (the engine's abilities and buttons) and its files. */
export const cardDetailsSchema = cardSchema.extend({
  assignees: z.array(bpAssigneeSchema),
  abilities: z.record(z.string(), z.boolean()),
  actions: z.array(bpActionSchema),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Whether the print-ready PDF may be downloaded now (approved, and the viewer is the author or the desk). */
  can_download_pdf: z.boolean(),
  /** Whether the viewer edits the assistant's comment (the assistants' desk while not final). */
  can_comment: z.boolean(),
  files: z.array(fileSchema),
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;

export const cardListQuerySchema = pageQuerySchema.extend({
  status_id: idParamSchema.optional(),
});

/** The form's defaults for a person (GET /bp_cards/fields/{id}). */
export const cardPersonFieldsSchema = z.object({
  user_id: z.number().int(),
  last_name: z.string(),
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name_en: z.string(),
  first_name_en: z.string(),
  work_position: z.string().nullable(),
  company: ref,
  address: ref,
  email: z.string().nullable(),
  phone_ext: z.string().nullable(),
  phone_mobile: z.string().nullable(),
  charge: ref,
});
export type CardPersonFields = z.infer<typeof cardPersonFieldsSchema>;

export const cardWorkPositionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string().nullable(),
});
export type CardWorkPosition = z.infer<typeof cardWorkPositionSchema>;

export const cardRatesSchema = z.object({
  one_side_kopecks: z.number().int(),
  two_sides_kopecks: z.number().int(),
  urgent_percent: z.number().int(),
});

/** The offices and companies the form offers. */
export const cardOptionsSchema = z.object({
  rates: cardRatesSchema,
  companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
  offices: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CardOptions = z.infer<typeof cardOptionsSchema>;

/** The order's fields as the history names their changes. */
export const CARD_FIELD_LABELS: Readonly<Record<string, string>> = {
  card_type: 'Бумага',
  user_id: 'Сотрудник',
  company_id: 'Компания',
  lang: 'Язык',
  league_logo: 'Логотип лиги',
  orientation: 'Ориентация',
  color: 'Цвет',
  last_name: 'Фамилия',
  first_name: 'Имя',
  middle_name: 'Отчество',
  last_name_en: 'Фамилия латиницей',
  first_name_en: 'Имя латиницей',
  work_position: 'Должность',
  work_position_en: 'Должность на английском',
  phone_ext: 'Рабочий телефон',
  is_qr: 'QR-код',
  phone_mobile: 'Мобильный телефон',
  email: 'Эл. почта',
  address_id: 'Адрес офиса',
  count: 'Количество',
  price: 'Стоимость',
  urgent: 'Срочно',
  charge_id: 'Код затрат',
  comment: 'Комментарий',
  assistant_comment: 'Комментарий помощника',
  file_ids: 'Логотип или макет',
};
