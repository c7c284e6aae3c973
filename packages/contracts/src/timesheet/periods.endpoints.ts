import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { isoDateSchema } from '../primitives.ts';
import { editablePeriodBodySchema, editablePeriodSchema } from './timesheet.ts';
import { PERIOD_STATUS_TABS, tsPeriodStatusQuerySchema, tsPeriodStatusSchema } from './data.ts';

const period = z.object({ data: editablePeriodSchema });

/** Periods open for writing (the settings tab), the period a date falls in, and a period's tape by day. */
export const timesheetPeriodsEndpoints = defineEndpoints('timesheet', {
  openAt: {
    method: 'GET',
    path: '/timesheet/editable_period/{date}',
    summary: 'Открытый для записи период, в который попадает дата',
    params: z.object({ date: isoDateSchema }),
    response: z.object({ data: editablePeriodSchema.nullable() }),
  },
  list: {
    method: 'GET',
    path: '/timesheet/settings/editable_periods',
    summary: 'Открытые периоды',
    response: z.object({ data: z.array(editablePeriodSchema) }),
  },
  create: {
    method: 'POST',
    path: '/timesheet/settings/editable_periods',
    summary: 'Открыть период',
    body: editablePeriodBodySchema,
    response: period,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/timesheet/settings/editable_periods/{id}',
    summary: 'Изменить период',
    params: idParamsSchema,
    body: editablePeriodBodySchema,
    response: period,
  },
  remove: {
    method: 'DELETE',
    path: '/timesheet/settings/editable_periods/{id}',
    summary: 'Удалить период',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  tape: {
    method: 'GET',
    path: '/timesheet/periods_statuses/{tab}',
    summary: 'Лента периода по дням: пусто, согласовано, отклонено, закрыто, на согласовании',
    params: z.object({ tab: z.enum(PERIOD_STATUS_TABS, 'Вкладка: fill или approve') }),
    query: tsPeriodStatusQuerySchema,
    response: z.object({ data: z.array(tsPeriodStatusSchema) }),
  },
});
