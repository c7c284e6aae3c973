import { z } from 'zod';
import type { EndpointSpec } from '../endpoint.ts';
import {
  dismissalApplicationParamsSchema,
  dismissalChatListQuerySchema,
  dismissalChatPageSchema,
  dismissalChatSawSchema,
  dismissalChatSendSchema,
  dismissalChatSentSchema,
  dismissalChatUnreadSchema,
  dismissalPollBodySchema,
  dismissalPollSchema,
  dismissalSurveyQuerySchema,
  dismissalSurveySchema,
} from './talk.ts';

const poll = z.object({ data: dismissalPollSchema });

/**
 * The exit poll, the survey and the chat of an application (docs/modules/dismissal.md). The chat calls
 * live under the application: /employee_dismissal/applications/{id}/chat/{list,send,unread,saw}.
 */
export const talkEndpointSpecs = {
  polls: {
    method: 'GET',
    path: '/employee_dismissal/applications/{id}/polls',
    summary: 'Опрос при увольнении: вопросы и ответы сотрудника (сотрудник и отдел кадров)',
    params: dismissalApplicationParamsSchema,
    response: poll,
  },
  answerPoll: {
    method: 'POST',
    path: '/employee_dismissal/applications/{id}/poll',
    summary: 'Ответы сотрудника на один шаг опроса (последний шаг завершает опрос)',
    params: dismissalApplicationParamsSchema,
    body: dismissalPollBodySchema,
    response: poll,
  },
  survey: {
    method: 'GET',
    path: '/employee_dismissal/survey',
    summary:
      'Мои опросы при увольнении; для отдела кадров — сводка по подразделениям и причинам (группы меньше 5 человек скрыты) и опросы заявлений',
    query: dismissalSurveyQuerySchema,
    response: z.object({ data: dismissalSurveySchema }),
  },
  chatList: {
    method: 'GET',
    path: '/employee_dismissal/applications/{id}/chat/list',
    summary: 'Сообщения чата заявления, новые первыми (before/after — id сообщения)',
    params: dismissalApplicationParamsSchema,
    query: dismissalChatListQuerySchema,
    response: dismissalChatPageSchema,
  },
  chatSend: {
    method: 'POST',
    path: '/employee_dismissal/applications/{id}/chat/send',
    summary: 'Отправить сообщение в чат заявления (до 10 файлов: .jpeg .jpg .png .doc .docx .pdf)',
    params: dismissalApplicationParamsSchema,
    body: dismissalChatSendSchema,
    response: dismissalChatSentSchema,
    status: 201,
  },
  chatUnread: {
    method: 'GET',
    path: '/employee_dismissal/applications/{id}/chat/unread',
    summary: 'Непрочитанные сообщения чата заявления',
    params: dismissalApplicationParamsSchema,
    response: dismissalChatUnreadSchema,
  },
  chatSaw: {
    method: 'POST',
    path: '/employee_dismissal/applications/{id}/chat/saw',
    summary: 'Отметить сообщения чата заявления прочитанными (до message_id или все)',
    params: dismissalApplicationParamsSchema,
    body: dismissalChatSawSchema,
    response: dismissalChatUnreadSchema,
  },
} satisfies Record<string, EndpointSpec>;
