// npm run seed:large -- --employees 10000 [--data-dir ./data-large] [--database-url postgres://…] [--content]
// Builds a large organisation in a separate database for benchmarks and prints how long it took.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openPglite, openPostgres } from '../src/platform/db/database.ts';
import { UsersService } from '../src/modules/users/users.service.ts';
import { seedReferenceData } from '../src/seed/reference-data.ts';
import { buildLargeOrganisation } from '../src/seed/large-organisation.ts';
import { buildLargeTimesheet } from '../src/seed/large-timesheet.ts';
import { LARGE_CONTENT_SEEDERS } from '../src/seed/large-content.ts';

const { values } = parseArgs({
  options: {
    employees: { type: 'string', default: '10000' },
    'data-dir': { type: 'string', default: './data-large' },
    'database-url': { type: 'string' },
    /** Also a year of timesheet writes (8 h every weekday for everyone) for the timesheet benchmark. */
    'timesheet-year': { type: 'string' },
    /** Also every module's scaled content (events, forum, gallery, projects) for their benchmarks. */
    content: { type: 'boolean', default: false },
  },
});
const employees = Number(values.employees);
if (!Number.isInteger(employees) || employees < 1 || employees > 500_000) {
  console.error('--employees: целое число от 1 до 500000');
  process.exit(1);
}
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values['data-dir']);
const database = values['database-url']
  ? await openPostgres(values['database-url'])
  : await openPglite({ dataDir });
try {
  await database.migrate();
  await new UsersService(database.db).ensureRoles();
  await seedReferenceData(database.db);
  const result = await buildLargeOrganisation(database.db, employees);
  const where = values['database-url'] ? 'PostgreSQL' : `PGlite ${dataDir}`;
  console.log(
    `Организация на ${result.employees} сотрудников (${result.structures} узлов структуры) в ${where}`,
  );
  console.table({
    'структура, с': result.seconds.structure.toFixed(1),
    'сотрудники, с': result.seconds.users.toFixed(1),
    'поисковый индекс, с': result.seconds.search.toFixed(1),
    'всего, с': result.seconds.total.toFixed(1),
  });
  if (values['timesheet-year']) {
    const timesheet = await buildLargeTimesheet(database.db, Number(values['timesheet-year']));
    console.log(
      `TimeSheet ${values['timesheet-year']}: ${timesheet.writes} записей, ${timesheet.projects} проектов; ` +
        `согласующий id ${timesheet.approverId} на ${timesheet.approverPeople} сотрудников; ${timesheet.seconds.toFixed(1)} с`,
    );
  }
  if (values.content) {
    for (const seeder of LARGE_CONTENT_SEEDERS) {
      const started = performance.now();
      const added = await seeder.seed(database.db, { employees, seed: 20_260_301 });
      const counts = Object.entries(added).map(([what, count]) => `${count} ${what}`);
      console.log(
        `${seeder.label}: ${counts.join(', ')}; ${((performance.now() - started) / 1000).toFixed(1)} с`,
      );
    }
  }
} finally {
  await database.close();
}
