import type { FastifyPluginAsync } from 'fastify';
import type { DismissalTalkService } from './dismissal.talk.service.ts';

/** /employee_dismissal: the poll, the survey and the chat of an application. */
export const dismissalTalkRoutes: FastifyPluginAsync<{
  dismissalTalk: DismissalTalkService;
}> = async () => {};
