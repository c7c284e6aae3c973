import path from 'node:path';
import { defineServerModule } from '../../platform/modules/server-module.ts';
import { JobSafetyArticlesService } from './job-safety.articles.service.ts';
import { ASSIGN_QUEUE, JobSafetyAssignmentsService } from './job-safety.assignments.service.ts';
import { JobSafetyProtocolsService, LIGADOC_QUEUE } from './job-safety.protocols.service.ts';
import { REMINDERS_QUEUE, JobSafetyReportService } from './job-safety.report.service.ts';
import { jobSafetyRoutes } from './job-safety.routes.ts';
import { JobSafetyTestsService } from './job-safety.tests.service.ts';
import { JobSafetyTicketsService } from './job-safety.tickets.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    jobSafetyArticles: JobSafetyArticlesService;
    jobSafetyTickets: JobSafetyTicketsService;
    jobSafetyTests: JobSafetyTestsService;
    jobSafetyProtocols: JobSafetyProtocolsService;
    jobSafetyReport: JobSafetyReportService;
    jobSafetyAssignments: JobSafetyAssignmentsService;
  }
}

/** Охрана труда (docs/modules/job-safety.md): articles, tickets, tests, education, evaluations, protocols. */
export const jobSafetyModule = defineServerModule({
  name: 'job-safety',
  services: ({ db, clock, jobs, publicUrl, outboxDir }, { settings, files, notifications }) => {
    const jobSafetyTickets = new JobSafetyTicketsService(db);
    const jobSafetyProtocols = new JobSafetyProtocolsService(db, settings, jobs, {
      publicUrl,
      outboxFolder: path.join(outboxDir, 'ligadoc'),
    });
    jobs.task<{ protocolId: number }>({
      name: LIGADOC_QUEUE,
      handle: (data, attempt) => jobSafetyProtocols.deliver(data.protocolId, attempt),
    });
    const jobSafetyReport = new JobSafetyReportService(db, clock, notifications);
    // Due and overdue people are reminded; the run itself keeps it to once a week per window.
    jobs.daily({
      name: REMINDERS_QUEUE,
      handle: async () => {
        await jobSafetyReport.remind();
      },
    });
    const jobSafetyAssignments = new JobSafetyAssignmentsService(db, clock);
    // Opens the windows the assignment rules call for; a second run the same day adds nothing.
    jobs.daily({
      name: ASSIGN_QUEUE,
      handle: async () => {
        await jobSafetyAssignments.assignWindows();
      },
    });
    return {
      jobSafetyReport,
      jobSafetyAssignments,
      jobSafetyArticles: new JobSafetyArticlesService(db, files),
      jobSafetyTickets,
      jobSafetyTests: new JobSafetyTestsService(db, clock, settings, jobSafetyTickets),
      jobSafetyProtocols,
    };
  },
  routes: (api, services) =>
    api.register(jobSafetyRoutes, {
      articles: services.jobSafetyArticles,
      tickets: services.jobSafetyTickets,
      tests: services.jobSafetyTests,
      protocols: services.jobSafetyProtocols,
      report: services.jobSafetyReport,
      assignments: services.jobSafetyAssignments,
    }),
  demo: async () => {
    const { seedJobSafetyDemo } = await import('./job-safety.demo.ts');
    return { seed: (db, people) => seedJobSafetyDemo(db, people) };
  },
});
