import type { FastifyPluginAsync } from 'fastify';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { DismissalTalkService } from './dismissal.talk.service.ts';

/** Who takes part is decided per application by dismissal.talk.policy.ts (the leaver, the manager, the desk…). */
const everyone = { guard: guards.access('dismissal') };

/** /employee_dismissal: the poll, the survey and the chat of an application. */
export const dismissalTalkRoutes: FastifyPluginAsync<{
  dismissalTalk: DismissalTalkService;
}> = async (app, { dismissalTalk: talk }) => {
  route(app, endpoints.polls, everyone, async (request) => ({
    data: await talk.poll(requireUser(request), request.params.id),
  }));
  route(app, endpoints.answerPoll, everyone, async (request) => ({
    data: await talk.answer(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.survey, everyone, async (request) => ({
    data: await talk.survey(requireUser(request), request.query),
  }));
  route(app, endpoints.chatList, everyone, (request) =>
    talk.chatList(requireUser(request), request.params.id, request.query),
  );
  route(app, endpoints.chatSend, everyone, async (request) => ({
    data: await talk.chatSend(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.chatUnread, everyone, async (request) => ({
    data: await talk.chatUnread(requireUser(request), request.params.id),
  }));
  route(app, endpoints.chatSaw, everyone, async (request) => ({
    data: await talk.chatSaw(requireUser(request), request.params.id, request.body.message_id),
  }));
};
