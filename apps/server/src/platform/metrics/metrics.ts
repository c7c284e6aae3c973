import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { MAIL_STATES } from '@intranet/contracts';
import { guards } from '../auth/guard.ts';
import type { Database } from '../db/database.ts';
import { rowsOf } from '../db/sql.ts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import { clusterMetrics, inCluster, shareWithCluster } from './cluster-metrics.ts';

/** The address Prometheus scrapes (docs/operations.md, "Health probes and metrics"). */
export const METRICS_PATH = '/api/metrics';

/** A request that matched no route: one label for every unknown address, not one per URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The window of the mail outbox gauge: its created_at index bounds the count, whatever the table's size. */
const MAIL_WINDOW = sql`interval '24 hours'`;

export interface MetricsOptions {
  /** The bearer token Prometheus sends (config METRICS_TOKEN). */
  token: string;
  database: Database;
  /** Open WebSocket connections of this process. */
  openSockets: () => number;
  log: FastifyBaseLogger;
}

/** Compares hashes of equal length, so neither the token's length nor its prefix leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * A gauge filled from the database at scrape time. A failing query (the database is away) leaves it empty for
 * this scrape, logged, and never fails the scrape: the process metrics still answer.
 */
function databaseGauge<L extends string>(
  registry: Registry,
  log: FastifyBaseLogger,
  config: { name: string; help: string; labelNames: readonly L[] },
  fill: (gauge: Gauge<L>) => Promise<void>,
): Gauge<L> {
  return new Gauge<L>({
    ...config,
    // Every worker of a cluster reads the same rows: the group's value is one of them, not their sum.
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      try {
        await fill(this);
      } catch (error) {
        this.reset();
        log.warn({ err: error, metric: config.name }, 'metrics: a database gauge could not be read');
      }
    },
  });
}

/** The metrics of one server process (docs/decisions.md, "Metrics"): its own registry, no global state. */
export function createMetricsRegistry(options: MetricsOptions): {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status_code'>;
} {
  const { database, log } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Время ответа на HTTP-запрос, по шаблону маршрута и статусу',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });

  const poolGauge = (name: string, help: string, pick: 'total' | 'idle' | 'waiting') =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const stats of database.poolStats()) {
          const value = stats[pick];
          if (value !== undefined) this.set({ pool: stats.pool }, value);
        }
      },
    });
  poolGauge('intranet_db_pool_connections', 'Открытые соединения пула базы данных', 'total');
  poolGauge('intranet_db_pool_idle_connections', 'Свободные соединения пула (PostgreSQL)', 'idle');
  poolGauge('intranet_db_pool_waiting_clients', 'Запросы, ждущие соединения пула (PostgreSQL)', 'waiting');
  new Gauge({
    name: 'intranet_db_engine_info',
    help: 'Движок базы данных процесса',
    labelNames: ['engine'] as const,
    aggregator: 'max',
    registers: [registry],
  }).set({ engine: database.kind }, 1);

  new Gauge({
    name: 'intranet_websocket_connections',
    help: 'Открытые WebSocket-соединения этого процесса',
    registers: [registry],
    collect() {
      this.set(options.openSockets());
    },
  });

  // The queue is the database's, not the process's: every process reports the same numbers (max(), not sum()).
  const queueCounts = async () =>
    rowsOf<{ name: string; waiting: number; active: number; failed: number }>(
      await database.db.execute(sql`select q.name,
          count(j.id) filter (where j.state in ('created', 'retry'))::int as waiting,
          count(j.id) filter (where j.state = 'active')::int as active,
          count(j.id) filter (where j.state = 'failed')::int as failed
        from pgboss.queue q left join pgboss.job j on j.name = q.name
        group by q.name order by q.name`),
    );
  const queueGauge = (name: string, help: string, pick: 'waiting' | 'active' | 'failed') =>
    databaseGauge(registry, log, { name, help, labelNames: ['queue'] }, async (gauge) => {
      for (const row of await queueCounts()) gauge.set({ queue: row.name }, Number(row[pick]));
    });
  queueGauge('intranet_job_queue_depth', 'Задачи в очереди, ждущие исполнителя (pg-boss)', 'waiting');
  queueGauge('intranet_job_queue_active', 'Задачи, выполняемые сейчас (pg-boss)', 'active');
  queueGauge('intranet_job_queue_failed', 'Задачи, завершившиеся ошибкой и хранимые pg-boss', 'failed');

  databaseGauge(
    registry,
    log,
    {
      name: 'intranet_mail_outbox_letters',
      help: 'Письма за последние 24 часа по состоянию (queued — ждут отправки, failed — не отправлены)',
      labelNames: ['state'],
    },
    async (gauge) => {
      const rows = rowsOf<{ state: string; n: number }>(
        await database.db.execute(sql`select state, count(*)::int as n from mail_outbox
          where created_at > now() - ${MAIL_WINDOW} group by state`),
      );
      for (const state of MAIL_STATES) gauge.set({ state }, 0);
      for (const row of rows) gauge.set({ state: row.state }, Number(row.n));
    },
  );

  shareWithCluster(registry);
  return { registry, requestDuration };
}

/**
 * Serves the process's metrics at GET /api/metrics to a bearer of the token, and times every request by its
 * route pattern (`/api/users/:id`, never the URL with its ids). Register before the modules' routes.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): Registry {
  const { registry, requestDuration } = createMetricsRegistry(options);

  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  // Public to the guard: the token, not a user's session, is the key (Prometheus has no session).
  app.get(
    METRICS_PATH,
    // A scrape every few seconds is not news for the log; its failures still are (warn).
    { config: { guard: guards.public() }, schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized('Нужен токен метрик: заголовок Authorization: Bearer <METRICS_TOKEN>');
      }
      if (!sameToken(match[1]!, options.token)) throw forbidden('Неверный токен метрик');
      let text: string;
      try {
        text = inCluster() ? await clusterMetrics() : await registry.metrics();
      } catch (error) {
        // A gap in the series, not one worker's share passed off as the group's (its counters would go back).
        request.log.warn({ err: error }, 'metrics: the cluster did not answer');
        return reply
          .status(503)
          .send({ message: 'Метрики группы процессов сейчас недоступны, повторите позже' });
      }
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    },
  );
  return registry;
}

/**
 * The token of an app: the one it was given, or (undefined) the process's METRICS_TOKEN, which the
 * configuration checked at the start (config.ts); null or empty: metrics off.
 */
export function metricsTokenOf(given: string | null | undefined): string | undefined {
  return (given === undefined ? process.env.METRICS_TOKEN : given) || undefined;
}
