import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config.ts';

/** The two settings of this folder's features, as the process reads them at its start. */
describe('METRICS_TOKEN and DATABASE_READ_URL', () => {
  it('keeps the metrics off unless a token is set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-token-of-sixteen+' }).metricsToken).toBe('a-token-of-sixteen+');
  });

  it('refuses a short token or one with spaces, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: не короче 16 символов/);
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars and spaces' })).toThrow(/METRICS_TOKEN/);
  });

  it('reads a replica only beside a PostgreSQL primary', () => {
    const replica = 'postgres://reader@replica/app';
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: replica }).databaseReadUrl,
    ).toBe(replica);
    // The embedded database is one process: its reports read it.
    expect(loadConfig({ DATABASE_READ_URL: replica }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).databaseReadUrl).toBeUndefined();
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'mysql://replica/app' }),
    ).toThrow(/DATABASE_READ_URL должен начинаться с postgres:\/\//);
  });
});
