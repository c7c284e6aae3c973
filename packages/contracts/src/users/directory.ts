import { z } from 'zod';
import { idParamSchema } from '../primitives.ts';
import { isoDateSchema, pageQuerySchema } from '../common.ts';

const ref = z.object({ id: z.number().int(), name: z.string() });

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  country: ref,
});
export type Company = z.infer<typeof companySchema>;

/** Departments: blocks (parent_id null) and practices (parent_id = block), as the project filters read them. */
export const departmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
  entity_type: z.number().int().nullable(),
});
export type Department = z.infer<typeof departmentSchema>;

export interface StructureNode {
  id: number;
  name: string;
  parent_id: number | null;
  level: number;
  entity_type: number | null;
  display: number;
  country_id: number | null;
  children?: StructureNode[];
}
export const structureNodeSchema: z.ZodType<StructureNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      parent_id: z.number().int().nullable(),
      level: z.number().int(),
      entity_type: z.number().int().nullable(),
      display: z.number().int(),
      country_id: z.number().int().nullable(),
      children: z.array(structureNodeSchema).optional(),
    }),
  )
  .meta({ id: 'StructureNode' });

const intList = z.union([z.string(), z.array(z.string())]).transform((value, ctx) => {
  const parts = (Array.isArray(value) ? value : value.split(',')).map((part) => part.trim()).filter(Boolean);
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isInteger(n))) {
    ctx.addIssue({ code: 'custom', message: 'Ожидается список целых чисел через запятую' });
    return z.NEVER;
  }
  return numbers;
});

export const structuresQuerySchema = z.object({
  display: z.coerce.number().int().min(0).max(9).optional(),
  entity_type: intList.optional(),
  level: intList.optional(),
  parent_id: idParamSchema.optional(),
  /** `tree` nests children under their parents; otherwise a flat list. */
  tree: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const chargeSchema = z.object({ id: z.number().int(), title: z.string(), code: z.string() });
export type Charge = z.infer<typeof chargeSchema>;

export const roleSchema = z.object({ id: z.number().int(), name: z.string(), label: z.string() });
export type Role = z.infer<typeof roleSchema>;

export const CUSTOMER_TYPE = { customer: 1, project: 2, service: 3, internal: 4 } as const;
export const UTILITY_TYPES = ['FLOW', 'DISCRETE'] as const;

export interface Customer {
  id: number;
  name: string;
  parent: { id: number; name: string } | null;
  type: { id: number };
  entity_type: number | null;
  structure_id: number | null;
  date_end: string | null;
  selectable: boolean;
  display: boolean;
  utility_type: (typeof UTILITY_TYPES)[number] | null;
  charge_codes: Charge[];
  owners: { id: number; full_name: string }[];
  children?: Customer[];
}
export const customerSchema: z.ZodType<Customer> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      name: z.string(),
      parent: ref.nullable(),
      type: z.object({ id: z.number().int() }),
      entity_type: z.number().int().nullable(),
      structure_id: z.number().int().nullable(),
      date_end: z.string().nullable(),
      selectable: z.boolean(),
      display: z.boolean(),
      utility_type: z.enum(UTILITY_TYPES).nullable(),
      charge_codes: z.array(chargeSchema),
      owners: z.array(z.object({ id: z.number().int(), full_name: z.string() })),
      children: z.array(customerSchema).optional(),
    }),
  )
  .meta({ id: 'Customer' });

export const customersQuerySchema = z.object({
  entity_type: intList.optional(),
  type_id: intList.optional(),
  /** `parent_id` list: the projects of these customers (GET /dba_projects "filter parent.id in list"). */
  parent_id: intList.optional(),
  with_children: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const userListItemSchema = z.object({
  id: z.number().int(),
  login: z.string(),
  name: z.string(),
  last_name: z.string(),
  patronymic: z.string().nullable(),
  full_name: z.string(),
  email: z.string(),
  work_position: z.string().nullable(),
  department: departmentSchema.nullable(),
  company: ref.nullable(),
  country: ref.nullable(),
  office: ref.nullable(),
  manager_id: z.number().int().nullable(),
  hire_date: z.string().nullable(),
  fire_date: z.string().nullable(),
  birthday: z.string().nullable(),
  phone_corp: z.string().nullable(),
  phone_personal: z.string().nullable(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const usersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  department_id: idParamSchema.optional(),
  company_id: idParamSchema.optional(),
  country_id: z.coerce.number().int().min(1).max(4).optional(),
  office_id: idParamSchema.optional(),
  /** `birthdays`: users whose birthday (month and day) falls in [date_from, date_to], by birthday order. */
  mode: z.enum(['birthdays']).optional(),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  include_fired: z.enum(['0', '1', 'true', 'false']).optional(),
});

/** A user search answers at most 30 people and needs at least 3 characters (docs/modules/users.md). */
export const USER_SEARCH_LIMIT = 30;
export const USER_SEARCH_MIN_LENGTH = 3;
export const userSearchQuerySchema = z.object({
  filter: z.string().trim().min(USER_SEARCH_MIN_LENGTH, 'Введите не менее 3 символов').max(100),
  limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
});

export const userWithStructuresSchema = userListItemSchema.extend({
  block: ref.nullable(),
  practice: ref.nullable(),
  region: ref.nullable(),
});

/** The employee card opened from people search. */
export const userCardSchema = userListItemSchema.extend({
  manager: z
    .object({ id: z.number().int(), full_name: z.string(), work_position: z.string().nullable() })
    .nullable(),
  department_path: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
  office_path: z.array(z.object({ id: z.number().int(), name: z.string(), level: z.number().int() })),
  current_status: z.object({ name: z.string(), date_start: z.string(), date_end: z.string() }).nullable(),
});
export type UserCard = z.infer<typeof userCardSchema>;
