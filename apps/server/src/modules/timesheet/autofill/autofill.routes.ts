import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autofillPayloadSchema,
  autofillStatusSchema,
  jobRunSchema,
  TIMESHEET_JOB,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { JobQueue } from '../../../platform/jobs/jobs.ts';
import type { AutofillLettersService } from './autofill-letters.service.ts';
import type { AutofillService } from './autofill.service.ts';

const settings = { guard: guards.access('timesheet.settings') };
const started = { 200: z.object({ data: jobRunSchema }) };

/** /timesheet/settings/autofill: the status of its three jobs, and a start for each over a period. */
export const autofillRoutes: FastifyPluginAsyncZod<{
  autofill: AutofillService;
  letters: AutofillLettersService;
  jobs: JobQueue;
}> = async (app, { autofill, letters, jobs }) => {
  app.get(
    '/timesheet/autofill',
    {
      config: settings,
      schema: {
        tags: ['timesheet'],
        summary: 'Автозаполнение: состояние писем ассистентам, писем сотрудникам и автозаполнения',
        response: { 200: autofillStatusSchema },
      },
    },
    async () => {
      const [assistants, employees, filled] = await Promise.all([
        jobs.status(TIMESHEET_JOB.autofillAssistants),
        jobs.status(TIMESHEET_JOB.autofillEmployees),
        jobs.status(TIMESHEET_JOB.autofill),
      ]);
      return { data: { assistants, employees, autofill: filled } };
    },
  );

  app.post(
    '/timesheet/autocomplete',
    {
      config: { ...settings, range: 'report' },
      schema: {
        tags: ['timesheet'],
        summary: 'Запустить автозаполнение «не занят» за период',
        body: autofillPayloadSchema,
        response: started,
      },
    },
    async (request) => ({ data: await autofill.start(request.body, requireUser(request).id) }),
  );

  for (const to of ['assistants', 'employees'] as const) {
    app.post(
      `/timesheet/autofill/emails/${to}`,
      {
        config: { ...settings, range: 'report' },
        schema: {
          tags: ['timesheet'],
          summary:
            to === 'assistants'
              ? 'Разослать ассистентам дни отсутствия, которые нужно заполнить'
              : 'Разослать сотрудникам дни отсутствия, которые заполнит ассистент',
          body: autofillPayloadSchema,
          response: started,
        },
      },
      async (request) => ({ data: await letters.start(to, request.body, requireUser(request).id) }),
    );
  }
};
