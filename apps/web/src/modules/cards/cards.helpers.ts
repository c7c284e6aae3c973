import { CARD_DEFAULT_COUNT, type CardFieldsInput, type CardPersonFields } from '@intranet/contracts';

const rubles = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  minimumFractionDigits: 2,
});

/** «1 830,50 ₽». */
export function formatRubles(value: number): string {
  return rubles.format(value);
}

/** The form's values of a new order: the defaults of the contracts and the person's profile. */
export function initialCardValues(person: CardPersonFields | undefined) {
  return {
    card_type: 'standard',
    lang: 'rus',
    orientation: 'l',
    color: 'b',
    league_logo: false,
    is_qr: false,
    urgent: false,
    count: CARD_DEFAULT_COUNT,
    last_name: person?.last_name ?? '',
    first_name: person?.first_name ?? '',
    middle_name: person?.middle_name ?? '',
    last_name_en: person?.last_name_en ?? '',
    first_name_en: person?.first_name_en ?? '',
    work_position: person?.work_position ?? '',
    work_position_en: '',
    company_id: person?.company?.id,
    address_id: person?.address?.id,
    charge_id: person?.charge?.id,
    email: person?.email ?? '',
    phone_ext: person?.phone_ext ?? '',
    phone_mobile: person?.phone_mobile ?? '',
    comment: '',
  };
}
export type CardFormValues = ReturnType<typeof initialCardValues>;

/** The wire body of the form's values: empty text as null, the ids of the uploaded files. */
export function cardBody(values: CardFormValues, fileIds: number[]): CardFieldsInput {
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  return {
    ...values,
    card_type: values.card_type as CardFieldsInput['card_type'],
    lang: values.lang as CardFieldsInput['lang'],
    orientation: values.orientation as CardFieldsInput['orientation'],
    color: values.color as CardFieldsInput['color'],
    middle_name: text(values.middle_name),
    last_name_en: text(values.last_name_en),
    first_name_en: text(values.first_name_en),
    work_position_en: text(values.work_position_en),
    email: text(values.email),
    phone_ext: text(values.phone_ext),
    phone_mobile: text(values.phone_mobile),
    comment: text(values.comment),
    company_id: values.company_id ?? null,
    address_id: values.address_id ?? null,
    charge_id: values.charge_id ?? null,
    file_ids: fileIds,
  };
}
