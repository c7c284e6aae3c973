import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';

const VALIDATION_MESSAGE = 'Проверьте правильность заполнения полей';

/** PostgreSQL SQLSTATE codes mapped by code, never by message text. */
const SQLSTATE_RESPONSES: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'Такая запись уже существует' },
  '23503': { status: 409, message: 'Запись связана с другими данными или ссылается на несуществующую' },
  '23P01': { status: 409, message: 'Период пересекается с уже существующим' },
  '23514': { status: 400, message: 'Значение не проходит проверку' },
  '23502': { status: 400, message: 'Не заполнено обязательное значение' },
  '22P02': { status: 400, message: 'Неверный формат значения' },
  '40001': { status: 409, message: 'Данные изменились одновременно с вашим запросом, повторите попытку' },
  '22003': { status: 400, message: 'Число вне допустимого диапазона' },
  '22021': { status: 400, message: 'Текст содержит недопустимые символы' },
  '22001': { status: 400, message: 'Слишком длинное значение' },
  '22007': { status: 400, message: 'Неверный формат даты' },
  '22008': { status: 400, message: 'Дата вне допустимого диапазона' },
  // statement_timeout (config DB_STATEMENT_TIMEOUT_SECONDS) cancelled it: the server is busy, not broken.
  '57014': {
    status: 503,
    message:
      'База данных не успела ответить: запрос выполнялся слишком долго. Повторите позже или сузьте условия',
  },
};
/** Any other data exception (SQLSTATE class 22) is the client's value, not the server's fault. */
const DATA_EXCEPTION = { status: 400, message: 'Неверное значение в запросе' };

/** Fastify's own client errors by code; their English texts never reach the user. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Тело запроса — не корректный JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Пустое тело запроса при типе application/json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Неподдерживаемый тип содержимого запроса' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Длина тела не совпадает с Content-Length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Слишком большой запрос' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, message: 'Неверный тип содержимого запроса' },
  FST_ERR_CTP_EMPTY_TYPE: { status: 400, message: 'Не указан тип содержимого запроса' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Недопустимое имя поля в запросе' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 400, message: 'Ожидается multipart/form-data' },
};

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or on its cause. */
function findSqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function fieldName(instancePath: string, params: Record<string, unknown> | undefined): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (fromPath) return fromPath;
  const missing = params?.missingProperty;
  return typeof missing === 'string' ? missing : '_';
}

/**
 * The one error handler (docs/decisions.md, "Input, errors and lists"): every failure leaves as
 * `{message, errors?}`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ message: error.message, errors: error.errors, code: error.reason });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath, issue.params);
        (errors[field] ??= []).push(issue.message ?? 'Неверное значение');
      }
      return reply.status(400).send({ message: VALIDATION_MESSAGE, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Внутренняя ошибка сервера', request_id: request.id });
    }
    const sqlState = findSqlState(error);
    const mapped = sqlState
      ? (SQLSTATE_RESPONSES[sqlState] ?? (sqlState.startsWith('22') ? DATA_EXCEPTION : undefined))
      : undefined;
    if (mapped) {
      request.log.info({ sqlState }, 'database constraint');
      return reply.status(mapped.status).send({ message: mapped.message });
    }
    const known = FASTIFY_CLIENT_ERRORS[error.code];
    if (known) return reply.status(known.status).send({ message: known.message });
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send({ message: 'Слишком большой запрос' });
    }
    if (status === 429) {
      return reply.status(429).send({ message: error.message });
    }
    if (status >= 400 && status < 500) {
      // Any other client error of a plugin: its text is English and may echo input, so only the code goes out.
      request.log.info({ code: error.code, status }, 'client error');
      return reply
        .status(status)
        .send({ message: 'Неверный запрос', errors: { _: [`Код ошибки: ${error.code}`] } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Внутренняя ошибка сервера', request_id: request.id });
  });
}
