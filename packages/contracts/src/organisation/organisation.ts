/** Countries: ids are fixed (other data refers to them); Russia is the default. */
export const COUNTRIES = [
  { id: 1, name: 'Россия', code: 'RUS' },
  { id: 2, name: 'Украина', code: 'UKR' },
  { id: 3, name: 'Казахстан', code: 'KAZ' },
  { id: 4, name: 'Беларусь', code: 'BLR' },
] as const;
export const DEFAULT_COUNTRY_ID = 1;

/** Structure levels (docs/modules/organisation.md). */
export const STRUCTURE_LEVEL = {
  league: 0,
  block: 1,
  practice: 2,
  project: 3,
  region: 4,
  office: 5,
} as const;
/** Structure entity types; leagues and projects carry none. */
export const ENTITY_TYPE = { block: 1, practice: 2, region: 4, office: 5 } as const;

/** Work formats (docs/modules/organisation.md). */
export const WORK_FORMATS = [
  { id: 1, name: 'Офис' },
  { id: 2, name: 'Дом' },
  { id: 3, name: 'Внешний офис' },
] as const;
