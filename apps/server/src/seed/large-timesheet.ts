import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/database.ts';
import { rowsOf } from '../platform/db/sql.ts';

export interface LargeTimesheetResult {
  projects: number;
  writes: number;
  approverId: number;
  approverPeople: number;
  seconds: number;
}

/**
 * A year of time for a large organisation, for the timesheet benchmark: a project per structure project
 * node, every person writing 8 hours each weekday of `year` to one project of their practice (approved up
 * to November, new in December), and one approver owning the projects of the first practices (~500 people).
 */
export async function buildLargeTimesheet(db: Db, year: number): Promise<LargeTimesheetResult> {
  const started = performance.now();
  await db.execute(
    sql`truncate timesheet_history, timesheet_writes, timesheet_distributions, customer_owners, customer_charges, customers restart identity cascade`,
  );
  await db.execute(sql`
    insert into customers (name, type_id, structure_id)
    select name, 2, id from structures where level = 3 order by id`);
  await db.execute(sql`
    insert into timesheet_writes (user_id, customer_id, date, minutes, status, created_by, updated_by)
    select u.id, p.id, d::date, 480,
           case when d < ${`${year}-12-01`}::date then 3 else 1 end, u.id, u.id
    from users u
    join lateral (
      select c.id from customers c join structures s on s.id = c.structure_id
      where s.parent_id = u.department_id order by c.id offset (u.id % 3) limit 1
    ) p on true
    cross join generate_series(${`${year}-01-01`}::date, ${`${year}-12-31`}::date, interval '1 day') d
    where extract(isodow from d) < 6`);
  // The approver: the first person of the organisation owns the projects of practices until ~500 people.
  const [approver] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from users`));
  await db.execute(sql`
    insert into customer_owners (customer_id, user_id)
    select c.id, ${approver!.id}::int from customers c
    join structures s on s.id = c.structure_id
    where s.parent_id in (
      select department_id from (
        select department_id, sum(count(*)) over (order by department_id) as running
        from users group by department_id
      ) t where running - 0 <= 500 or department_id = (select min(department_id) from users)
    )`);
  await db.execute(sql`analyze timesheet_writes`);
  const [counts] = rowsOf<{ projects: number; writes: number; people: number }>(
    await db.execute(sql`
      select (select count(*)::int from customers) as projects,
             (select count(*)::int from timesheet_writes) as writes,
             (select count(distinct w.user_id)::int from timesheet_writes w
                join customer_owners o on o.customer_id = w.customer_id and o.user_id = ${approver!.id}::int) as people`),
  );
  return {
    projects: Number(counts!.projects),
    writes: Number(counts!.writes),
    approverId: approver!.id,
    approverPeople: Number(counts!.people),
    seconds: (performance.now() - started) / 1000,
  };
}
