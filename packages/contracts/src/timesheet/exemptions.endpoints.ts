import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { userSearchQuerySchema } from '../users/directory.ts';
import { defineEndpoints } from '../endpoint.ts';
import { optionalIdListQuerySchema } from '../primitives.ts';
import {
  exemptProjectPatchSchema,
  exemptProjectsBodySchema,
  exemptProjectSchema,
  exemptUsersBodySchema,
  exemptUserSchema,
  tsDeleteQuerySchema,
} from './timesheet.ts';
import { exemptionOptionSchema } from './responses.ts';
import {
  EXEMPTION_REPORT_NAMES,
  exemptionNotificationBodySchema,
  exemptionNotificationResultSchema,
} from './services.ts';

const users = z.object({ data: z.array(exemptUserSchema) });
const projects = z.object({ data: z.array(exemptProjectSchema) });
const options = z.object({ data: z.array(exemptionOptionSchema) });

/**
 * /timesheet/exemption/…: the people and projects that need not fill the timesheet, the dialogs' option
 * lists, the bell notice and the xlsx of each list (guard `timesheet.exemption`).
 */
export const timesheetExemptionEndpoints = defineEndpoints('timesheet', {
  users: {
    method: 'GET',
    path: '/timesheet/exemption/users',
    summary: 'Сотрудники-исключения',
    response: users,
  },
  addUsers: {
    method: 'POST',
    path: '/timesheet/exemption/users',
    summary: 'Добавить сотрудников в исключения',
    body: exemptUsersBodySchema,
    response: users,
  },
  removeUsers: {
    method: 'DELETE',
    path: '/timesheet/exemption/users',
    summary: 'Убрать сотрудников из исключений',
    query: tsDeleteQuerySchema,
    response: null,
    status: 204,
  },
  projects: {
    method: 'GET',
    path: '/timesheet/exemption/projects',
    summary: 'Проекты-исключения',
    response: projects,
  },
  addProjects: {
    method: 'POST',
    path: '/timesheet/exemption/projects',
    summary: 'Добавить проекты в исключения (до 500 за раз)',
    body: exemptProjectsBodySchema,
    response: projects,
  },
  updateProject: {
    method: 'PATCH',
    path: '/timesheet/exemption/projects/{id}',
    summary: 'Изменить офис или дату приема',
    params: idParamsSchema,
    body: exemptProjectPatchSchema,
    response: z.object({ data: exemptProjectSchema }),
  },
  removeProjects: {
    method: 'DELETE',
    path: '/timesheet/exemption/projects',
    summary: 'Убрать проекты из исключений',
    query: tsDeleteQuerySchema,
    response: null,
    status: 204,
  },
  existingProjects: {
    method: 'GET',
    path: '/timesheet/exemption/projects/exist',
    summary: 'Какие из пар проект–офис уже в исключениях',
    query: z.object({ projects: optionalIdListQuerySchema, offices: optionalIdListQuerySchema }),
    response: projects,
  },
  userList: {
    method: 'GET',
    path: '/timesheet/exemption/user-list',
    summary: 'Сотрудники для выбора (от 3 символов)',
    query: userSearchQuerySchema,
    response: options,
  },
  blockList: {
    method: 'GET',
    path: '/timesheet/exemption/block-list',
    summary: 'Блоки',
    response: options,
  },
  practiceList: {
    method: 'GET',
    path: '/timesheet/exemption/practice-list',
    summary: 'Практики',
    response: options,
  },
  officeList: {
    method: 'GET',
    path: '/timesheet/exemption/office-list',
    summary: 'Офисы',
    response: options,
  },
  projectList: {
    method: 'GET',
    path: '/timesheet/exemption/project-list',
    summary: 'Проекты',
    response: options,
  },
  notify: {
    method: 'POST',
    path: '/timesheet/exemption/notification',
    summary: 'Уведомить сотрудников-исключений (всех или выбранных)',
    body: exemptionNotificationBodySchema,
    response: z.object({ data: exemptionNotificationResultSchema }),
  },
  report: {
    method: 'GET',
    path: '/timesheet/exemption/{name}/report',
    summary: 'Список исключений в xlsx (users или projects)',
    params: z.object({ name: z.enum(EXEMPTION_REPORT_NAMES, 'Нет такого отчета: users или projects') }),
    response: null,
    file: true,
  },
});
