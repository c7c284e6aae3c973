import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL должен начинаться с postgres:// или postgresql://')
      .optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET должен быть не короче 32 символов').optional(),
    SEED_DEMO: z.enum(['0', '1', 'true', 'false', '']).optional(),
    ADMIN_LOGIN: z.string().min(1).optional(),
    ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD должен быть не короче 8 символов').optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    COOKIE_SECURE: booleanFlag,
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    WEB_DIST: z.string().optional(),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    /** The embedded database is the demo; a production database gets demo data only when asked. */
    seedDemo:
      env.SEED_DEMO === undefined || env.SEED_DEMO === ''
        ? !env.DATABASE_URL
        : env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    adminLogin: env.ADMIN_LOGIN,
    adminPassword: env.ADMIN_PASSWORD,
    logLevel: env.LOG_LEVEL,
    cookieSecure: env.COOKIE_SECURE,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    webDist: env.WEB_DIST,
  }));

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
