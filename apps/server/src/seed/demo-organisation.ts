import { fakerRU, type SexType } from '@faker-js/faker';
import { ENTITY_TYPE, ROLE_NAMES, STRUCTURE_LEVEL, type RoleName } from '@intranet/contracts';
import { DEMO_SEED } from './demo-version.ts';

/**
 * The demo organisation, generated deterministically (faker `ru`, fixed seed): the same data on every
 * machine and every run. Pure: it builds rows, `seed.ts` writes them.
 */
export { DEMO_PASSWORD, DEMO_SEED } from './demo-version.ts';
export const DEMO_EMAIL_DOMAIN = 'severcode.ru';
const EMPLOYEE_COUNT = 122;

export interface DemoCompany {
  id: number;
  name: string;
  countryId: number;
}
export interface DemoStructure {
  id: number;
  name: string;
  parentId: number | null;
  level: number;
  entityType: number | null;
  countryId: number | null;
}
export interface DemoUser {
  login: string;
  email: string;
  name: string;
  lastName: string;
  patronymic: string;
  departmentId: number;
  officeId: number;
  companyId: number;
  countryId: number;
  managerLogin: string | null;
  workPosition: string;
  hireDate: string;
  birthday: string;
  phoneCorp: string;
  phonePersonal: string;
  /** Some Russian employees bill through a client's charge codes (their approval is locked). */
  chargeCode: string | null;
  roles: RoleName[];
}
export interface DemoCharge {
  id: number;
  title: string;
  code: string;
}
export interface DemoCustomer {
  id: number;
  name: string;
  parentId: number | null;
  typeId: number;
  entityType: number | null;
  structureId: number | null;
  dateEnd: string | null;
  selectable: boolean;
  utilityType: 'FLOW' | 'DISCRETE' | null;
  chargeIds: number[];
  ownerLogins: string[];
}
export interface DemoStatus {
  login: string;
  statusTypeId: number;
  /** Days from the seeding day; statuses follow the calendar so the demo always shows some today. */
  startOffset: number;
  days: number;
}
export interface DemoOrganisation {
  companies: DemoCompany[];
  structures: DemoStructure[];
  users: DemoUser[];
  charges: DemoCharge[];
  customers: DemoCustomer[];
  statuses: DemoStatus[];
}

/** Company id = country id: Russia 1, Ukraine 2, Kazakhstan 3, Belarus 4. */
const COMPANIES: DemoCompany[] = [
  { id: 1, name: 'ООО «Северный код»', countryId: 1 },
  { id: 2, name: 'ООО «Северный код Украина»', countryId: 2 },
  { id: 3, name: 'ТОО «Северный код Казахстан»', countryId: 3 },
  { id: 4, name: 'ООО «Северный код Бел»', countryId: 4 },
];

const BLOCKS: { name: string; practices: { name: string; projects: string[]; positions: string[] }[] }[] = [
  {
    name: 'Блок разработки',
    practices: [
      {
        name: 'Практика Java',
        projects: ['Платформа онлайн-кредитования', 'Биллинг связи'],
        positions: ['Java-разработчик', 'Ведущий Java-разработчик', 'Архитектор'],
      },
      {
        name: 'Практика .NET',
        projects: ['Складской учет', 'Электронный документооборот'],
        positions: ['.NET-разработчик', 'Старший .NET-разработчик'],
      },
      {
        name: 'Практика фронтенд-разработки',
        projects: ['Личный кабинет клиента', 'Портал самообслуживания'],
        positions: ['Фронтенд-разработчик', 'Дизайнер интерфейсов'],
      },
      {
        name: 'Практика мобильной разработки',
        projects: ['Мобильный банк'],
        positions: ['iOS-разработчик', 'Android-разработчик'],
      },
    ],
  },
  {
    name: 'Блок консалтинга',
    practices: [
      {
        name: 'Практика 1С',
        projects: ['Внедрение 1С:ERP', 'Сопровождение 1С:ЗУП'],
        positions: ['Консультант 1С', 'Программист 1С'],
      },
      {
        name: 'Практика SAP',
        projects: ['Миграция на SAP S/4HANA'],
        positions: ['Консультант SAP', 'ABAP-разработчик'],
      },
      {
        name: 'Практика бизнес-анализа',
        projects: ['Аналитика продаж'],
        positions: ['Бизнес-аналитик', 'Системный аналитик'],
      },
    ],
  },
  {
    name: 'Блок инфраструктуры',
    practices: [
      {
        name: 'Практика DevOps',
        projects: ['Миграция в облако'],
        positions: ['DevOps-инженер', 'Инженер SRE'],
      },
      {
        name: 'Практика информационной безопасности',
        projects: ['Аудит безопасности'],
        positions: ['Специалист по информационной безопасности'],
      },
      {
        name: 'Практика тестирования',
        projects: ['Автоматизация тестирования'],
        positions: ['Инженер по тестированию', 'Инженер по автоматизации тестирования'],
      },
    ],
  },
  {
    name: 'Корпоративный блок',
    practices: [
      {
        name: 'Финансы и бухгалтерия',
        projects: ['Закрытие финансового года'],
        positions: ['Бухгалтер', 'Финансовый аналитик'],
      },
      {
        name: 'Управление персоналом',
        projects: ['Программа адаптации'],
        positions: ['HR-менеджер', 'Рекрутер'],
      },
      {
        name: 'Административная служба',
        projects: ['Обустройство офисов'],
        positions: ['Офис-менеджер', 'Ассистент'],
      },
    ],
  },
];

const REGIONS: { name: string; countryId: number; offices: string[]; weight: number }[] = [
  { name: 'Центральный регион', countryId: 1, offices: ['Москва', 'Воронеж'], weight: 40 },
  { name: 'Северо-Западный регион', countryId: 1, offices: ['Санкт-Петербург'], weight: 15 },
  { name: 'Приволжский регион', countryId: 1, offices: ['Казань', 'Нижний Новгород'], weight: 15 },
  { name: 'Беларусь', countryId: 4, offices: ['Минск'], weight: 12 },
  { name: 'Казахстан', countryId: 3, offices: ['Алматы', 'Астана'], weight: 12 },
  { name: 'Украина', countryId: 2, offices: ['Киев'], weight: 6 },
];

/** Work positions of the demo accounts, one per role. */
const ROLE_POSITIONS: Partial<Record<RoleName, string>> = {
  admin: 'Администратор портала',
  admin_director: 'Административный директор',
  manager: 'Руководитель практики',
  department_manager: 'Руководитель подразделения',
  assistant: 'Ассистент',
  team_lead: 'Тимлид',
  project_manager: 'Руководитель проекта',
  hr: 'HR-менеджер',
  operator: 'Оператор',
  moderator: 'Модератор портала',
  partner: 'Партнер',
  older_partner: 'Старший партнер',
};

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

export function transliterate(text: string): string {
  return [...text.toLowerCase()]
    .map((char) => TRANSLIT[char] ?? (/[a-z0-9]/.test(char) ? char : ''))
    .join('');
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function buildDemoOrganisation(): DemoOrganisation {
  const faker = fakerRU;
  faker.seed(DEMO_SEED);
  const refDate = new Date('2026-11-01T00:00:00Z');

  const structures: DemoStructure[] = [];
  const add = (node: Omit<DemoStructure, 'id'>) => {
    const row = { id: structures.length + 1, ...node };
    structures.push(row);
    return row;
  };
  const league = add({
    name: 'Лига «Северный код»',
    parentId: null,
    level: STRUCTURE_LEVEL.league,
    entityType: null,
    countryId: null,
  });
  const practices: { id: number; name: string; positions: string[]; projects: number[] }[] = [];
  for (const block of BLOCKS) {
    const blockRow = add({
      name: block.name,
      parentId: league.id,
      level: STRUCTURE_LEVEL.block,
      entityType: ENTITY_TYPE.block,
      countryId: null,
    });
    for (const practice of block.practices) {
      const practiceRow = add({
        name: practice.name,
        parentId: blockRow.id,
        level: STRUCTURE_LEVEL.practice,
        entityType: ENTITY_TYPE.practice,
        countryId: null,
      });
      const projectIds = practice.projects.map(
        (project) =>
          add({
            name: project,
            parentId: practiceRow.id,
            level: STRUCTURE_LEVEL.project,
            entityType: null,
            countryId: null,
          }).id,
      );
      practices.push({
        id: practiceRow.id,
        name: practice.name,
        positions: practice.positions,
        projects: projectIds,
      });
    }
  }
  const offices: { id: number; countryId: number; weight: number }[] = [];
  for (const region of REGIONS) {
    const regionRow = add({
      name: region.name,
      parentId: league.id,
      level: STRUCTURE_LEVEL.region,
      entityType: ENTITY_TYPE.region,
      countryId: region.countryId,
    });
    for (const office of region.offices) {
      const officeRow = add({
        name: office,
        parentId: regionRow.id,
        level: STRUCTURE_LEVEL.office,
        entityType: ENTITY_TYPE.office,
        countryId: region.countryId,
      });
      offices.push({
        id: officeRow.id,
        countryId: region.countryId,
        weight: region.weight / region.offices.length,
      });
    }
  }

  const usedLogins = new Set<string>();
  const person = () => {
    const sex: SexType = faker.helpers.arrayElement(['male', 'female']);
    return {
      name: faker.person.firstName(sex),
      lastName: faker.person.lastName(sex),
      patronymic: faker.person.middleName(sex),
      hireDate: isoDate(faker.date.between({ from: '2012-01-10T00:00:00Z', to: '2026-10-01T00:00:00Z' })),
      birthday: isoDate(faker.date.birthdate({ min: 22, max: 62, mode: 'age', refDate })),
      phoneCorp: `+7 (495) 120-00-00 доб. ${faker.number.int({ min: 1000, max: 4999 })}`,
      phonePersonal: faker.helpers.replaceSymbols('+7 (9##) ###-##-##'),
    };
  };
  const moscow = offices[0]!;
  const javaPractice = practices[0]!;
  const users: DemoUser[] = [];

  // One demo account per role (login = role name), in the Java practice in Moscow, under `manager`.
  for (const role of ROLE_NAMES) {
    const p = person();
    usedLogins.add(role);
    users.push({
      ...p,
      login: role,
      email: `${role}@${DEMO_EMAIL_DOMAIN}`,
      departmentId: javaPractice.id,
      officeId: moscow.id,
      companyId: 1,
      countryId: 1,
      managerLogin: role === 'manager' ? null : 'manager',
      workPosition: ROLE_POSITIONS[role] ?? faker.helpers.arrayElement(javaPractice.positions),
      chargeCode: null,
      // Every employee fills the timesheet (README): ts_filling comes with each demo role.
      roles: [
        ...new Set<RoleName>(
          role === 'admin' ? ['admin', 'admin_access', 'ts_filling'] : [role, 'ts_filling'],
        ),
      ],
    });
  }
  const employee = person();
  usedLogins.add('employee');
  users.push({
    ...employee,
    login: 'employee',
    email: `employee@${DEMO_EMAIL_DOMAIN}`,
    departmentId: javaPractice.id,
    officeId: moscow.id,
    companyId: 1,
    countryId: 1,
    managerLogin: 'manager',
    workPosition: 'Java-разработчик',
    chargeCode: null,
    // Every employee fills the timesheet: ts_filling is the base role, not an extra one.
    roles: ['ts_filling'],
  });

  // Employees: the first of each practice heads it (roles manager, team_lead) and is the others' manager.
  const heads = new Map<number, string>();
  const officeWeights = offices.map((office) => ({ value: office, weight: office.weight }));
  for (let index = 0; index < EMPLOYEE_COUNT; index += 1) {
    const practice = practices[index % practices.length]!;
    const office = index < practices.length ? moscow : faker.helpers.weightedArrayElement(officeWeights);
    const p = person();
    let login = `${transliterate(p.name).charAt(0)}.${transliterate(p.lastName)}`;
    for (let suffix = 2; usedLogins.has(login); suffix += 1) login = `${login.replace(/\d+$/, '')}${suffix}`;
    usedLogins.add(login);
    const head = heads.get(practice.id);
    if (!head) heads.set(practice.id, login);
    users.push({
      ...p,
      login,
      email: `${login}@${DEMO_EMAIL_DOMAIN}`,
      departmentId: practice.id,
      officeId: office.id,
      companyId: office.countryId,
      countryId: office.countryId,
      managerLogin: head ?? null,
      workPosition: head ? faker.helpers.arrayElement(practice.positions) : 'Руководитель практики',
      chargeCode: head && office.countryId === 1 && index % 7 === 3 ? `SAP-${4100 + index}` : null,
      // A practice's head also leads its team (role team_lead): the reports' «Тимлид» column has data.
      roles: head ? ['ts_filling'] : ['manager', 'team_lead', 'ts_filling'],
    });
  }
  const { charges, customers } = buildCustomers(structures, practices, heads);
  return {
    companies: COMPANIES,
    structures,
    users,
    charges,
    customers,
    statuses: buildStatuses(faker, users),
  };
}

const CLIENTS = [
  'АО «Восточный банк развития»',
  'ООО «ТрансЛогистик»',
  'ПАО «Энергосеть Поволжья»',
  'ООО «Ритейл Групп»',
  'АО «Северная телеком-компания»',
];
const CHARGES: DemoCharge[] = [
  { id: 1, code: 'DEV-01', title: 'Разработка по договору' },
  { id: 2, code: 'DEV-02', title: 'Сопровождение по договору' },
  { id: 3, code: 'CNS-01', title: 'Консалтинг' },
  { id: 4, code: 'INF-01', title: 'Инфраструктурные услуги' },
  { id: 5, code: 'INT-01', title: 'Внутренние затраты' },
  { id: 6, code: 'EDU-01', title: 'Обучение' },
];
const SERVICES: { name: string; utilityType: 'FLOW' | 'DISCRETE' }[] = [
  { name: 'Поддержка инфраструктуры', utilityType: 'FLOW' },
  { name: 'Сервис-деск', utilityType: 'DISCRETE' },
  { name: 'Внутреннее обучение', utilityType: 'FLOW' },
  { name: 'Найм и адаптация', utilityType: 'DISCRETE' },
];

/**
 * Customers with their projects (one per structure project), the services group (entity type 4) and a
 * «не занят» project per practice, where unfilled hours go (timesheet FAQ).
 */
function buildCustomers(
  structures: DemoStructure[],
  practices: { id: number; name: string; projects: number[] }[],
  heads: Map<number, string>,
): { charges: DemoCharge[]; customers: DemoCustomer[] } {
  const customers: DemoCustomer[] = [];
  const add = (row: Omit<DemoCustomer, 'id'>) => {
    const customer = { id: customers.length + 1, ...row };
    customers.push(customer);
    return customer;
  };
  const clients = CLIENTS.map((name) =>
    add({
      name,
      parentId: null,
      typeId: 1,
      entityType: null,
      structureId: null,
      dateEnd: null,
      selectable: false,
      utilityType: null,
      chargeIds: [],
      ownerLogins: [],
    }),
  );
  let index = 0;
  for (const practice of practices) {
    for (const projectId of practice.projects) {
      const node = structures.find((item) => item.id === projectId)!;
      const client = clients[index % clients.length]!;
      const isInternal =
        node.name === 'Закрытие финансового года' ||
        node.name === 'Программа адаптации' ||
        node.name === 'Обустройство офисов';
      add({
        name: node.name,
        parentId: client.id,
        typeId: 2,
        entityType: null,
        structureId: node.id,
        // Every fifth project has ended: approval lists must hide it after its end.
        dateEnd: index % 5 === 4 ? '2025-12-31' : null,
        selectable: true,
        utilityType: null,
        chargeIds: isInternal ? [5] : [1 + (index % 4)],
        // The demo `manager` (head of the demo accounts) and `project_manager` own the first practice's projects.
        ownerLogins:
          practice === practices[0] ? ['manager', 'project_manager'] : [heads.get(practice.id) ?? 'manager'],
      });
      index += 1;
    }
  }
  const servicesGroup = add({
    name: 'Внутренние сервисы',
    parentId: null,
    typeId: 1,
    entityType: 4,
    structureId: null,
    dateEnd: null,
    selectable: false,
    utilityType: null,
    chargeIds: [],
    ownerLogins: [],
  });
  for (const service of SERVICES) {
    add({
      name: service.name,
      parentId: servicesGroup.id,
      typeId: 3,
      entityType: 4,
      structureId: null,
      dateEnd: null,
      selectable: true,
      utilityType: service.utilityType,
      chargeIds: [5],
      ownerLogins: ['ts_approver'],
    });
  }
  const internal = add({
    name: 'Внутренние проекты',
    parentId: null,
    typeId: 1,
    entityType: null,
    structureId: null,
    dateEnd: null,
    selectable: false,
    utilityType: null,
    chargeIds: [],
    ownerLogins: [],
  });
  for (const practice of practices) {
    add({
      name: `Не занят (${practice.name})`,
      parentId: internal.id,
      typeId: 4,
      entityType: null,
      structureId: practice.id,
      dateEnd: null,
      selectable: true,
      utilityType: null,
      chargeIds: [5],
      ownerLogins: [heads.get(practice.id) ?? 'manager'],
    });
  }
  return { charges: CHARGES, customers };
}

/** A few people are away today or soon: sick leave, business trips, vacations, parental leave. */
function buildStatuses(faker: typeof fakerRU, users: DemoUser[]): DemoStatus[] {
  // Plain employees: not a practice head, not a demo account.
  const demoLogins = new Set<string>([...ROLE_NAMES, 'employee']);
  const employees = users.filter((user) => !user.roles.includes('manager') && !demoLogins.has(user.login));
  const picked = faker.helpers.arrayElements(employees, 18);
  return picked.map((user, index) => ({
    login: user.login,
    statusTypeId: [1, 2, 5, 1, 2, 6, 4, 3, 5][index % 9]!,
    startOffset: index < 10 ? -faker.number.int({ min: 0, max: 6 }) : faker.number.int({ min: 5, max: 40 }),
    days: index % 9 === 5 ? 540 : faker.number.int({ min: 3, max: 14 }),
  }));
}
