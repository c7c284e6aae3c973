/** Field name -> messages, as the server sends them in `errors` (contracts common.ts). */
export type FieldErrors = Record<string, string[]>;

/** A response with a status other than 2xx. `body` is the parsed JSON (or the text) of the response. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageOf(body) ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `errors` map of a 400 response, if any. */
  get fieldErrors(): FieldErrors | undefined {
    return fieldErrorsOf(this.body);
  }
}

/**
 * The caller aborted the request (or a newer one replaced it): ignored silently everywhere: nobody needs to
 * hear of it.
 */
export class RequestCancelledError extends Error {
  constructor() {
    super('Запрос отменен');
    this.name = 'RequestCancelledError';
  }
}

export function isCancelled(error: unknown): boolean {
  return (
    error instanceof RequestCancelledError ||
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  return undefined;
}

export function fieldErrorsOf(body: unknown): FieldErrors | undefined {
  if (!body || typeof body !== 'object' || !('errors' in body)) return undefined;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === 'string');
    else if (typeof messages === 'string') result[field] = [messages];
  }
  return Object.keys(result).length > 0 ? result : undefined;
}
