import { asc, eq, notExists, sql } from 'drizzle-orm';
import { addDays, type EducationTypeId } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { charges, companies } from '../organisation/organisation.schema.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { bpRequests } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';
import { bpEducationEdicts, bpEducations, bpEducationUsers, eduFacilities } from './education.schema.ts';

const FACILITIES = [
  {
    name: 'Учебный центр «Специалист»',
    legalName: 'АНО ДПО «Специалист»',
    address: 'Москва, Госпитальный пер., 4/6',
    clientName: 'Ольга Смирнова',
    email: 'corp@specialist.example',
    phone: '+7 495 780-48-48',
    info: 'Корпоративный договор до конца года',
  },
  {
    name: 'Otus',
    legalName: 'ООО «Отус онлайн-образование»',
    address: 'Онлайн',
    clientName: 'Игорь Петров',
    email: 'b2b@otus.example',
    phone: '+7 499 110-00-00',
    info: null,
  },
  {
    name: 'Конференция HighLoad++',
    legalName: 'ООО «Онтико»',
    address: 'Москва, Сколково',
    clientName: 'Анна Крылова',
    email: 'partners@ontico.example',
    phone: '+7 495 646-07-68',
    info: 'Скидка 15 % при заявке до 1 сентября',
  },
  {
    name: 'PMI Moscow Chapter',
    legalName: null,
    address: 'Москва',
    clientName: null,
    email: 'info@pmi.example',
    phone: null,
    info: 'Подготовка и экзамен PMP',
  },
];

const EDICTS = [
  {
    title: 'Порядок подачи заявок на внешнее обучение',
    body:
      'Заявку подаёт сотрудник не позднее чем за 30 дней до начала обучения. Заявку согласуют руководитель ' +
      'и директор практики, затем учебный центр заключает договор с учебным заведением.',
  },
  {
    title: 'Ученический договор',
    body:
      'Если стоимость обучения превышает 50 000 ₽, сотрудник подписывает ученический договор: при увольнении ' +
      'в течение года после обучения стоимость возмещается пропорционально отработанному времени.',
  },
  {
    title: 'Отчёт об обучении',
    body: 'В течение 10 рабочих дней после окончания обучения сотрудник отправляет в учебный центр копию сертификата.',
  },
];

interface DemoEducation {
  author: string;
  type: EducationTypeId;
  course: string;
  facility: number;
  price: number;
  daysAgo: number;
  start: number;
  steps: [code: string, login: string, comment?: string][];
}

/** One request in each status of the education route (docs/modules/education.md). */
const REQUESTS: DemoEducation[] = [
  {
    author: 'employee',
    type: 'course',
    course: 'Английский для IT, уровень B2',
    facility: 0,
    price: 42000,
    daysAgo: 1,
    start: 30,
    steps: [],
  },
  {
    author: 'employee',
    type: 'conference',
    course: 'HighLoad++ 2026',
    facility: 2,
    price: 64000,
    daysAgo: 3,
    start: 40,
    steps: [['submit', 'employee']],
  },
  {
    author: 'team_lead',
    type: 'course',
    course: 'Архитектура микросервисов',
    facility: 1,
    price: 78000,
    daysAgo: 5,
    start: 25,
    steps: [
      ['submit', 'team_lead'],
      ['approve', 'manager'],
    ],
  },
  {
    author: 'employee',
    type: 'training',
    course: 'Тренинг «Эффективные переговоры»',
    facility: 0,
    price: 35000,
    daysAgo: 8,
    start: 20,
    steps: [
      ['submit', 'employee'],
      ['approve', 'manager'],
      ['approve', 'partner'],
    ],
  },
  {
    author: 'employee',
    type: 'certification',
    course: 'AWS Solutions Architect Associate',
    facility: 1,
    price: 27000,
    daysAgo: 40,
    start: -20,
    steps: [
      ['submit', 'employee'],
      ['approve', 'manager'],
      ['approve', 'partner'],
      ['complete', 'bp_education_admin'],
    ],
  },
  {
    author: 'hr',
    type: 'course',
    course: 'Управление персоналом: KPI',
    facility: 0,
    price: 55000,
    daysAgo: 12,
    start: 10,
    steps: [
      ['submit', 'hr'],
      ['reject', 'manager', 'Бюджет на обучение в этом квартале исчерпан'],
    ],
  },
  {
    author: 'assistant',
    type: 'course',
    course: 'Деловая переписка',
    facility: 0,
    price: 15000,
    daysAgo: 6,
    start: 14,
    steps: [
      ['submit', 'assistant'],
      ['cancel', 'assistant'],
    ],
  },
  {
    author: 'team_lead',
    type: 'conference',
    course: 'TeamLead Conf',
    facility: 2,
    price: 48000,
    daysAgo: 20,
    start: 5,
    steps: [
      ['submit', 'team_lead'],
      ['approve', 'manager'],
      ['approve', 'partner'],
      ['annul', 'bp_education_admin', 'Конференция перенесена организаторами'],
    ],
  },
];

/**
 * Facilities, edicts and education requests at every step, laid as the engine lays them (history, assignees),
 * plus the own rows of the education requests the engine's demo laid (requests.demo.ts) without them.
 */
export async function seedEducationDemo(db: Db, { today }: { today: string }): Promise<void> {
  const facilities = await db.insert(eduFacilities).values(FACILITIES).returning({ id: eduFacilities.id });
  await db.insert(bpEducationEdicts).values(EDICTS.map((edict, position) => ({ ...edict, position })));
  const people = await db.select({ id: users.id, login: users.login }).from(users);
  const id = (login: string) => people.find((person) => person.login === login)?.id;
  const [charge] = await db.select({ id: charges.id }).from(charges).orderBy(asc(charges.id)).limit(1);
  const [company] = await db.select({ id: companies.id }).from(companies).orderBy(asc(companies.id)).limit(1);
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === 'education_external');
  if (!process) return;

  const created: DemoRequestRow[] = [];
  for (const demo of REQUESTS) {
    const authorId = id(demo.author);
    if (!authorId) continue;
    const row = await insertDemoRequest(db, catalog, process, {
      authorId,
      title: `${titleOf(demo.type)}: ${demo.course}`,
      at: new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`),
      steps: stepsOf(demo.steps, id),
    });
    created.push(row);
    await db.insert(bpEducations).values({
      requestId: row.id,
      educationType: demo.type,
      facilityId: facilities[demo.facility]?.id ?? null,
      course: demo.course,
      studentAgreement: demo.price > 50000,
      chargeId: charge?.id ?? null,
      formatId: 1,
      price: demo.price,
      url: 'https://example.com/course',
      info: 'Нужно для текущего проекта',
      adminInfo: row.statusId === process.type.initial_status_id ? null : 'Счёт запрошен',
      email: `${demo.author}@example.com`,
      periodStart: addDays(today, demo.start),
      periodEnd: addDays(today, demo.start + 4),
      billingCompanyId: company?.id ?? null,
    });
    await db.insert(bpEducationUsers).values({ requestId: row.id, userId: authorId });
  }
  await refreshAssignees(db, catalog, created, today);

  // The engine's demo education requests get their own rows (a course named by their title).
  const orphans = await db
    .select({ id: bpRequests.id, title: bpRequests.title, authorId: bpRequests.authorId })
    .from(bpRequests)
    .where(
      sql`${bpRequests.typeId} = ${process.type.id} and ${notExists(
        db
          .select({ one: sql`1` })
          .from(bpEducations)
          .where(eq(bpEducations.requestId, bpRequests.id)),
      )}`,
    );
  for (const orphan of orphans) {
    await db.insert(bpEducations).values({
      requestId: orphan.id,
      educationType: orphan.title.startsWith('Сертификация') ? 'certification' : 'course',
      facilityId: facilities[orphan.title.startsWith('Сертификация') ? 3 : 1]?.id ?? null,
      course: orphan.title,
      formatId: 2,
      price: 30000,
      periodStart: addDays(today, 21),
      periodEnd: addDays(today, 25),
    });
    await db.insert(bpEducationUsers).values({ requestId: orphan.id, userId: orphan.authorId });
  }
}

function titleOf(type: EducationTypeId): string {
  return { course: 'Курс', conference: 'Конференция', certification: 'Сертификация', training: 'Тренинг' }[
    type
  ];
}
