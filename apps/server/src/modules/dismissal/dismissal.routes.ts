import type { FastifyPluginAsync } from 'fastify';
import type { DismissalService } from './dismissal.service.ts';

/** /employee_dismissal: applications, checklists, files, report, people search. */
export const dismissalRoutes: FastifyPluginAsync<{ dismissal: DismissalService }> = async () => {};
