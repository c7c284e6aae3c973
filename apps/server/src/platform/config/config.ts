import path from 'node:path';
import { z } from 'zod';
import { resolveLogFormat } from '../http/logging.ts';
import { directoryConfigOf, directoryEnvShape } from '../../modules/directory/directory.config.ts';

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL должен начинаться с postgres:// или postgresql://')
      .optional(),
    /** A read replica for the heavy reports (PostgreSQL only; ignored with the embedded database). */
    DATABASE_READ_URL: z
      .string()
      .regex(
        /^(|postgres(ql)?:\/\/.*)$/,
        'DATABASE_READ_URL должен начинаться с postgres:// или postgresql://',
      )
      .optional(),
    /** Turns the Prometheus metrics on (GET /api/metrics with this bearer token); unset, they are off (404). */
    METRICS_TOKEN: z
      .string()
      .regex(/^(|\S{16,})$/, 'METRICS_TOKEN: не короче 16 символов, без пробелов')
      .optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET должен быть не короче 32 символов').optional(),
    SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).optional(),
    ADMIN_LOGIN: z.string().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD должен быть не короче 8 символов').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** `auto`: a readable line per request in a terminal, JSON lines when piped or with NODE_ENV=production. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    NODE_ENV: z.string().optional(),
    COOKIE_SECURE: z.enum(['0', '1', 'true', 'false', '']).optional(),
    PUBLIC_URL: z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'PUBLIC_URL должен начинаться с http:// или https://')
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(|0|1|true|false|\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
        'TRUST_PROXY: 0/1, число прокси или список адресов',
      )
      .optional(),
    API_DOCS: z.enum(['public', 'signed-in', 'off']).optional(),
    LOGIN_AS_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** log2 of scrypt's N for new password hashes: 17 (OWASP); tests run with less. */
    PASSWORD_HASH_COST: z.coerce
      .number()
      .int()
      .min(14, 'PASSWORD_HASH_COST: от 14 до 20')
      .max(20, 'PASSWORD_HASH_COST: от 14 до 20')
      .default(17),
    /** PostgreSQL: a statement running longer is cancelled (503 for the request); 0 turns it off. */
    DB_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    LOGIN_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(50),
    WEB_DIST: z.string().optional(),
    /** `smtp://user:password@host:port` (or smtps://): e-mail goes out through it; unset, letters are logged. */
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('Корпоративный портал <portal@localhost>'),
    /** `yyyy-MM-dd`: the server's clock starts on this day (demo on a chosen date, browser journeys). */
    /** Server processes on this machine (Node's cluster, one port); more than 1 needs PostgreSQL. */
    WORKERS: z.coerce.number().int().min(1, 'WORKERS: от 1 до 64').max(64, 'WORKERS: от 1 до 64').default(1),
    /** SIGTERM: how long a process waits for its requests and jobs' current step before it exits anyway. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** Corporate sign-in (OpenID Connect): the provider's issuer URL, the portal's client id and secret there. */
    ...directoryEnvShape,
    OIDC_ISSUER: z
      .string()
      .regex(/^(|https?:\/\/[^\s]+)$/, 'OIDC_ISSUER должен начинаться с http:// или https://')
      .optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    /** The scopes asked of the provider; `groups` (or the provider's own) brings the groups claim. */
    OIDC_SCOPES: z.string().default('openid email profile'),
    CLOCK_TODAY: z
      .string()
      .regex(/^(|\d{4}-\d{2}-\d{2})$/, 'CLOCK_TODAY: дата в формате ГГГГ-ММ-ДД')
      .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), 'CLOCK_TODAY: такой даты нет')
      .optional(),
    /** Where uploaded files live: `disk` (DATA_DIR/files) or a bucket of an S3-compatible service. */
    FILES_STORAGE: z.enum(['disk', 's3']).default('disk'),
    S3_ENDPOINT: z
      .string()
      .regex(/^(|https?:\/\/[^\s]+)$/, 'S3_ENDPOINT должен начинаться с http:// или https://')
      .optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', '']).optional(),
  })
  .refine((env) => env.FILES_STORAGE !== 's3' || Boolean(env.S3_BUCKET), {
    message: 'FILES_STORAGE=s3 требует S3_BUCKET',
    path: ['S3_BUCKET'],
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_ACCESS_KEY_ID и S3_SECRET_ACCESS_KEY задаются вместе',
    path: ['S3_SECRET_ACCESS_KEY'],
  })
  .refine((env) => !env.OIDC_ISSUER || (Boolean(env.OIDC_CLIENT_ID) && Boolean(env.OIDC_CLIENT_SECRET)), {
    message: 'OIDC_ISSUER требует OIDC_CLIENT_ID и OIDC_CLIENT_SECRET',
    path: ['OIDC_ISSUER'],
  })
  // PGlite lives inside one process and locks its folder: a second process could not open it.
  .refine((env) => env.WORKERS === 1 || Boolean(env.DATABASE_URL), {
    message:
      'WORKERS больше 1 требует PostgreSQL (DATABASE_URL): встроенная база PGlite работает только в одном процессе',
    path: ['WORKERS'],
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    /** Only beside a PostgreSQL primary: PGlite is one process, its reports read it. */
    databaseReadUrl: (env.DATABASE_URL && env.DATABASE_READ_URL) || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    jwtSecret: env.JWT_SECRET,
    /** The embedded database is the demo; a production database gets demo data only when asked. */
    seedDemo:
      env.SEED_DEMO === undefined || env.SEED_DEMO === ''
        ? !env.DATABASE_URL
        : env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    adminLogin: env.ADMIN_LOGIN,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    logFormat: resolveLogFormat(env.LOG_FORMAT, process.stdout.isTTY === true, env.NODE_ENV),
    /** Secure cookies by default when the portal is published over HTTPS; COOKIE_SECURE decides when set. */
    cookieSecure:
      env.COOKIE_SECURE === undefined || env.COOKIE_SECURE === ''
        ? (env.PUBLIC_URL?.startsWith('https://') ?? false)
        : env.COOKIE_SECURE === '1' || env.COOKIE_SECURE === 'true',
    publicUrl: env.PUBLIC_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    /** The demo shows its API docs to anyone; a production database keeps them behind sign-in. */
    apiDocs: env.API_DOCS ?? (env.DATABASE_URL ? 'signed-in' : 'public'),
    loginAsTtlMinutes: env.LOGIN_AS_TTL_MINUTES,
    passwordHashCost: env.PASSWORD_HASH_COST,
    statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_SECONDS * 1000,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    loginRateLimitPerIp: env.LOGIN_RATE_LIMIT_PER_IP,
    webDist: env.WEB_DIST,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    clockToday: env.CLOCK_TODAY || undefined,
    workers: env.WORKERS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID!,
          clientSecret: env.OIDC_CLIENT_SECRET!,
          scopes: env.OIDC_SCOPES.includes('openid') ? env.OIDC_SCOPES : `openid ${env.OIDC_SCOPES}`,
        }
      : undefined,
    /** Active Directory / LDAP (docs/operations.md); undefined without LDAP_URL. */
    directory: directoryConfigOf(env),
    filesStorage:
      env.FILES_STORAGE === 's3'
        ? {
            kind: 's3' as const,
            endpoint: env.S3_ENDPOINT || undefined,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
            // A service of one's own (an endpoint given) usually wants path-style addresses; AWS, virtual hosts.
            forcePathStyle:
              env.S3_FORCE_PATH_STYLE === undefined || env.S3_FORCE_PATH_STYLE === ''
                ? Boolean(env.S3_ENDPOINT)
                : env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
          }
        : { kind: 'disk' as const },
  }));

/** Fastify's `trustProxy`: off, on, a number of hops, or the proxies' addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === 'true') return true;
  // A number is how many proxies stand in front (1: nginx); the client address is the one before them.
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment; a bad value stops the start with every problem listed by variable name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`,
    );
    throw new ConfigError(`Неверная конфигурация окружения:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
