import { addDays, CARD_PROCESS_CODE, cardPrice, transliterate } from '@intranet/contracts';
import type { Db } from '../../platform/db/database.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { users } from '../users/users.schema.ts';
import { bpCardWorkPositions, bpCards } from './cards.schema.ts';

/** The shared list of positions the assistants keep (bp_card_work_positions without a person). */
const SHARED_POSITIONS: [string, string][] = [
  ['Менеджер проектов', 'Project Manager'],
  ['Ведущий аналитик', 'Lead Analyst'],
  ['Бизнес-аналитик', 'Business Analyst'],
  ['Руководитель практики', 'Head of Practice'],
  ['Помощник руководителя', 'Executive Assistant'],
];

interface DemoCard {
  author: string;
  daysAgo: number;
  lang: 'rus' | 'eng' | 'rus_eng';
  count: number;
  urgent?: boolean;
  isQr?: boolean;
  color?: 'b' | 'w';
  position: string;
  assistantComment?: string;
  /** The steps taken: action code, the login who took it, the comment. */
  steps: [code: string, login: string, comment?: string][];
}

/**
 * Orders in every status of the card process: `employee` has a draft and a finished one, `manager` has one
 * waiting for approval, `assistant` one to print; a rejected and a cancelled one complete the picture.
 */
const CARDS: DemoCard[] = [
  {
    author: 'employee',
    daysAgo: 1,
    lang: 'rus',
    count: 100,
    position: 'Бизнес-аналитик',
    isQr: true,
    steps: [],
  },
  {
    author: 'employee',
    daysAgo: 2,
    lang: 'rus_eng',
    count: 200,
    position: 'Ведущий аналитик',
    steps: [['submit', 'employee']],
  },
  {
    author: 'team_lead',
    daysAgo: 5,
    lang: 'rus_eng',
    count: 100,
    urgent: true,
    color: 'w',
    position: 'Руководитель практики',
    steps: [
      ['submit', 'team_lead'],
      ['approve', 'manager'],
    ],
  },
  {
    author: 'employee',
    daysAgo: 30,
    lang: 'rus',
    count: 100,
    position: 'Аналитик',
    assistantComment: 'Визитки в приемной на 3 этаже, спросите Анну.',
    steps: [
      ['submit', 'employee'],
      ['approve', 'manager'],
      ['complete', 'assistant', 'Напечатаны, переданы в приемную'],
    ],
  },
  {
    author: 'hr',
    daysAgo: 12,
    lang: 'eng',
    count: 50,
    position: 'HR-менеджер',
    steps: [
      ['submit', 'hr'],
      ['reject', 'manager', 'Уточните должность на английском'],
    ],
  },
  {
    author: 'partner',
    daysAgo: 8,
    lang: 'rus',
    count: 300,
    position: 'Партнер',
    steps: [['cancel', 'partner']],
  },
];

/** Demo orders laid as the engine lays them (history rows, then assignees), and the shared positions. */
export async function seedCardsDemo(db: Db, { today }: { today: string }): Promise<void> {
  await db
    .insert(bpCardWorkPositions)
    .values(SHARED_POSITIONS.map(([name, nameEn]) => ({ userId: null, name, nameEn })))
    .onConflictDoNothing();
  const people = await db.select().from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === CARD_PROCESS_CODE);
  if (!process) return;
  const created: DemoRequestRow[] = [];
  for (const demo of CARDS) {
    const author = byLogin.get(demo.author);
    if (!author) continue;
    const row = await insertDemoRequest(db, catalog, process, {
      authorId: author.id,
      title: `Визитки: ${author.lastName} ${author.name}`,
      at: new Date(`${addDays(today, -demo.daysAgo)}T10:00:00`),
      steps: stepsOf(demo.steps, (login) => byLogin.get(login)?.id),
    });
    await db.insert(bpCards).values({
      requestId: row.id,
      cardType: 'standard',
      userId: author.id,
      companyId: author.companyId,
      lang: demo.lang,
      color: demo.color ?? 'b',
      isQr: demo.isQr ?? false,
      lastName: author.lastName,
      firstName: author.name,
      middleName: author.patronymic,
      lastNameEn: transliterate(author.lastName),
      firstNameEn: transliterate(author.name),
      workPosition: demo.position,
      workPositionEn: SHARED_POSITIONS.find(([name]) => name === demo.position)?.[1] ?? null,
      phoneExt: author.phoneCorp,
      phoneMobile: author.phonePersonal,
      email: author.email,
      addressId: author.officeId,
      count: demo.count,
      urgent: demo.urgent ?? false,
      price: cardPrice({ lang: demo.lang, count: demo.count, urgent: demo.urgent ?? false }),
      assistantComment: demo.assistantComment ?? null,
    });
    created.push(row);
  }
  await refreshAssignees(db, catalog, created, today);
}
