import type { FastifyPluginAsync } from 'fastify';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition, sendXlsx } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { JobSafetyArticlesService } from './job-safety.articles.service.ts';
import type { JobSafetyAssignmentsService } from './job-safety.assignments.service.ts';
import type { JobSafetyProtocolsService } from './job-safety.protocols.service.ts';
import type { JobSafetyReportService } from './job-safety.report.service.ts';
import type { JobSafetyTestsService } from './job-safety.tests.service.ts';
import type { JobSafetyTicketsService } from './job-safety.tickets.service.ts';

const everyone = { guard: guards.access('job-safety') };
const editors = { guard: guards.access('job-safety.admin') };

export interface JobSafetyRouteDeps {
  articles: JobSafetyArticlesService;
  tickets: JobSafetyTicketsService;
  tests: JobSafetyTestsService;
  protocols: JobSafetyProtocolsService;
  report: JobSafetyReportService;
  assignments: JobSafetyAssignmentsService;
}

/** Охрана труда (docs/modules/job-safety.md). */
export const jobSafetyRoutes: FastifyPluginAsync<JobSafetyRouteDeps> = async (
  app,
  { articles, tickets, tests, protocols, report, assignments },
) => {
  route(app, endpoints.chapters, everyone, async () => ({ data: await articles.chapters() }));
  route(app, endpoints.article, everyone, async (request) => ({
    data: await articles.article(requireUser(request), request.params.id),
  }));
  route(app, endpoints.createArticle, editors, async (request) => ({
    data: await articles.create(requireUser(request), request.body),
  }));
  route(app, endpoints.saveArticle, editors, async (request) => ({
    data: await articles.save(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.articleVersions, editors, async (request) => ({
    data: await articles.versions(request.params.id),
  }));
  route(app, endpoints.ticket, everyone, async (request) => ({
    data: await tickets.ticket(requireUser(request), request.params.id),
  }));
  route(app, endpoints.createTicket, editors, async (request) => ({
    data: await tickets.save(requireUser(request), null, request.body),
  }));
  route(app, endpoints.saveTicket, editors, async (request) => ({
    data: await tickets.save(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.userState, everyone, async (request) => ({
    data: await tests.state(requireUser(request)),
  }));
  route(app, endpoints.startAttempt, everyone, async (request) => ({
    data: await tests.start(requireUser(request), request.body.evaluate_id),
  }));
  route(app, endpoints.attempt, everyone, async (request) => ({
    data: await tests.attempt(requireUser(request), request.params.id),
  }));
  route(app, endpoints.question, everyone, async (request) => ({
    data: await tests.question(requireUser(request), request.body),
  }));
  route(app, endpoints.educations, everyone, async (request) => ({
    data: await tests.educations(requireUser(request)),
  }));
  route(app, endpoints.protocols, everyone, async (request) => ({
    data: await protocols.mine(requireUser(request)),
  }));
  route(app, endpoints.downloadProtocol, everyone, async (request, reply) => {
    const pdf = await protocols.download(requireUser(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(pdf.fileName))
      .send(pdf.bytes);
  });
  route(app, endpoints.ligadoc, editors, async (request) => ({
    data: { queued: await protocols.sendToLigadoc(requireUser(request), request.body.protocol_ids) },
  }));
  route(app, endpoints.report, editors, async (request) => ({ data: await report.report(request.query) }));
  route(app, endpoints.reportXlsx, editors, async (request, reply) =>
    sendXlsx(reply, await report.workbook(request.query), 'Охрана труда.xlsx'),
  );
  route(app, endpoints.assignments, editors, async () => ({ data: await assignments.list() }));
  route(app, endpoints.createAssignment, editors, async (request) => ({
    data: await assignments.create(requireUser(request), request.body),
  }));
  route(app, endpoints.deleteAssignment, editors, (request) =>
    assignments.remove(requireUser(request), request.params.id),
  );
  route(app, endpoints.runAssignments, editors, async () => ({
    data: { added: await assignments.assignWindows() },
  }));
  route(app, endpoints.team, everyone, async (request) => ({
    data: await report.team(requireUser(request)),
  }));
  // The QR code of a printed protocol opens this page on any phone: no session, the random token is the key.
  route(app, endpoints.verify, { guard: guards.public() }, async (request, reply) => {
    const page = await protocols.verifyPage(request.params.token);
    return reply
      .status(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page.html);
  });
};
