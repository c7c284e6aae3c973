import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { WORK_CONDITION_PARAMETER_FIELDS, workConditionParametersItemSchema } from '@intranet/contracts';
import type { Db } from '../../../platform/db/database.ts';
import { rowsOf } from '../../../platform/db/sql.ts';

export type WorkConditionField = (typeof WORK_CONDITION_PARAMETER_FIELDS)[number];
type Item = z.infer<typeof workConditionParametersItemSchema>;

interface ParameterRow {
  user_id: number;
  department_id: number | null;
  department_name: string | null;
  company_id: number | null;
  company_name: string | null;
  office_id: number | null;
  office_name: string | null;
  work_position: string | null;
  hire_date: string | null;
}

const named = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

/**
 * GET /work_conditions/parameters (spec §7: «users, fields [department]; first item read»): the asked fields of
 * each asked person, from the organisation's records (department, company, office) and the person's card. One
 * item per person found, in the order asked; directory facts any signed-in colleague may see.
 */
export class WorkConditionParametersService {
  constructor(private readonly db: Db) {}

  async read(userIds: number[], fields: readonly WorkConditionField[]): Promise<Item[]> {
    if (userIds.length === 0) return [];
    const rows = rowsOf<ParameterRow>(
      await this.db.execute(sql`select u.id as user_id, d.id as department_id, d.name as department_name,
          c.id as company_id, c.name as company_name, o.id as office_id, o.name as office_name, u.work_position,
          to_char(u.hire_date, 'YYYY-MM-DD') as hire_date
        from users u left join structures d on d.id = u.department_id left join companies c on c.id = u.company_id
          left join structures o on o.id = u.office_id
        where u.id = any(${sql.param(userIds)}::int[])`),
    );
    const byId = new Map(rows.map((row) => [Number(row.user_id), row]));
    return userIds.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const item: Item = { user_id: id };
      for (const field of fields) {
        if (field === 'department') item.department = named(row.department_id, row.department_name);
        if (field === 'company') item.company = named(row.company_id, row.company_name);
        if (field === 'office') item.office = named(row.office_id, row.office_name);
        if (field === 'work_position') item.work_position = row.work_position;
        if (field === 'hire_date') item.hire_date = row.hire_date;
      }
      return [item];
    });
  }
}
