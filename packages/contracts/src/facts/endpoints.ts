import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
import { factsCommentBodySchema, factsResponseSchema, factsSaveBodySchema } from './facts.ts';

/** Facts on the vacation card: read, save the note, add a comment (docs/modules/facts.md). */
export const factsEndpoints = defineEndpoints('facts', {
  user: {
    method: 'GET',
    path: '/facts/league20/user/{id}',
    summary: 'Заметка сотрудника об отсутствии и комментарии коллег',
    params: idParamsSchema,
    response: factsResponseSchema,
  },
  save: {
    method: 'POST',
    path: '/facts/league20/user',
    summary: 'Сохранить заметку и замещающего (сам сотрудник, его руководитель, ассистент, администратор)',
    body: factsSaveBodySchema,
    response: factsResponseSchema,
  },
  comment: {
    method: 'POST',
    path: '/facts/league20/comments',
    summary: 'Комментарий коллеги к отсутствию сотрудника',
    body: factsCommentBodySchema,
    response: factsResponseSchema,
  },
});
