import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { jobRunSchema, jobStatusSchema } from '../jobs/jobs.ts';
import { autofillPayloadSchema, autofillStatusSchema } from './jobs.ts';

const started = z.object({ data: jobRunSchema });
const status = z.object({ data: jobStatusSchema });

/**
 * /timesheet/settings/autofill: the status of its three jobs, and a start and a status for each (a GET on a
 * job's address answers that job's latest run).
 */
export const timesheetAutofillEndpoints = defineEndpoints('timesheet', {
  status: {
    method: 'GET',
    path: '/timesheet/autofill',
    summary: 'Автозаполнение: состояние писем ассистентам, писем сотрудникам и автозаполнения',
    response: autofillStatusSchema,
  },
  autofillStatus: {
    method: 'GET',
    path: '/timesheet/autocomplete',
    summary: 'Состояние задачи: автозаполнение «не занят» за период',
    response: status,
  },
  assistantsStatus: {
    method: 'GET',
    path: '/timesheet/autofill/emails/assistants',
    summary: 'Состояние задачи: письма ассистентам о днях отсутствия, которые нужно заполнить',
    response: status,
  },
  employeesStatus: {
    method: 'GET',
    path: '/timesheet/autofill/emails/employees',
    summary: 'Состояние задачи: письма сотрудникам о днях отсутствия, которые заполнит ассистент',
    response: status,
  },
  startAutofill: {
    method: 'POST',
    path: '/timesheet/autocomplete',
    summary: 'Запустить автозаполнение «не занят» за период',
    body: autofillPayloadSchema,
    response: started,
  },
  startAssistants: {
    method: 'POST',
    path: '/timesheet/autofill/emails/assistants',
    summary: 'Разослать ассистентам дни отсутствия, которые нужно заполнить',
    body: autofillPayloadSchema,
    response: started,
  },
  startEmployees: {
    method: 'POST',
    path: '/timesheet/autofill/emails/employees',
    summary: 'Разослать сотрудникам дни отсутствия, которые заполнит ассистент',
    body: autofillPayloadSchema,
    response: started,
  },
});
