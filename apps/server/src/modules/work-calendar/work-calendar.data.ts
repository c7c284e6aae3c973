/**
 * Reference data for the work calendar: public holidays of Russia, Ukraine,
 * Kazakhstan and Belarus for 2013–2028 plus the transfers of days off that a government decree fixed and a
 * found source states. Pure data and arithmetic: no I/O, same output on every run.
 * Where each part comes from and how sure it is: WORK_CALENDAR_SOURCES at the end of the file.
 */

import { addDays, dayOfWeek, formatRussianDate, isSaturdayOrSunday } from '@intranet/contracts';

export type WorkCalendarDayType = 1 | 2 | 3 | 4;

export interface WorkCalendarSeedDay {
  /** yyyy-MM-dd */
  date: string;
  countryId: 1 | 2 | 3 | 4;
  type: WorkCalendarDayType;
  /** Russian name of the holiday (or a short description of a transfer), or null. */
  name: string | null;
}

export const WORK_CALENDAR_FIRST_YEAR = 2013;
export const WORK_CALENDAR_LAST_YEAR = 2028;

export const WORK_CALENDAR_DAY_TYPE = {
  holiday: 1,
  workingWeekend: 2,
  movedHoliday: 3,
  shortWorkDay: 4,
} as const satisfies Record<string, WorkCalendarDayType>;

export const WORK_CALENDAR_COUNTRY = { russia: 1, ukraine: 2, kazakhstan: 3, belarus: 4 } as const;

type CountryId = WorkCalendarSeedDay['countryId'];

/**
 * Ukraine: from this date the Labour Code art. 73 holidays are not days off while martial law lasts
 * (Law No. 2136-IX). Martial law is still in force, so the suspension has no end date here; when it ends, set
 * UKRAINE_HOLIDAYS_SUSPENDED_UNTIL and the peacetime rules below apply again.
 */
export const UKRAINE_HOLIDAYS_SUSPENDED_FROM = '2022-03-24';
// Widened on purpose: the value is meant to be edited to a date.
export const UKRAINE_HOLIDAYS_SUSPENDED_UNTIL = null as string | null;

// ---------------------------------------------------------------------------------------------------------
// Date arithmetic (UTC, so the host time zone never shifts a date)

const pad = (value: number): string => String(value).padStart(2, '0');

export function toIsoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

export { addDays, dayOfWeek };
export const isWeekend = isSaturdayOrSunday;

/** Orthodox Easter Sunday (Meeus' Julian algorithm; +13 days to Gregorian is valid for 1900–2099). */
export function orthodoxEaster(year: number): string {
  const a = year % 4;
  const b = year % 7;
  const c = year % 19;
  const d = (19 * c + 15) % 30;
  const e = (2 * a + 4 * b - d + 34) % 7;
  const month = Math.floor((d + e + 114) / 31);
  const day = ((d + e + 114) % 31) + 1;
  return addDays(toIsoDate(year, month, day), 13);
}

/** Belarus Radunitsa: Tuesday of the 9th week after Orthodox Easter, i.e. Easter + 9 days. */
export const radunitsa = (year: number): string => addDays(orthodoxEaster(year), 9);

/** 'MM-dd' is a date of `year`; a full 'yyyy-MM-dd' (a cross-year transfer) is taken as is. */
const inYear = (year: number, date: string): string => (date.length === 10 ? date : `${year}-${date}`);

const ruDate = formatRussianDate;

// ---------------------------------------------------------------------------------------------------------
// Public holidays (type 1)

/** [MM-dd, Russian name, first year, last year]; years inclusive, open when omitted. */
type FixedHoliday = readonly [string, string, number?, number?];

const NEW_YEAR_HOLIDAYS = 'Новогодние каникулы';

const RUSSIA_HOLIDAYS: FixedHoliday[] = [
  ...['01-01', '01-02', '01-03', '01-04', '01-05', '01-06'].map((md) => [md, NEW_YEAR_HOLIDAYS] as const),
  ['01-07', 'Рождество Христово'],
  ['01-08', NEW_YEAR_HOLIDAYS],
  ['02-23', 'День защитника Отечества'],
  ['03-08', 'Международный женский день'],
  ['05-01', 'Праздник Весны и Труда'],
  ['05-09', 'День Победы'],
  ['06-12', 'День России'],
  ['11-04', 'День народного единства'],
];

const BELARUS_HOLIDAYS: FixedHoliday[] = [
  ['01-01', 'Новый год'],
  ['01-02', 'Новый год', 2020],
  ['01-07', 'Рождество Христово (православное Рождество)'],
  ['03-08', 'День женщин'],
  ['05-01', 'Праздник труда'],
  ['05-09', 'День Победы'],
  ['07-03', 'День Независимости Республики Беларусь (День Республики)'],
  ['11-07', 'День Октябрьской революции'],
  ['12-25', 'Рождество Христово (католическое Рождество)'],
];

const KAZAKHSTAN_HOLIDAYS: FixedHoliday[] = [
  ['01-01', 'Новый год'],
  ['01-02', 'Новый год'],
  ['01-07', 'Православное Рождество'],
  ['03-08', 'Международный женский день'],
  ['03-21', 'Наурыз мейрамы'],
  ['03-22', 'Наурыз мейрамы'],
  ['03-23', 'Наурыз мейрамы'],
  ['05-01', 'Праздник единства народа Казахстана'],
  ['05-07', 'День защитника Отечества'],
  ['05-09', 'День Победы'],
  ['07-06', 'День столицы'],
  ['08-30', 'День Конституции Республики Казахстан'],
  ['10-25', 'День Республики', 2022],
  ['12-01', 'День Первого Президента Республики Казахстан', 2013, 2021],
  ['12-16', 'День Независимости'],
  // 17 December stopped being a holiday with the 2022 reform (python-holidays, see sources).
  ['12-17', 'День Независимости', 2013, 2021],
];

/** Kurban Ait, first day, as the Government of Kazakhstan set it (lunar; only years a source confirms). */
const KAZAKHSTAN_KURBAN_AIT: Record<number, string> = {
  2013: '10-15',
  2014: '10-04',
  2015: '09-24',
  2016: '09-12',
  2017: '09-01',
  2018: '08-21',
  2019: '08-11',
  2020: '07-31',
  2021: '07-20',
  2022: '07-09',
  2023: '06-28',
  2024: '06-16',
  2025: '06-06',
};

/** Peacetime Labour Code art. 73 list; see UKRAINE_HOLIDAYS_SUSPENDED_FROM for martial law. */
const UKRAINE_HOLIDAYS: FixedHoliday[] = [
  ['01-01', 'Новый год'],
  ['01-07', 'Рождество Христово (по юлианскому календарю)', 2013, 2023],
  ['03-08', 'Международный женский день'],
  ['05-01', 'День международной солидарности трудящихся', 2013, 2017],
  ['05-02', 'День международной солидарности трудящихся', 2013, 2017],
  ['05-01', 'День труда', 2018],
  ['05-08', 'День памяти и победы над нацизмом во Второй мировой войне 1939–1945 годов', 2024],
  ['05-09', 'День Победы', 2013, 2015],
  ['05-09', 'День победы над нацизмом во Второй мировой войне', 2016, 2023],
  ['06-28', 'День Конституции Украины'],
  ['07-15', 'День украинской государственности', 2024],
  ['07-28', 'День украинской государственности', 2022, 2023],
  ['08-24', 'День независимости Украины'],
  ['10-14', 'День защитника Украины', 2015, 2020],
  ['10-14', 'День защитников и защитниц Украины', 2021, 2022],
  ['10-01', 'День защитников и защитниц Украины', 2023],
  ['12-25', 'Рождество Христово', 2017],
];

const applies = ([, , first, last]: FixedHoliday, year: number): boolean =>
  (first === undefined || year >= first) && (last === undefined || year <= last);

/** [date, name] of every public holiday of the country in the year, before any suspension. */
function holidaysOf(countryId: CountryId, year: number): [string, string][] {
  const fixed = (rules: FixedHoliday[]): [string, string][] =>
    rules.filter((rule) => applies(rule, year)).map(([md, name]) => [`${year}-${md}`, name]);
  switch (countryId) {
    case 1:
      return fixed(RUSSIA_HOLIDAYS);
    case 2: {
      // Easter and Trinity are Sunday holidays; the day off is the Monday after (Labour Code art. 67).
      const easter = orthodoxEaster(year);
      return [
        ...fixed(UKRAINE_HOLIDAYS),
        [addDays(easter, 1), 'Пасха (Воскресение Христово)'],
        [addDays(easter, 50), 'Троица'],
      ];
    }
    case 3: {
      const kurbanAit = KAZAKHSTAN_KURBAN_AIT[year];
      return [
        ...fixed(KAZAKHSTAN_HOLIDAYS),
        ...(kurbanAit ? [[`${year}-${kurbanAit}`, 'Курбан айт'] as [string, string]] : []),
      ];
    }
    case 4:
      return [...fixed(BELARUS_HOLIDAYS), [radunitsa(year), 'Радуница']];
  }
}

const isSuspended = (countryId: CountryId, date: string): boolean =>
  countryId === 2 &&
  date >= UKRAINE_HOLIDAYS_SUSPENDED_FROM &&
  (UKRAINE_HOLIDAYS_SUSPENDED_UNTIL === null || date <= UKRAINE_HOLIDAYS_SUSPENDED_UNTIL);

// ---------------------------------------------------------------------------------------------------------
// Decreed transfers (types 2, 3, 4), by year. Dates are 'MM-dd' of that year unless written in full.

interface YearTransfers {
  /** [weekday that became a day off, the day off it replaced]: a weekend day, a weekend holiday or its lieu day. */
  moved: (readonly [string, string])[];
  /** Saturdays/Sundays that became working days. */
  working?: string[];
  /** Pre-holiday days shortened by one hour; a listed working Saturday stays type 2. */
  short?: string[];
}

/** Russia: non-working days and pre-holiday days per the production calendar (decrees); see sources. */
const RUSSIA_TRANSFERS: Record<number, YearTransfers> = {
  2013: {
    moved: [
      ['05-02', '01-05'],
      ['05-03', '01-06'],
      ['05-10', '02-25'],
    ],
    short: ['02-22', '03-07', '04-30', '05-08', '06-11', '12-31'],
  },
  2014: {
    moved: [
      ['03-10', '03-08'],
      ['05-02', '01-04'],
      ['06-13', '01-05'],
      ['11-03', '02-24'],
    ],
    short: ['02-24', '03-07', '04-30', '05-08', '06-11', '12-31'],
  },
  2015: {
    moved: [
      ['01-09', '01-03'],
      ['03-09', '03-08'],
      ['05-04', '01-04'],
      ['05-11', '05-09'],
    ],
    short: ['04-30', '05-08', '06-11', '11-03', '12-31'],
  },
  2016: {
    moved: [
      ['02-22', '02-20'],
      ['03-07', '01-03'],
      ['05-02', '05-01'],
      ['05-03', '01-02'],
      ['06-13', '06-12'],
    ],
    working: ['02-20'],
    short: ['02-20', '11-03'],
  },
  2017: {
    moved: [
      ['02-24', '01-01'],
      ['05-08', '01-07'],
      ['11-06', '11-04'],
    ],
    short: ['02-22', '03-07', '11-03'],
  },
  2018: {
    moved: [
      ['03-09', '01-06'],
      ['04-30', '04-28'],
      ['05-02', '01-07'],
      ['06-11', '06-09'],
      ['11-05', '11-04'],
      ['12-31', '12-29'],
    ],
    working: ['04-28', '06-09', '12-29'],
    short: ['02-22', '03-07', '04-28', '05-08', '06-09', '12-29'],
  },
  2019: {
    moved: [
      ['05-02', '01-05'],
      ['05-03', '01-06'],
      ['05-10', '02-23'],
    ],
    short: ['02-22', '03-07', '04-30', '05-08', '06-11', '12-31'],
  },
  2020: {
    moved: [
      ['02-24', '02-23'],
      ['03-09', '03-08'],
      ['05-04', '01-04'],
      ['05-05', '01-05'],
      ['05-11', '05-09'],
    ],
    // 30 Apr and 8 May fell inside the 2020 non-working period (presidential decrees), so not listed.
    short: ['06-11', '11-03', '12-31'],
  },
  2021: {
    moved: [
      ['02-22', '02-20'],
      ['05-03', '05-01'],
      ['05-10', '05-09'],
      ['06-14', '06-12'],
      ['11-05', '01-02'],
      ['12-31', '01-03'],
    ],
    working: ['02-20'],
    // 3 Nov fell inside the 30 Oct – 7 Nov 2021 non-working period, so not listed.
    short: ['02-20', '04-30', '06-11'],
  },
  2022: {
    moved: [
      ['03-07', '03-05'],
      ['05-02', '05-01'],
      ['05-03', '01-01'],
      ['05-10', '01-02'],
      ['06-13', '06-12'],
    ],
    working: ['03-05'],
    short: ['02-22', '03-05', '11-03'],
  },
  2023: {
    moved: [
      ['02-24', '01-01'],
      ['05-08', '01-08'],
      ['11-06', '11-04'],
    ],
    short: ['02-22', '03-07', '11-03'],
  },
  2024: {
    moved: [
      ['04-29', '04-27'],
      ['04-30', '11-02'],
      ['05-10', '01-06'],
      ['12-30', '12-28'],
      ['12-31', '01-07'],
    ],
    working: ['04-27', '11-02', '12-28'],
    short: ['02-22', '03-07', '05-08', '06-11', '11-02'],
  },
  2025: {
    moved: [
      ['05-02', '01-04'],
      ['05-08', '02-23'],
      ['06-13', '03-08'],
      ['11-03', '11-01'],
      ['12-31', '01-05'],
    ],
    working: ['11-01'],
    short: ['03-07', '04-30', '06-11', '11-01'],
  },
  2026: {
    moved: [
      ['01-09', '01-03'],
      ['03-09', '03-08'],
      ['05-11', '05-09'],
      ['12-31', '01-04'],
    ],
    short: ['04-30', '05-08', '06-11', '11-03'],
  },
};

/** Belarus: Council of Ministers transfers (a working Saturday for each bridge day). */
const BELARUS_TRANSFERS: Record<number, YearTransfers> = {
  2013: {
    moved: [
      ['01-02', '01-05'],
      ['05-10', '05-18'],
    ],
    working: ['01-05', '05-18'],
  },
  2014: {
    moved: [
      ['01-02', '01-04'],
      ['01-06', '01-11'],
      ['04-30', '05-03'],
      ['07-04', '07-12'],
      ['12-26', '12-20'],
    ],
    working: ['01-04', '01-11', '05-03', '07-12', '12-20'],
  },
  2015: {
    moved: [
      ['01-02', '01-10'],
      ['04-20', '04-25'],
    ],
    working: ['01-10', '04-25'],
  },
  2016: {
    moved: [
      ['01-08', '01-16'],
      ['03-07', '03-05'],
    ],
    working: ['01-16', '03-05'],
  },
  2017: {
    moved: [
      ['01-02', '01-21'],
      ['04-24', '04-29'],
      ['05-08', '05-06'],
      ['11-06', '11-04'],
    ],
    working: ['01-21', '04-29', '05-06', '11-04'],
  },
  2018: {
    moved: [
      ['01-02', '01-20'],
      ['03-09', '03-03'],
      ['04-16', '04-14'],
      ['04-30', '04-28'],
      ['07-02', '07-07'],
      ['12-24', '12-22'],
      ['12-31', '12-29'],
    ],
    working: ['01-20', '03-03', '04-14', '04-28', '07-07', '12-22', '12-29'],
  },
  2019: {
    moved: [
      ['05-06', '05-04'],
      ['05-08', '05-11'],
      ['11-08', '11-16'],
    ],
    working: ['05-04', '05-11', '11-16'],
  },
  2020: {
    moved: [
      ['01-06', '01-04'],
      ['04-27', '04-04'],
    ],
    working: ['01-04', '04-04'],
  },
  2021: {
    moved: [
      ['01-08', '01-16'],
      ['05-10', '05-15'],
    ],
    working: ['01-16', '05-15'],
  },
  2022: {
    moved: [
      ['03-07', '03-12'],
      ['05-02', '05-14'],
    ],
    working: ['03-12', '05-14'],
  },
  2023: {
    moved: [
      ['04-24', '04-29'],
      ['05-08', '05-13'],
      ['11-06', '11-11'],
    ],
    working: ['04-29', '05-13', '11-11'],
  },
  2024: {
    moved: [
      ['05-13', '05-18'],
      ['11-08', '11-16'],
    ],
    working: ['05-18', '11-16'],
  },
  2025: {
    moved: [
      ['01-06', '01-11'],
      ['04-28', '04-26'],
      ['07-04', '07-12'],
      ['12-26', '12-20'],
    ],
    working: ['01-11', '04-26', '07-12', '12-20'],
  },
  2026: { moved: [['04-20', '04-25']], working: ['04-25'] },
};

/** Kazakhstan: Government transfers. 2014's first bridge day was worked on Saturday 28 Dec 2013. */
const KAZAKHSTAN_TRANSFERS: Record<number, YearTransfers> = {
  2013: {
    moved: [
      ['05-10', '05-04'],
      ['10-14', '10-12'],
    ],
    working: ['05-04', '10-12', '12-28'],
  },
  2014: {
    moved: [
      ['01-03', '2013-12-28'],
      ['05-02', '05-04'],
      ['05-08', '05-11'],
    ],
    working: ['05-04', '05-11'],
  },
  2016: { moved: [['03-07', '03-05']], working: ['03-05'] },
  2017: {
    moved: [
      ['03-20', '03-18'],
      ['07-07', '07-01'],
    ],
    working: ['03-18', '07-01'],
  },
  2018: {
    moved: [
      ['03-09', '03-03'],
      ['04-30', '04-28'],
      ['05-08', '05-05'],
      ['08-31', '08-25'],
      ['12-31', '12-29'],
    ],
    working: ['03-03', '04-28', '05-05', '08-25', '12-29'],
  },
  2019: { moved: [['05-10', '05-04']], working: ['05-04'] },
  2020: {
    moved: [
      ['01-03', '01-05'],
      ['12-18', '12-20'],
    ],
    working: ['01-05', '12-20'],
  },
  2021: { moved: [['07-05', '07-03']], working: ['07-03'] },
  2022: {
    moved: [
      ['03-07', '03-05'],
      ['08-29', '08-27'],
      ['10-24', '10-22'],
    ],
    working: ['03-05', '08-27', '10-22'],
  },
  2023: { moved: [['07-07', '07-01']], working: ['07-01'] },
  2024: { moved: [['05-08', '05-04']], working: ['05-04'] },
  2025: { moved: [['01-03', '01-05']], working: ['01-05'] },
};

/** Ukraine: Cabinet of Ministers recommended transfers, up to martial law. */
const UKRAINE_TRANSFERS: Record<number, YearTransfers> = {
  2013: {
    moved: [
      ['05-03', '05-18'],
      ['05-10', '06-01'],
    ],
    working: ['05-18', '06-01'],
  },
  2014: {
    moved: [
      ['01-02', '01-11'],
      ['01-03', '01-25'],
      ['01-06', '02-08'],
    ],
    working: ['01-11', '01-25', '02-08'],
  },
  2015: {
    moved: [
      ['01-02', '01-17'],
      ['01-08', '01-31'],
      ['01-09', '02-14'],
    ],
    working: ['01-17', '01-31', '02-14'],
  },
  2016: {
    moved: [
      ['01-08', '01-16'],
      ['03-07', '03-12'],
      ['06-27', '07-02'],
    ],
    working: ['01-16', '03-12', '07-02'],
  },
  2017: {
    moved: [
      ['05-08', '05-13'],
      ['08-25', '08-19'],
    ],
    working: ['05-13', '08-19'],
  },
  2018: {
    moved: [
      ['03-09', '03-03'],
      ['04-30', '05-05'],
      ['06-29', '06-23'],
      ['12-24', '12-22'],
      ['12-31', '12-29'],
    ],
    working: ['03-03', '05-05', '06-23', '12-22', '12-29'],
  },
  2019: {
    moved: [
      ['04-30', '05-11'],
      ['12-30', '12-21'],
      ['12-31', '12-28'],
    ],
    working: ['05-11', '12-21', '12-28'],
  },
  2020: { moved: [['01-06', '01-11']], working: ['01-11'] },
  2021: {
    moved: [
      ['01-08', '01-16'],
      ['08-23', '08-28'],
      ['10-15', '10-23'],
    ],
    working: ['01-16', '08-28', '10-23'],
  },
  2022: { moved: [['03-07', '03-12']], working: ['03-12'] },
};

const TRANSFERS: Record<CountryId, Record<number, YearTransfers>> = {
  1: RUSSIA_TRANSFERS,
  2: UKRAINE_TRANSFERS,
  3: KAZAKHSTAN_TRANSFERS,
  4: BELARUS_TRANSFERS,
};

/** Years with decreed transfers per country (for docs and tests). */
export const WORK_CALENDAR_TRANSFER_YEARS: Record<CountryId, number[]> = {
  1: Object.keys(RUSSIA_TRANSFERS).map(Number),
  2: Object.keys(UKRAINE_TRANSFERS).map(Number),
  3: Object.keys(KAZAKHSTAN_TRANSFERS).map(Number),
  4: Object.keys(BELARUS_TRANSFERS).map(Number),
};

/** Every decreed [day off, replaced day] pair as full dates, for consistency checks. */
export function workCalendarTransferPairs(countryId: CountryId): { date: string; from: string }[] {
  return Object.entries(TRANSFERS[countryId]).flatMap(([year, transfers]) =>
    transfers.moved.map(([date, from]) => ({
      date: inYear(Number(year), date),
      from: inYear(Number(year), from),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Seed

const COUNTRIES: CountryId[] = [1, 2, 3, 4];

export function buildWorkCalendarSeed(): WorkCalendarSeedDay[] {
  const days = new Map<string, WorkCalendarSeedDay>();
  const put = (day: WorkCalendarSeedDay): void => {
    const key = `${day.countryId}:${day.date}`;
    const existing = days.get(key);
    if (!existing) {
      days.set(key, day);
    } else if (existing.type === 1 && day.type === 1) {
      // Two holidays on one date (e.g. Ukraine 2016: Easter Monday on 2 May): keep one row, both names.
      days.set(key, { ...existing, name: `${existing.name}; ${day.name}` });
    } else {
      throw new Error(`Work calendar data conflict: ${key} is type ${existing.type} and ${day.type}`);
    }
  };

  for (const countryId of COUNTRIES) {
    for (let year = WORK_CALENDAR_FIRST_YEAR; year <= WORK_CALENDAR_LAST_YEAR; year += 1) {
      for (const [date, name] of holidaysOf(countryId, year)) {
        if (!isSuspended(countryId, date)) put({ date, countryId, type: 1, name });
      }
    }
    // Moved days are looked up by their target so a working day can name the weekday it paid for.
    const movedTo = new Map(workCalendarTransferPairs(countryId).map(({ date, from }) => [from, date]));
    for (const [yearKey, transfers] of Object.entries(TRANSFERS[countryId])) {
      const year = Number(yearKey);
      const short = new Set((transfers.short ?? []).map((date) => inYear(year, date)));
      for (const [to, from] of transfers.moved) {
        const date = inYear(year, to);
        put({ date, countryId, type: 3, name: `Выходной день (перенесён с ${ruDate(inYear(year, from))})` });
      }
      for (const working of transfers.working ?? []) {
        const date = inYear(year, working);
        const target = movedTo.get(date);
        const base = short.has(date) ? 'Рабочий день, сокращённый на 1 час' : 'Рабочий день';
        put({
          date,
          countryId,
          type: 2,
          name: target ? `${base} (выходной перенесён на ${ruDate(target)})` : base,
        });
      }
      for (const date of short) {
        if (!isWeekend(date))
          put({ date, countryId, type: 4, name: 'Предпраздничный день, сокращённый на 1 час' });
      }
    }
  }

  return [...days.values()]
    .filter(({ date }) => {
      const year = Number(date.slice(0, 4));
      return year >= WORK_CALENDAR_FIRST_YEAR && year <= WORK_CALENDAR_LAST_YEAR;
    })
    .sort((a, b) => a.countryId - b.countryId || a.date.localeCompare(b.date));
}

// ---------------------------------------------------------------------------------------------------------
// Sources

const PYTHON_HOLIDAYS = 'github.com/vacanza/holidays (python-holidays)';

export const WORK_CALENDAR_SOURCES: { countryId: number; years: string; source: string; note?: string }[] = [
  {
    countryId: 1,
    years: '2013–2028',
    source: 'Трудовой кодекс РФ, ст. 112 (список нерабочих праздничных дней)',
    note: 'Высокая уверенность: состав праздников не менялся с 2013 года.',
  },
  {
    countryId: 1,
    years: '2013–2026',
    source:
      'Переносы и предпраздничные дни — постановления Правительства РФ о переносе выходных дней, по данным ' +
      'webmasterskaya/production-calendar src/data/holidays.json (по consultant.ru: нерабочие будни и ' +
      `предпраздничные дни); даты, с которых перенесён выходной, — ${PYTHON_HOLIDAYS} ` +
      'holidays/countries/russia.py (RussiaStaticHolidays, со ссылками на постановления); 2024–2026 сверены с ' +
      'hywax/production-calendar data/russia.ics (xmlcalendar.ru).',
    note:
      'Высокая уверенность: источники совпадают. Не включены нерабочие дни по указам Президента (30.03–08.05.2020, ' +
      '24.06 и 01.07.2020, 04–07.05 и 30.10–07.11.2021): это не переносы. Сокращённые дни внутри этих периодов ' +
      '(30.04 и 08.05.2020, 03.11.2021) не отмечены, как и в источнике. Сокращённая рабочая суббота хранится как ' +
      'working_weekend (2), её сокращение — в названии.',
  },
  {
    countryId: 1,
    years: '2027–2028',
    source: '—',
    note: 'Только праздники: постановлений о переносе выходных на эти годы ещё нет.',
  },
  {
    countryId: 4,
    years: '2013–2028',
    source: `Указ Президента РБ от 26.03.1998 № 157 (2 января — с 2020 года, Указ № 464 от 2019 г.); ${PYTHON_HOLIDAYS} holidays/countries/belarus.py`,
    note:
      'Высокая уверенность. Радуница вычисляется (православная Пасха + 9 дней). Католическая и православная Пасха ' +
      '(всегда воскресенье) не включены.',
  },
  {
    countryId: 4,
    years: '2013–2026',
    source: `Переносы — постановления Совета Министров РБ, по ${PYTHON_HOLIDAYS} holidays/countries/belarus.py (BelarusStaticHolidays)`,
    note:
      'Средне-высокая уверенность (один источник). Сокращённые предпраздничные дни (ТК РБ ст. 115) не включены: ' +
      'найденный источник их не даёт. 2027–2028 — переносов ещё нет.',
  },
  {
    countryId: 3,
    years: '2013–2028',
    source: `Закон РК «О праздниках в Республике Казахстан»; ${PYTHON_HOLIDAYS} holidays/countries/kazakhstan.py`,
    note:
      'Высокая уверенность для фиксированных дат. 1 декабря — по 2021 год, 25 октября — с 2022 года; 17 декабря — ' +
      'только по 2021 год (по источнику, с реформы 2022 года День Независимости — один день, 16 декабря). ' +
      'Курбан айт (первый день) — 2013–2025 по датам из источника; на 2026–2028 не включён: дату по лунному ' +
      'календарю правительство утверждает ежегодно.',
  },
  {
    countryId: 3,
    years: '2013–2025',
    source: `Переносы — постановления Правительства РК, по ${PYTHON_HOLIDAYS} holidays/countries/kazakhstan.py (KazakhstanStaticHolidays)`,
    note:
      'Средне-высокая уверенность (один источник; в 2015 году переносов нет). Не включены: автоматический перенос ' +
      'выходного, совпавшего с праздником, на следующий рабочий день (ТК РК) — источник вычисляет его правилом, ' +
      'а не даёт датами; сокращённые дни; переносы 2026–2028 (не найдены).',
  },
  {
    countryId: 2,
    years: '2013–2022',
    source: `КЗпП Украины ст. 73; ${PYTHON_HOLIDAYS} holidays/countries/ukraine.py`,
    note:
      'Пасха и Троица — воскресенья, выходной — следующий понедельник (вычисляется). 2 мая — по 2017 год, 25 ' +
      'декабря — с 2017, 14 октября — с 2015. С 24.03.2022 (Закон № 2136-IX, военное положение) праздники не ' +
      'являются выходными: строк Украины после этой даты нет (в 2022 остаются 1 и 7 января и 8 марта). Правила ' +
      'мирного времени после реформ 2023 года (7 января отменено, Рождество 25 декабря, 8 мая вместо 9 мая с 2024, ' +
      '1 октября вместо 14 октября, 15 июля — День государственности) заложены в данные и включатся, когда задана ' +
      'UKRAINE_HOLIDAYS_SUSPENDED_UNTIL; 28 июля 2022–2023 — средняя уверенность.',
  },
  {
    countryId: 2,
    years: '2013–2022',
    source: `Переносы — распоряжения Кабинета Министров Украины (рекомендательные), по ${PYTHON_HOLIDAYS} holidays/countries/ukraine.py (UkraineStaticHolidays)`,
    note:
      'Средне-высокая уверенность (один источник). Не включены: перенос праздника, выпавшего на выходной, на ' +
      'следующий рабочий день (КЗпП ст. 67; кроме понедельников после Пасхи и Троицы) — источник вычисляет его ' +
      'правилом; сокращённые предпраздничные дни; 2023–2028 — праздники не являются выходными. Перенос 2022 ' +
      'года (7 марта за 12 марта) оставлен: он действовал до Закона № 2136-IX.',
  },
];
