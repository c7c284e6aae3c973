import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, RequestCancelledError } from './api-error.ts';
import { ERROR_TEXTS } from './error-catalogue.ts';
import { createHttpClient, SessionExpiredError } from './http-client.ts';
import { messageStore } from './message-store.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

const TOKEN = { access_token: 'refreshed', token_type: 'Bearer', expires_in: 900 };

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

function setup(handler: Handler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(handler(urlOf(input), init ?? {})),
  );
  const client = createHttpClient(fetchMock);
  const showErrorDialog = vi.fn();
  const onSessionExpired = vi.fn();
  let pathname = '/dashboard';
  client.setHooks({ showErrorDialog, onSessionExpired, pathname: () => pathname });
  return {
    client,
    fetchMock,
    showErrorDialog,
    onSessionExpired,
    setPath: (path: string) => {
      pathname = path;
    },
  };
}

function authHeader(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string>).Authorization;
}

afterEach(() => messageStore.clear());

describe('http client: tokens', () => {
  it('sends the bearer token and credentials', async () => {
    const { client, fetchMock } = setup(() => json(200, { data: 1 }));
    client.tokens.set({ access_token: 'abc', token_type: 'Bearer', expires_in: 900 });
    await expect(client.get('/me')).resolves.toEqual({ data: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/me');
    expect(init?.credentials).toBe('include');
    expect(authHeader(init!)).toBe('Bearer abc');
  });

  it('refreshes first when under 60 s remain, once for concurrent calls', async () => {
    const { client, fetchMock } = setup((url) =>
      url.endsWith('/auth/token/refresh') ? json(200, TOKEN) : json(200, { ok: true }),
    );
    client.tokens.set({ access_token: 'old', token_type: 'Bearer', expires_in: 30 });
    await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    const urls = fetchMock.mock.calls.map(([url]) => urlOf(url));
    expect(urls.filter((url) => url.endsWith('/auth/token/refresh'))).toHaveLength(1);
    for (const [url, init] of fetchMock.mock.calls) {
      if (!urlOf(url).endsWith('/refresh')) expect(authHeader(init!)).toBe('Bearer refreshed');
    }
  });

  it('retries once after a 401 with a refreshed token', async () => {
    const { client, showErrorDialog } = setup((url, init) => {
      if (url.endsWith('/auth/token/refresh')) return json(200, TOKEN);
      return authHeader(init) === 'Bearer refreshed'
        ? json(200, { ok: 1 })
        : json(401, { message: 'expired' });
    });
    client.tokens.set({ access_token: 'revoked', token_type: 'Bearer', expires_in: 900 });
    await expect(client.get('/me')).resolves.toEqual({ ok: 1 });
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it('returns to sign-in without a dialog when the refresh fails', async () => {
    const { client, onSessionExpired, showErrorDialog } = setup((url) =>
      url.endsWith('/auth/token/refresh')
        ? json(401, { message: 'no session' })
        : json(401, { message: 'x' }),
    );
    client.tokens.set({ access_token: 'revoked', token_type: 'Bearer', expires_in: 900 });
    await expect(client.get('/me')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(showErrorDialog).not.toHaveBeenCalled();
    expect(client.tokens.peek()).toBeNull();
  });

  it('sends anonymous calls without a token and without refreshing', async () => {
    const { client, fetchMock, onSessionExpired } = setup(() =>
      json(401, { message: 'Неверный логин или пароль' }),
    );
    await expect(
      client.post(
        '/auth/token/issue',
        { login: 'a', password: 'b' },
        { anonymous: true, handledStatuses: [401] },
      ),
    ).rejects.toMatchObject({ status: 401, message: 'Неверный логин или пароль' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(authHeader(fetchMock.mock.calls[0]![1]!)).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('http client: cancellation', () => {
  it('rejects an aborted request with RequestCancelledError and shows nothing', async () => {
    const { client, showErrorDialog } = setup(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    client.tokens.set({ access_token: 'abc', token_type: 'Bearer', expires_in: 900 });
    const controller = new AbortController();
    const pending = client.get('/users', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestCancelledError);
    expect(showErrorDialog).not.toHaveBeenCalled();
  });
});

describe('http client: error catalogue', () => {
  function signedIn(status: number, body: unknown) {
    const context = setup(() => json(status, body));
    context.client.tokens.set({ access_token: 'abc', token_type: 'Bearer', expires_in: 900 });
    return context;
  }

  it('shows «Доступ запрещен» for a 403 without an error field and still rejects', async () => {
    const { client, showErrorDialog } = signedIn(403, { message: 'Нет прав' });
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(showErrorDialog).toHaveBeenCalledWith({
      title: ERROR_TEXTS.forbiddenTitle,
      content: 'У вас нет прав на это действие',
      withSupportContact: false,
    });
  });

  it('shows the generic dialog with the support contact for a 500', async () => {
    const { client, showErrorDialog } = signedIn(500, { message: 'boom' });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(showErrorDialog).toHaveBeenCalledWith({
      title: 'Что-то пошло не так',
      content: 'Попробуйте позже или обратитесь в техподдержку',
      withSupportContact: true,
    });
  });

  it('shows no generic dialog on job-safety pages', async () => {
    const { client, showErrorDialog, setPath } = signedIn(500, { message: 'boom' });
    setPath('/job-safety/test');
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it('leaves a 400 with field errors to a form that shows them', async () => {
    const { client, showErrorDialog } = signedIn(400, {
      message: 'bad',
      errors: { description: ['Опишите'] },
    });
    const error = await client.post('/support', {}, { fieldErrors: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({ description: ['Опишите'] });
    expect(showErrorDialog).not.toHaveBeenCalled();
  });

  it('puts an array body into the error messages and another body into the validation messages', async () => {
    const arrayBody = signedIn(422, ['Первая ошибка', { message: 'Вторая ошибка' }]);
    await expect(arrayBody.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(messageStore.getState().errors).toEqual(['Первая ошибка', 'Вторая ошибка']);

    const objectBody = signedIn(422, { message: 'Поле', errors: { a: ['b'] } });
    await expect(objectBody.client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(messageStore.getState().validation).toEqual({ message: 'Поле', errors: { a: ['b'] } });
  });

  it('reports a 404 with the generic dialog only to calls that ask for every failure', async () => {
    const quiet = signedIn(404, { message: 'Отметка не найдена' });
    await expect(quiet.client.delete('/likes/1')).rejects.toMatchObject({ status: 404 });
    expect(quiet.showErrorDialog).not.toHaveBeenCalled();

    const reported = signedIn(404, { message: 'Отметка не найдена' });
    await expect(reported.client.delete('/likes/1', { reportEveryFailure: true })).rejects.toMatchObject({
      status: 404,
    });
    expect(reported.showErrorDialog).toHaveBeenCalledWith({
      title: 'Что-то пошло не так',
      content: 'Попробуйте позже или обратитесь в техподдержку',
      withSupportContact: true,
    });
  });

  it('shows the 409 response text', async () => {
    const { client, showErrorDialog } = signedIn(409, { message: 'Запись изменена другим пользователем' });
    await expect(client.put('/x', {})).rejects.toMatchObject({ status: 409 });
    expect(showErrorDialog).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ошибка', content: 'Запись изменена другим пользователем' }),
    );
  });
});
