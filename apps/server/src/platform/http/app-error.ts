/** One error type for the whole server; the handler turns its code into a status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field -> messages, for 400 responses. */
    readonly errors?: Record<string, string[]>,
    /** Sent as the body's `code`: a stable reason an API client may match on. */
    readonly reason?: string,
  ) {
    super(message);
  }

  get statusCode(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, errors?: Record<string, string[]>, reason?: string) =>
  new AppError('BAD_REQUEST', message, errors, reason);
export const unauthorized = (message = 'Требуется вход в систему') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'Доступ запрещен') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Не найдено') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);

/** A single-field 400, the most common validation failure raised by services. */
export function fieldError(field: string, message: string): AppError {
  return badRequest(message, { [field]: [message] });
}
