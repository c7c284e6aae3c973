import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import {
  jobSafetyArticleCreateSchema,
  jobSafetyArticleSaveSchema,
  jobSafetyArticleSchema,
  jobSafetyArticleVersionSchema,
  jobSafetyAttemptSchema,
  jobSafetyAttemptStartSchema,
  jobSafetyChapterSchema,
  jobSafetyEducationItemSchema,
  jobSafetyLigadocBodySchema,
  jobSafetyProtocolSchema,
  jobSafetyQuestionBodySchema,
  jobSafetyReportQuerySchema,
  jobSafetyStandingRowSchema,
  jobSafetyTicketSaveSchema,
  jobSafetyTicketSchema,
  jobSafetyUserStateSchema,
  jobSafetyVerifyParamsSchema,
} from './job-safety.ts';

const article = z.object({ data: jobSafetyArticleSchema });
const ticket = z.object({ data: jobSafetyTicketSchema });
const attempt = z.object({ data: jobSafetyAttemptSchema });

/** Охрана труда: the calls of docs/modules/job-safety.md. */
export const jobSafetyEndpoints = defineEndpoints('job-safety', {
  chapters: {
    method: 'GET',
    path: '/chapters',
    summary: 'Главы охраны труда со статьями и билетами',
    response: z.object({ data: z.array(jobSafetyChapterSchema) }),
  },
  article: {
    method: 'GET',
    path: '/job-safety/articles/{id}',
    summary: 'Статья по охране труда',
    params: idParamsSchema,
    response: article,
  },
  createArticle: {
    method: 'POST',
    path: '/job-safety/articles',
    summary: 'Добавить статью в главу (HR, администраторы)',
    body: jobSafetyArticleCreateSchema,
    response: article,
    status: 201,
  },
  saveArticle: {
    method: 'PUT',
    path: '/job-safety/articles/{id}',
    summary: 'Сохранить новую версию статьи (HR, администраторы)',
    params: idParamsSchema,
    body: jobSafetyArticleSaveSchema,
    response: article,
  },
  articleVersions: {
    method: 'GET',
    path: '/job-safety/articles/{id}/versions',
    summary: 'История версий статьи (HR, администраторы)',
    params: idParamsSchema,
    response: z.object({ data: z.array(jobSafetyArticleVersionSchema) }),
  },
  ticket: {
    method: 'GET',
    path: '/tickets/{id}',
    summary: 'Билет с вопросами; правильные ответы видят только HR и администраторы',
    params: idParamsSchema,
    response: ticket,
  },
  createTicket: {
    method: 'POST',
    path: '/tickets',
    summary: 'Добавить билет (у каждого вопроса хотя бы один правильный ответ)',
    body: jobSafetyTicketSaveSchema,
    response: ticket,
    status: 201,
  },
  saveTicket: {
    method: 'PUT',
    path: '/tickets/{id}',
    summary: 'Заменить вопросы билета (начатые попытки сохраняют свои)',
    params: idParamsSchema,
    body: jobSafetyTicketSaveSchema,
    response: ticket,
  },
  userState: {
    method: 'GET',
    path: '/evaluates/user',
    summary: 'Текущее окно проверки знаний: сдан, завершён, не требуется, дней осталось',
    response: z.object({ data: jobSafetyUserStateSchema }),
  },
  startAttempt: {
    method: 'POST',
    path: '/evaluates/attempts',
    summary: 'Начать тест по окну проверки: билет из банка главы, время на сервере',
    body: jobSafetyAttemptStartSchema,
    response: attempt,
    status: 201,
  },
  attempt: {
    method: 'GET',
    path: '/evaluates/attempts/{id}',
    summary: 'Своя попытка: вопросы без правильных ответов, выбранные ответы',
    params: idParamsSchema,
    response: attempt,
  },
  question: {
    method: 'POST',
    path: '/evaluates/question',
    summary: 'Ответить на вопрос попытки, перейти к вопросу или завершить тест',
    body: jobSafetyQuestionBodySchema,
    response: attempt,
  },
  educations: {
    method: 'GET',
    path: '/educations',
    summary: 'Режим обучения: вопросы с правильными ответами, сначала те, где были ошибки',
    response: z.object({ data: z.array(jobSafetyEducationItemSchema) }),
  },
  protocols: {
    method: 'GET',
    path: '/protocols/user',
    summary: 'Мои протоколы проверки знаний',
    response: z.object({ data: z.array(jobSafetyProtocolSchema) }),
  },
  downloadProtocol: {
    method: 'GET',
    path: '/protocols/user/download/{id}',
    summary: 'Протокол в PDF (только свой)',
    params: idParamsSchema,
    response: null,
    file: true,
  },
  ligadoc: {
    method: 'POST',
    path: '/protocols/ligadoc',
    summary: 'Отправить протоколы в систему документооборота (через очередь с повторами)',
    body: jobSafetyLigadocBodySchema,
    response: z.object({ data: z.object({ queued: z.number().int() }) }),
  },
  report: {
    method: 'GET',
    path: '/job-safety/report',
    summary:
      'Отчёт: кто сдал, кому нужно сдать, кто просрочил — по подразделению и офису (HR, администраторы)',
    query: jobSafetyReportQuerySchema,
    response: z.object({ data: z.array(jobSafetyStandingRowSchema) }),
  },
  reportXlsx: {
    method: 'GET',
    path: '/job-safety/report/xlsx',
    summary: 'Отчёт по охране труда в Excel',
    query: jobSafetyReportQuerySchema,
    response: null,
    file: true,
  },
  team: {
    method: 'GET',
    path: '/job-safety/team',
    summary: 'Мои подчинённые: кому нужно сдать и кто просрочил',
    response: z.object({ data: z.array(jobSafetyStandingRowSchema) }),
  },
  verify: {
    method: 'GET',
    path: '/protocols/verify/{token}',
    summary: 'Публичная проверка протокола по QR-коду (страница)',
    params: jobSafetyVerifyParamsSchema,
    response: null,
    file: true,
  },
});
