import type { FastifyPluginAsync } from 'fastify';
import { TIMESHEET_JOB } from '@intranet/contracts';
import { timesheetAutofillEndpoints as endpoints } from '@intranet/contracts/timesheet/autofill.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { JobQueue } from '../../../platform/jobs/jobs.ts';
import type { AutofillLettersService } from './autofill-letters.service.ts';
import type { AutofillService } from './autofill.service.ts';

const settings = { guard: guards.access('timesheet.settings') };
const starts = { ...settings, config: { range: 'report' as const } };

/** /timesheet/settings/autofill: the status of its three jobs, and a start and a status for each. */
export const autofillRoutes: FastifyPluginAsync<{
  autofill: AutofillService;
  letters: AutofillLettersService;
  jobs: JobQueue;
}> = async (app, { autofill, letters, jobs }) => {
  route(app, endpoints.status, settings, async () => {
    const [assistants, employees, filled] = await Promise.all([
      jobs.status(TIMESHEET_JOB.autofillAssistants),
      jobs.status(TIMESHEET_JOB.autofillEmployees),
      jobs.status(TIMESHEET_JOB.autofill),
    ]);
    return { data: { assistants, employees, autofill: filled } };
  });

  // A GET on a job's start address answers that job's latest run.
  const statuses = [
    { endpoint: endpoints.autofillStatus, kind: TIMESHEET_JOB.autofill },
    { endpoint: endpoints.assistantsStatus, kind: TIMESHEET_JOB.autofillAssistants },
    { endpoint: endpoints.employeesStatus, kind: TIMESHEET_JOB.autofillEmployees },
  ];
  for (const { endpoint, kind } of statuses) {
    route(app, endpoint, settings, async () => ({ data: await jobs.status(kind) }));
  }

  route(app, endpoints.startAutofill, starts, async (request) => ({
    data: await autofill.start(request.body, requireUser(request).id),
  }));

  route(app, endpoints.startAssistants, starts, async (request) => ({
    data: await letters.start('assistants', request.body, requireUser(request).id),
  }));

  route(app, endpoints.startEmployees, starts, async (request) => ({
    data: await letters.start('employees', request.body, requireUser(request).id),
  }));
};
