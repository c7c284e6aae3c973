import { asc, eq, sql } from 'drizzle-orm';
import { addDays } from '@intranet/contracts';
import {
  CATALOG_OWNERS_DEPARTMENT_CODE,
  CATALOG_PROPOSAL_TYPE_CODE,
} from '@intranet/contracts/services-catalog/services-catalog';
import type { Db } from '../../platform/db/database.ts';
import { refreshAssignees } from '../requests/requests.assignees.ts';
import { CatalogCache } from '../requests/requests.catalog.ts';
import { insertDemoRequest, stepsOf, type DemoRequestRow } from '../requests/requests.demo-kit.ts';
import { bpDepartmentMembers, bpDepartments } from '../requests/requests.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  DEMO_CATALOG_OWNERS,
  DEMO_CLASSIFIERS,
  DEMO_GROUPS,
  DEMO_PROPOSALS,
  DEMO_SERVICES,
} from './services-catalog.demo-data.ts';
import {
  catalogClassifiers,
  catalogClassifierValues,
  catalogGroups,
  catalogRegions,
  catalogServiceConsumers,
  catalogServiceContacts,
  catalogServiceGroups,
  catalogServiceLikes,
  catalogServiceRegions,
  catalogServices,
  catalogServiceValues,
} from './services-catalog.schema.ts';

/**
 * The demo catalogue: its groups, classifiers and forty services with regions, consumers, contacts and
 * values; likes by the demo people (each likes a few, deterministically); the owners' department members; and
 * two proposals laid as the engine lays requests — one waiting in the owners' inbox, one decided. Laid once.
 */
export async function seedServicesCatalogDemo(
  db: Db,
  { userIds, today }: { userIds: number[]; today: string },
): Promise<void> {
  // Laid once: a later demo start keeps what people changed in the catalogue.
  const [laid] = await db.select({ id: catalogGroups.id }).from(catalogGroups).limit(1);
  if (laid) return;
  const people = await db
    .select({ id: users.id, login: users.login, phone: users.phoneCorp, email: users.email })
    .from(users);
  const byLogin = new Map(people.map((person) => [person.login, person]));
  const regions = new Map((await db.select().from(catalogRegions)).map((row) => [row.name, row.id]));

  const groups = await db
    .insert(catalogGroups)
    .values(DEMO_GROUPS.map((group, position) => ({ ...group, position: position + 1 })))
    .returning({ id: catalogGroups.id });
  const values = new Map<string, number>();
  for (const [position, classifier] of DEMO_CLASSIFIERS.entries()) {
    const [row] = await db
      .insert(catalogClassifiers)
      .values({ name: classifier.name, position: position + 1 })
      .returning({ id: catalogClassifiers.id });
    const rows = await db
      .insert(catalogClassifierValues)
      .values(classifier.values.map((name, index) => ({ classifierId: row!.id, name, position: index })))
      .returning({ id: catalogClassifierValues.id, name: catalogClassifierValues.name });
    for (const value of rows) values.set(value.name, value.id);
  }

  const services = await db
    .insert(catalogServices)
    .values(
      DEMO_SERVICES.map((service) => ({
        name: service.name,
        shortDescription: service.short,
        fullDescription:
          `${service.short}.\n\nКак получить: оставьте заявку через указанный канал или напишите контактам сервиса. ` +
          'Срок ответа — один рабочий день; статус заявки виден в разделе «Мои заявки».',
        requestPath: service.requestPath ?? null,
      })),
    )
    .returning({ id: catalogServices.id });
  const ids = services.map((service) => service.id);
  const each = <T>(make: (service: (typeof DEMO_SERVICES)[number], id: number) => T[]) =>
    DEMO_SERVICES.flatMap((service, index) => make(service, ids[index]!));

  await db
    .insert(catalogServiceGroups)
    .values(
      each((service, serviceId) =>
        service.groups.map((index) => ({ serviceId, groupId: groups[index]!.id })),
      ),
    );
  await db
    .insert(catalogServiceRegions)
    .values(
      each((service, serviceId) =>
        service.regions.flatMap((name) =>
          regions.has(name) ? [{ serviceId, regionId: regions.get(name)! }] : [],
        ),
      ),
    );
  await db
    .insert(catalogServiceValues)
    .values(
      each((service, serviceId) =>
        [service.type, ...service.channels].map((name) => ({ serviceId, valueId: values.get(name)! })),
      ),
    );
  const consumers = each((service, serviceId): (typeof catalogServiceConsumers.$inferInsert)[] => {
    const consumer = service.consumer;
    if (!consumer) return [];
    if ('role' in consumer) return [{ serviceId, type: 'role', role: consumer.role }];
    if ('text' in consumer) return [{ serviceId, type: 'text', text: consumer.text }];
    return consumer.companies.map((companyId, position) => ({
      serviceId,
      type: 'company',
      companyId,
      position,
    }));
  });
  if (consumers.length > 0) await db.insert(catalogServiceConsumers).values(consumers).onConflictDoNothing();
  await db.insert(catalogServiceContacts).values(
    each((service, serviceId) => {
      const owner = byLogin.get(service.owner);
      const contacts: (typeof catalogServiceContacts.$inferInsert)[] = [];
      if (owner)
        contacts.push({
          serviceId,
          userId: owner.id,
          role: 'Владелец сервиса',
          phone: owner.phone,
          email: owner.email,
          position: 0,
        });
      if (service.team)
        contacts.push({
          serviceId,
          name: service.team[0],
          role: 'Поддержка',
          email: service.team[1],
          chatLink: service.team[2],
          position: 1,
        });
      return contacts;
    }),
  );

  // Each demo person likes a few services: the same ones at every seed.
  const likes = userIds.flatMap((userId, person) =>
    ids.filter((_, index) => (index * 7 + person * 3) % 11 === 0).map((serviceId) => ({ serviceId, userId })),
  );
  const employee = byLogin.get('employee');
  if (employee)
    for (const index of [0, 2, 8, 35]) likes.push({ serviceId: ids[index]!, userId: employee.id });
  if (likes.length > 0) await db.insert(catalogServiceLikes).values(likes).onConflictDoNothing();
  await db.update(catalogServices).set({
    likesCount: sql`(select count(*)::int from ${catalogServiceLikes} where ${catalogServiceLikes.serviceId} = ${catalogServices.id})`,
  });

  await seedProposals(db, byLogin, today);
}

async function seedProposals(db: Db, byLogin: Map<string, { id: number }>, today: string): Promise<void> {
  const [department] = await db
    .select({ id: bpDepartments.id })
    .from(bpDepartments)
    .where(eq(bpDepartments.code, CATALOG_OWNERS_DEPARTMENT_CODE))
    .orderBy(asc(bpDepartments.id));
  if (!department) return;
  for (const login of DEMO_CATALOG_OWNERS) {
    const owner = byLogin.get(login);
    if (owner)
      await db
        .insert(bpDepartmentMembers)
        .values({ departmentId: department.id, userId: owner.id })
        .onConflictDoNothing();
  }
  const catalog = await new CatalogCache(db).get();
  const process = [...catalog.processes.values()].find((p) => p.type.code === CATALOG_PROPOSAL_TYPE_CODE);
  if (!process) return;
  const created: DemoRequestRow[] = [];
  for (const proposal of DEMO_PROPOSALS) {
    const author = byLogin.get(proposal.author);
    if (!author) continue;
    created.push(
      await insertDemoRequest(db, catalog, process, {
        authorId: author.id,
        title: `Новый сервис: ${proposal.name}`,
        data: { name: proposal.name, description: proposal.description, why: proposal.why },
        at: new Date(`${addDays(today, -proposal.daysAgo)}T10:00:00`),
        steps: stepsOf(proposal.steps, (login) => byLogin.get(login)?.id),
      }),
    );
  }
  await refreshAssignees(db, catalog, created, today);
}
