import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has defaults for the embedded demo start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('turns Secure cookies on by default when the portal is published over HTTPS', () => {
    expect(loadConfig({}).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://intranet.example' }).cookieSecure).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://intranet.local' }).cookieSecure).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://intranet.example', COOKIE_SECURE: '0' }).cookieSecure).toBe(
      false,
    );
    expect(loadConfig({ COOKIE_SECURE: '1' }).cookieSecure).toBe(true);
  });

  it('reads the proxy, API docs and login-as settings', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).trustProxy).toBe('10.0.0.1,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'всем' })).toThrow(ConfigError);
    expect(loadConfig({}).apiDocs).toBe('public');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app' }).apiDocs).toBe('signed-in');
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe('off');
    expect(loadConfig({}).loginAsTtlMinutes).toBe(60);
    expect(loadConfig({}).passwordHashCost).toBe(17);
    expect(loadConfig({}).statementTimeoutMs).toBe(30_000);
    expect(loadConfig({ DB_STATEMENT_TIMEOUT_SECONDS: '0' }).statementTimeoutMs).toBe(0);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '12' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('lists every bad variable by name', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL должен начинаться с postgres://');
    expect(message).toContain('JWT_SECRET должен быть не короче 32 символов');
  });

  it('starts the clock on CLOCK_TODAY when set, and refuses a day that does not exist', () => {
    expect(loadConfig({}).clockToday).toBeUndefined();
    expect(loadConfig({ CLOCK_TODAY: '' }).clockToday).toBeUndefined();
    expect(loadConfig({ CLOCK_TODAY: '2026-06-15' }).clockToday).toBe('2026-06-15');
    expect(() => loadConfig({ CLOCK_TODAY: '15.06.2026' })).toThrow('CLOCK_TODAY: дата в формате ГГГГ-ММ-ДД');
    expect(() => loadConfig({ CLOCK_TODAY: '2026-13-45' })).toThrow('CLOCK_TODAY');
  });
});
