import { Faker, ru } from '@faker-js/faker';
import { count, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_TYPE, STRUCTURE_LEVEL } from '@intranet/contracts';
import type { Db } from '../platform/db/database.ts';
import { customers, structures } from '../modules/organisation/organisation.schema.ts';
import {
  portfolioProjects,
  portfolioProjectTechnologies,
  sectors,
  technologies,
} from '../modules/portfolio/portfolio.schema.ts';
import { socialCounters } from '../modules/social/social.schema.ts';
import type { LargeContentSeeder } from './large-content.ts';
import { DEMO_SECTORS, DEMO_TECHNOLOGIES } from '../modules/portfolio/portfolio.demo-data.ts';

const MORE_TECHNOLOGIES = [
  'Node.js',
  'NestJS',
  'Django',
  'FastAPI',
  'Rust',
  'Scala',
  'PHP',
  'Laravel',
  'Svelte',
  'Next.js',
  'GraphQL',
  'RabbitMQ',
  'MongoDB',
  'Cassandra',
  'Hadoop',
  'Spark',
  'Airflow',
  'Terraform',
  'Ansible',
  'OpenShift',
  'GitLab CI',
  'Grafana',
  'Prometheus',
  'Tarantool',
  'Greenplum',
  'Astra Linux',
];
const MORE_SECTORS = ['Страхование', 'Нефть и газ', 'Образование', 'Транспорт', 'Девелопмент', 'Агропром'];
const KINDS = [
  'Платформа',
  'Портал',
  'Система',
  'Сервис',
  'Модернизация',
  'Внедрение',
  'Миграция',
  'Аналитика',
];
const SUBJECTS = [
  'управления заказами',
  'учёта клиентов',
  'онлайн-продаж',
  'документооборота',
  'бюджетирования',
  'логистики',
  'обработки заявок',
  'мониторинга',
  'лояльности',
  'отчётности',
  'расчёта тарифов',
  'управления персоналом',
  'закупок',
  'планирования производства',
  'обслуживания клиентов',
];
const PROJECTS = 5000;
const CUSTOMERS = 200;
const BATCH = 1000;

/**
 * The portfolio at scale for `bench:portfolio`: 5,000 projects over the large organisation's practices and
 * blocks, 200 customers (type 1), 50 technologies (the popular ones used more), 14 sectors, years 2010–2026,
 * like counters. No covers and no search entries: the list's benchmark reads neither. A database that
 * already has portfolio projects is left as it is.
 */
export const portfolioLargeContent: LargeContentSeeder = {
  label: 'Портфолио проектов',
  async seed(db: Db, options): Promise<Record<string, number>> {
    const [existing] = await db.select({ n: count() }).from(portfolioProjects);
    if (existing!.n > 0) return { 'проектов уже было': existing!.n };
    const faker = new Faker({ locale: [ru] });
    faker.seed(options.seed + 14);

    await db
      .insert(technologies)
      .values([...DEMO_TECHNOLOGIES, ...MORE_TECHNOLOGIES].map((name) => ({ name })))
      .onConflictDoNothing();
    await db
      .insert(sectors)
      .values([...Object.keys(DEMO_SECTORS), ...MORE_SECTORS].map((name) => ({ name })))
      .onConflictDoNothing();
    const techIds = (await db.select({ id: technologies.id }).from(technologies)).map((row) => row.id);
    const sectorIds = (await db.select({ id: sectors.id }).from(sectors)).map((row) => row.id);

    const clientRows = await db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.typeId} = ${CUSTOMER_TYPE.customer} and ${customers.entityType} is null`);
    const missing = Math.max(0, CUSTOMERS - clientRows.length);
    if (missing)
      clientRows.push(
        ...(await db
          .insert(customers)
          .values(
            Array.from({ length: missing }, (_, index) => ({
              name: `${faker.company.name()} ${index + 1}`,
              typeId: CUSTOMER_TYPE.customer,
              selectable: false,
            })),
          )
          .returning({ id: customers.id })),
      );
    const clientIds = clientRows.map((row) => row.id);
    const nodes = await db
      .select({ id: structures.id, level: structures.level })
      .from(structures)
      .where(inArray(structures.level, [STRUCTURE_LEVEL.block, STRUCTURE_LEVEL.practice]));
    const practices = nodes.filter((node) => node.level === STRUCTURE_LEVEL.practice).map((node) => node.id);
    const blocks = nodes.filter((node) => node.level === STRUCTURE_LEVEL.block).map((node) => node.id);
    // Popular technologies first: the weight falls with the position, as in real portfolios.
    const weightedTech = techIds.map((value, index) => ({ value, weight: Math.max(1, 30 - index) }));

    let links = 0;
    for (let offset = 0; offset < PROJECTS; offset += BATCH) {
      const size = Math.min(BATCH, PROJECTS - offset);
      const rows = Array.from({ length: size }, () => {
        const yearStart = faker.number.int({ min: 2010, max: 2026 });
        const ongoing = yearStart >= 2023 && faker.datatype.boolean(0.4);
        const text = `${faker.helpers.arrayElement(KINDS)} ${faker.helpers.arrayElement(SUBJECTS)}`;
        return {
          title: `${text} ${faker.string.alphanumeric({ length: 4, casing: 'upper' })}`,
          description: `<p>${text}: ${faker.lorem.sentences(2)}</p>`,
          descriptionText: `${text}: ${faker.lorem.sentences(2)}`,
          customerId: faker.datatype.boolean(0.9) ? faker.helpers.arrayElement(clientIds) : null,
          sectorId: faker.helpers.arrayElement(sectorIds),
          departmentId:
            blocks.length && faker.datatype.boolean(0.1)
              ? faker.helpers.arrayElement(blocks)
              : practices.length
                ? faker.helpers.arrayElement(practices)
                : null,
          yearStart,
          yearEnd: ongoing ? null : Math.min(2026, yearStart + faker.number.int({ min: 0, max: 4 })),
        };
      });
      const written = await db.insert(portfolioProjects).values(rows).returning({ id: portfolioProjects.id });
      const pairs = written.flatMap(({ id }) => {
        const chosen = new Set<number>();
        const wanted = faker.number.int({ min: 2, max: 6 });
        while (chosen.size < wanted) chosen.add(faker.helpers.weightedArrayElement(weightedTech));
        return [...chosen].map((technologyId) => ({ projectId: id, technologyId }));
      });
      links += pairs.length;
      await db.insert(portfolioProjectTechnologies).values(pairs);
      const liked = written.filter(() => faker.datatype.boolean(0.6));
      if (liked.length)
        await db.insert(socialCounters).values(
          liked.map(({ id }) => ({
            entityType: 'project',
            entityId: id,
            likes: faker.number.int({ min: 1, max: 40 }),
            comments: faker.number.int({ min: 0, max: 5 }),
          })),
        );
    }
    await db.execute(sql`analyze portfolio_projects`);
    await db.execute(sql`analyze portfolio_project_technologies`);
    return {
      проектов: PROJECTS,
      'связей с технологиями': links,
      технологий: techIds.length,
      'новых заказчиков': missing,
    };
  },
};
