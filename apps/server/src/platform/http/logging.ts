import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

export const REDACTED = '[REDACTED]';

/** `token=`, `access_token=`, `refresh_token=` (any query parameter whose name ends in `token`). */
const SECRET_QUERY_PARAM = /([?&][\w.%-]*token=)[^&#]*/gi;

/** The URL with the value of every token-like query parameter replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAM, `$1${REDACTED}`);
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'> &
  Partial<Pick<FastifyRequest, 'host' | 'ip' | 'socket'>>;

/** Fastify's own request serializer, with the URL's secrets redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Options of the process logger (pino): secrets never reach the log. The access token, the refresh
 * cookie and a token in a URL's query are replaced by [REDACTED].
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: { req: serializeRequest },
  };
}
