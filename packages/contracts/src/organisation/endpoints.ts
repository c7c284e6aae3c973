import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import {
  chargeSchema,
  companySchema,
  customerSchema,
  customersQuerySchema,
  departmentSchema,
  roleSchema,
  structureNodeSchema,
  structuresQuerySchema,
  userListItemSchema,
} from '../users/directory.ts';
import { defineEndpoints } from '../endpoint.ts';

const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
const one = <T extends z.ZodType>(item: T) => z.object({ data: item });

/**
 * The organisation every module reads (docs/modules/organisation.md): companies, the structure, departments,
 * cost codes, customers and projects, and the roles (served by the users module, which holds them).
 */
export const organisationEndpoints = defineEndpoints('organisation', {
  companies: { method: 'GET', path: '/companies', summary: 'Компании', response: list(companySchema) },
  company: {
    method: 'GET',
    path: '/companies/{id}',
    summary: 'Компания',
    params: idParamsSchema,
    response: one(companySchema),
  },
  subdivision: {
    method: 'GET',
    path: '/subdivision',
    summary: 'Блоки с практиками',
    response: list(structureNodeSchema),
  },
  departments: {
    method: 'GET',
    path: '/departments',
    summary: 'Подразделения: блоки и практики',
    response: list(departmentSchema),
  },
  department: {
    method: 'GET',
    path: '/departments/{id}',
    summary: 'Подразделение',
    params: idParamsSchema,
    response: one(departmentSchema),
  },
  charges: { method: 'GET', path: '/charges', summary: 'Коды затрат', response: list(chargeSchema) },
  workFormats: {
    method: 'GET',
    path: '/work_formats',
    summary: 'Форматы работы',
    response: list(z.object({ id: z.number(), name: z.string() })),
  },
  structures: {
    method: 'GET',
    path: '/dba_structures',
    summary: 'Оргструктура: лига, блоки, практики, проекты, регионы, офисы',
    query: structuresQuerySchema,
    response: list(structureNodeSchema),
  },
  customers: {
    method: 'GET',
    path: '/dba_customers',
    summary: 'Заказчики и проекты',
    query: customersQuerySchema,
    response: list(customerSchema),
  },
  projects: {
    method: 'GET',
    path: '/dba_projects',
    summary: 'Проекты (фильтр parent_id — список заказчиков)',
    query: customersQuerySchema.pick({ parent_id: true }),
    response: list(customerSchema),
  },
  roles: { method: 'GET', path: '/roles', summary: 'Роли', response: list(roleSchema) },
  roleUsers: {
    method: 'GET',
    path: '/roles/{id}/users',
    summary: 'Сотрудники с ролью',
    params: idParamsSchema,
    response: list(userListItemSchema),
  },
});
