import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { conflict } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

/** Drizzle wraps the driver error; the SQLSTATE is on its cause. */
function driverError(code: string) {
  return Object.assign(new Error('Failed query: insert into "users" ... duplicate key value'), {
    cause: Object.assign(new Error('duplicate key value violates unique constraint "users_login_unique"'), {
      code,
    }),
  });
}

describe('error handler', () => {
  it('maps a unique violation (23505) to 409 by SQLSTATE, without SQL in the body', async () => {
    const response = await appThrowing(driverError('23505')).inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Такая запись уже существует' });
  });

  it('answers 503 with a Russian text when the statement timeout cancelled the query (57014)', async () => {
    const response = await appThrowing(driverError('57014')).inject({ url: '/boom' });
    expect(response.statusCode).toBe(503);
    expect(response.json<{ message: string }>().message).toMatch(/^База данных не успела ответить/);
  });

  it('maps a foreign-key violation (23503) to 409', async () => {
    const response = await appThrowing(driverError('23503')).inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
  });

  it('sends an AppError with its status and text', async () => {
    const response = await appThrowing(conflict('Период уже закрыт')).inject({ url: '/boom' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Период уже закрыт' });
  });

  it('hides an unexpected error behind 500 with a request id and no stack', async () => {
    const response = await appThrowing(new Error('select * from secret_table failed')).inject({
      url: '/boom',
    });
    expect(response.statusCode).toBe(500);
    const body = response.json<{ message: string; request_id: string }>();
    expect(body.message).toBe('Внутренняя ошибка сервера');
    expect(body.request_id).toBeTruthy();
    expect(response.body).not.toContain('secret_table');
    expect(response.body).not.toContain('at ');
  });
});
