import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autofillPayloadSchema,
  autofillStatusSchema,
  jobRunSchema,
  jobStatusSchema,
  TIMESHEET_JOB,
} from '@intranet/contracts';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import type { JobQueue } from '../../../platform/jobs/jobs.ts';
import type { AutofillLettersService } from './autofill-letters.service.ts';
import type { AutofillService } from './autofill.service.ts';

const settings = { guard: guards.access('timesheet.settings') };
const started = { 200: z.object({ data: jobRunSchema }) };
const status = { 200: z.object({ data: jobStatusSchema }) };

/** Each start's url, its job, and what it does: a GET on the url answers that job's latest run (spec: «GET or POST on url»). */
const JOBS = [
  {
    url: '/timesheet/autocomplete',
    kind: TIMESHEET_JOB.autofill,
    what: 'автозаполнение «не занят» за период',
  },
  {
    url: '/timesheet/autofill/emails/assistants',
    kind: TIMESHEET_JOB.autofillAssistants,
    what: 'письма ассистентам о днях отсутствия, которые нужно заполнить',
  },
  {
    url: '/timesheet/autofill/emails/employees',
    kind: TIMESHEET_JOB.autofillEmployees,
    what: 'письма сотрудникам о днях отсутствия, которые заполнит ассистент',
  },
] as const;

/** /timesheet/settings/autofill: the status of its three jobs, and a start and a status for each. */
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

  for (const job of JOBS) {
    app.get(
      job.url,
      {
        config: settings,
        schema: { tags: ['timesheet'], summary: `Состояние задачи: ${job.what}`, response: status },
      },
      async () => ({ data: await jobs.status(job.kind) }),
    );
  }

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
