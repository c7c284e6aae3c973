import type { FastifyInstance } from 'fastify';
import { periodDays, type RangeCap } from '@intranet/contracts';
import { fieldError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a `date_start`..`date_end` period; its length is capped before the handler runs. */
    range?: RangeCap;
  }
}

/** Reads the cap in days for a kind of period (settings `range_max_days_grid`, `range_max_days_report`). */
export type RangeCapReader = (kind: RangeCap) => Promise<number>;

function periodOf(source: unknown): { start: string; end: string } | null {
  if (!source || typeof source !== 'object') return null;
  const { date_start: start, date_end: end } = source as Record<string, unknown>;
  return typeof start === 'string' && typeof end === 'string' ? { start, end } : null;
}

/**
 * One check for every route that declares `config.range`: after validation (real dates between
 * 1900 and 2100) and before any work, a period longer than its cap is a 400 on `date_end`.
 */
export function registerRangeCaps(app: FastifyInstance, readCap: RangeCapReader): void {
  app.addHook('preHandler', async (request) => {
    const kind = request.routeOptions.config?.range;
    if (!kind) return;
    const period = periodOf(request.query) ?? periodOf(request.body);
    if (!period || period.end < period.start) return;
    const cap = await readCap(kind);
    if (periodDays(period.start, period.end) > cap)
      throw fieldError('date_end', `Период не длиннее ${cap} дней`);
  });
}
