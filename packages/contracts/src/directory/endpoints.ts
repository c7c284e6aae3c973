import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  directoryRunBodySchema,
  directoryRunDetailsSchema,
  directoryRunSchema,
  directoryScheduleBodySchema,
  directorySettingsSchema,
  directoryTestResultSchema,
} from './directory.ts';

/** Каталог AD/LDAP: the administrator's calls of docs/modules/directory.md. */
export const directoryEndpoints = defineEndpoints('directory', {
  settings: {
    method: 'GET',
    path: '/directory/settings',
    summary: 'Настройки подключения к каталогу AD/LDAP (без пароля) и расписание синхронизации',
    response: z.object({ data: directorySettingsSchema }),
  },
  setSchedule: {
    method: 'PUT',
    path: '/directory/schedule',
    summary: 'Изменить расписание синхронизации с каталогом',
    body: directoryScheduleBodySchema,
    response: z.object({ data: directorySettingsSchema }),
  },
  test: {
    method: 'POST',
    path: '/directory/test',
    summary: 'Проверить подключение: вход служебной учетной записью и поиск сотрудников',
    response: z.object({ data: directoryTestResultSchema }),
  },
  runs: {
    method: 'GET',
    path: '/directory/runs',
    summary: 'Последние прогоны синхронизации с каталогом (новые сверху)',
    response: z.object({ data: z.array(directoryRunSchema) }),
  },
  run: {
    method: 'GET',
    path: '/directory/runs/{id}',
    summary: 'Прогон синхронизации с его изменениями',
    params: idParamsSchema,
    response: z.object({ data: directoryRunDetailsSchema }),
  },
  startRun: {
    method: 'POST',
    path: '/directory/runs',
    summary: 'Запустить синхронизацию с каталогом или пробный прогон (ничего не записывает)',
    body: directoryRunBodySchema,
    response: z.object({ data: directoryRunDetailsSchema }),
    status: 201,
  },
});
