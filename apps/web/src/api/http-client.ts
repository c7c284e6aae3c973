import type { TokenResponse } from '@intranet/contracts';
import { ApiError, RequestCancelledError, isCancelled } from './api-error.ts';
import {
  dialogForError,
  GENERIC_ERROR_DIALOG,
  isJobSafetyPath,
  messagesForBody,
  type ErrorDialog,
} from './error-catalogue.ts';
import { messageStore } from './message-store.ts';
import { createTokenManager, type TokenManager } from './token-manager.ts';

export type Query = Record<
  string,
  string | number | boolean | null | undefined | readonly (string | number)[]
>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sign-in and refresh calls: no bearer token, no refresh, no session-expiry handling. */
  anonymous?: boolean;
  /**
   * Statuses the screen reports itself (e.g. 401 on the sign-in form, any failure in the support form):
   * no global dialog for them.
   */
  handledStatuses?: readonly number[];
  /** The screen shows a 400 `errors` map next to its fields: no global dialog for such a 400. */
  fieldErrors?: boolean;
  /**
   * "Failed posts, likes, comments": a failure the catalogue has no dialog for (a 404 when the thing went
   * meanwhile, a 413…) opens «Что-то пошло не так» too, so an action never fails in silence.
   */
  reportEveryFailure?: boolean;
  /** No dialog whatever the status (sign-out, background probes). */
  silent?: boolean;
  responseType?: 'json' | 'blob';
}

export interface HttpClientHooks {
  /** The session is gone (refresh failed): the app returns to the sign-in page. */
  onSessionExpired: () => void;
  showErrorDialog: (dialog: ErrorDialog) => void;
  pathname: () => string;
}

const API_BASE = '/api';

/**
 * The token answer is checked with the contract's schema. The schema comes with zod, which the first paint
 * does not need: its chunk loads beside the refresh call instead of inside the entry.
 */
function loadTokenSchema() {
  return import('@intranet/contracts/auth/auth').then((contract) => contract.tokenResponseSchema);
}

function buildUrl(path: string, query?: Query): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(`${key}[]`, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export interface HttpClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  tokens: TokenManager;
  /**
   * On opening the app: takes an access token when the refresh cookie holds a live session (true), or learns
   * there is none (false) from a 204, so an expected "not signed in" logs no 401 in the console.
   */
  restoreSession(): Promise<boolean>;
  setHooks(hooks: Partial<HttpClientHooks>): void;
}

/** A marker on errors whose consequence (redirect to sign-in) has already been taken care of. */
export class SessionExpiredError extends ApiError {
  constructor() {
    super(401, { message: 'Сессия истекла' });
    this.name = 'SessionExpiredError';
  }
}

/**
 * The one fetch wrapper (docs/decisions.md, "Web shell"): credentials included, the access token refreshed
 * before a call when under 60 s remain, a 401 retried once after a refresh, cancellation ignored silently,
 * and the error catalogue's dialogs shown for the statuses the screen does not handle itself.
 */
export function createHttpClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): HttpClient {
  let hooks: HttpClientHooks = {
    onSessionExpired: () => undefined,
    showErrorDialog: () => undefined,
    pathname: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
  };

  async function refreshCall(): Promise<TokenResponse> {
    const [response, tokenSchema] = await Promise.all([
      fetchImpl(buildUrl('/auth/token/refresh'), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      }),
      loadTokenSchema(),
    ]);
    const body = await readBody(response, 'json');
    if (!response.ok) throw new ApiError(response.status, body);
    return tokenSchema.parse(body);
  }

  const tokens = createTokenManager({ refresh: refreshCall });

  async function restoreSession(): Promise<boolean> {
    const [response, tokenSchema] = await Promise.all([
      fetchImpl(buildUrl('/auth/token/refresh', { probe: '1' }), {
        method: 'POST',
        credentials: 'include',
        headers: { Accept: 'application/json' },
      }),
      loadTokenSchema(),
    ]);
    if (response.status === 204) return false;
    const body = await readBody(response, 'json');
    if (!response.ok) throw new ApiError(response.status, body);
    tokens.set(tokenSchema.parse(body));
    return true;
  }

  function expireSession(): never {
    tokens.clear();
    hooks.onSessionExpired();
    throw new SessionExpiredError();
  }

  async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetchImpl(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  }

  async function freshToken(): Promise<string> {
    try {
      return await tokens.getValidToken();
    } catch (error) {
      if (isCancelled(error)) throw new RequestCancelledError();
      return expireSession();
    }
  }

  function reportFailure(error: ApiError, options: RequestOptions) {
    const handled =
      options.silent ||
      options.handledStatuses?.includes(error.status) ||
      (options.fieldErrors && error.status === 400 && error.fieldErrors !== undefined);
    const bodyMessages = messagesForBody(error.body);
    if (bodyMessages?.kind === 'errors') messageStore.addErrors(bodyMessages.messages);
    else if (bodyMessages) messageStore.setValidation(bodyMessages.body);
    if (handled) return;
    const pathname = hooks.pathname();
    const dialog =
      dialogForError({ status: error.status, body: error.body, pathname }) ??
      (options.reportEveryFailure && !isJobSafetyPath(pathname) ? GENERIC_ERROR_DIALOG : null);
    if (dialog) hooks.showErrorDialog(dialog);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const responseType = options.responseType ?? 'json';
    try {
      let token = options.anonymous ? null : await freshToken();
      if (options.signal?.aborted) throw new RequestCancelledError();
      let response = await send(path, options, token);
      if (response.status === 401 && !options.anonymous) {
        // The token may have been revoked or expired early: one refresh, one retry.
        try {
          token = await tokens.refreshNow();
        } catch {
          return expireSession();
        }
        response = await send(path, options, token);
      }
      const body = await readBody(response, responseType);
      if (!response.ok) {
        const error = new ApiError(response.status, body);
        reportFailure(error, options);
        throw error;
      }
      return body as T;
    } catch (error) {
      if (isCancelled(error) || options.signal?.aborted) throw new RequestCancelledError();
      throw error;
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    tokens,
    restoreSession,
    setHooks(next) {
      hooks = { ...hooks, ...next };
    },
  };
}

/** The application's client; the shell installs its hooks (dialogs, sign-in redirect) at start. */
export const http = createHttpClient();
