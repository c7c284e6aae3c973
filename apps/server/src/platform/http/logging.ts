import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';

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
 * How the process logs: JSON lines for a log collector (piped, production), or one readable line per request
 * for a person at a terminal.
 */
export type LogFormat = 'json' | 'pretty';

/** `auto`: readable in a terminal, JSON when piped or when NODE_ENV is production. */
export function resolveLogFormat(
  wanted: LogFormat | 'auto',
  terminal: boolean,
  nodeEnv: string | undefined,
): LogFormat {
  if (wanted !== 'auto') return wanted;
  return terminal && nodeEnv !== 'production' ? 'pretty' : 'json';
}

/** A reply as the readable line needs it: the request it answered, its status. */
function serializeReplyForLine(reply: FastifyReply) {
  return {
    statusCode: reply.statusCode,
    method: reply.request?.method,
    url: typeof reply.request?.url === 'string' ? redactUrl(reply.request.url) : undefined,
  };
}

/**
 * Options of the process logger (pino): secrets never reach the log. The access token, the refresh
 * cookie and a token in a URL's query are replaced by [REDACTED]. In the readable format a request is one
 * line (its completion, which then names the request), not two.
 */
export function loggerOptions(level: string, format: LogFormat = 'json'): LoggerOptions {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: { req: serializeRequest },
  };
  if (format === 'json') return options;
  return {
    ...options,
    serializers: { req: serializeRequest, res: serializeReplyForLine },
    hooks: {
      logMethod(args, method) {
        if (args[1] === 'incoming request') return;
        method.apply(this, args);
      },
    },
  };
}

interface LogLine {
  res?: { statusCode?: number; method?: string; url?: string };
  responseTime?: number;
  [key: string]: unknown;
}

/** The readable text of a log line: «GET /api/me 200 12 мс» for a request, else its message. */
export function formatLogLine(log: LogLine, messageKey: string): string {
  if (log.res?.method && log.res.url)
    return `${log.res.method} ${log.res.url} ${log.res.statusCode} ${Math.round(log.responseTime ?? 0)} мс`;
  return typeof log[messageKey] === 'string' ? log[messageKey] : '';
}

/** pino-pretty for a terminal, loaded only then (a server behind a collector never needs it). */
export async function prettyDestination(): Promise<DestinationStream> {
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: (log, messageKey) => formatLogLine(log, messageKey),
  });
}
