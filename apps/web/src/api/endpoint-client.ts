import {
  endpointPath,
  type Endpoint,
  type EndpointArgs,
  type EndpointResponse,
} from '@intranet/contracts/endpoint';
import { saveBlob } from './download.ts';
import { http, type Query, type RequestOptions } from './http-client.ts';

/**
 * Typed calls and query keys from the endpoints the contracts declare (`<module>/endpoints.ts`): no URL,
 * method or response type is written by hand in a module's web code.
 */

/**
 * How the screen treats a failure and a cancelled request (see RequestOptions); `anonymous` for the calls
 * made without a session (sign-in, sign-out, the sign-in page's settings).
 */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'handledStatuses' | 'fieldErrors' | 'reportEveryFailure' | 'silent' | 'anonymous'
>;

/** A file endpoint answers a Blob; the others their JSON. */
export type WebResponse<E> = E extends { file: true } ? Blob : EndpointResponse<E>;

/** A multipart endpoint's body is the FormData the screen builds (the route reads it itself). */
type MultipartBody<E> = E extends { multipart: true } ? { body: FormData } : unknown;

type ArgsOf<E> = EndpointArgs<E> & MultipartBody<E> & CallOptions;

/** `call(endpoint)` when the endpoint takes nothing, `call(endpoint, { params, query, body, … })` else. */
type ArgsParameter<E> = object extends EndpointArgs<E> & MultipartBody<E>
  ? [args?: ArgsOf<E>]
  : [args: ArgsOf<E>];

interface LooseArgs extends CallOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: Query;
  body?: unknown;
}

export function call<E extends Endpoint>(endpoint: E, ...[args]: ArgsParameter<E>): Promise<WebResponse<E>> {
  const { params, query, body, ...given } = (args ?? {}) as LooseArgs;
  const path = endpointPath(endpoint.path, params);
  // Only what is set: the http client's per-method calls receive exactly what a hand-written call would.
  const options = Object.fromEntries(
    Object.entries({ ...given, query, responseType: endpoint.file ? 'blob' : undefined }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as Omit<RequestOptions, 'method' | 'body'>;
  switch (endpoint.method) {
    case 'GET':
      return http.get(path, options);
    case 'DELETE':
      return http.delete(path, options);
    case 'POST':
      return http.post(path, body, options);
    case 'PUT':
      return http.put(path, body, options);
    case 'PATCH':
      return http.patch(path, body, options);
  }
}

/** Downloads a file endpoint's answer under `fileName`. */
export async function download<E extends Endpoint & { file: true }>(
  endpoint: E,
  fileName: string,
  ...[args]: ArgsParameter<E>
): Promise<void> {
  const blob = (await call(endpoint, ...([args] as ArgsParameter<E>))) as Blob;
  if ((args as CallOptions | undefined)?.signal?.aborted) return;
  saveBlob(blob, fileName);
}

/**
 * The query key of a call: the module, the endpoint's path, then its params and query. A module's keys share
 * the prefix `[module]`, an endpoint's `[module, path]`, so a change invalidates either by prefix.
 */
export function endpointKey<E extends Endpoint>(
  endpoint: E,
  args?: Pick<Partial<EndpointArgs<E>> & LooseArgs, 'params' | 'query'>,
): readonly unknown[] {
  const key: unknown[] = [endpoint.module, endpoint.path];
  const { params, query } = (args ?? {}) as LooseArgs;
  if (params !== undefined || query !== undefined) key.push({ ...params, ...query });
  return key;
}

/** Every key of a module: invalidates all its reads after a change. */
export const moduleKey = (module: string): readonly unknown[] => [module];

/** The key of a query that cannot run yet (`enabled: false`): it never reaches the server. */
export const IDLE_KEY = ['idle'] as const;

/**
 * `useQuery({ ...endpointQuery(endpoint, args), select, … })`: the key and the fetch of a GET endpoint; the
 * query's abort signal cancels the request.
 */
export function endpointQuery<E extends Endpoint>(endpoint: E, ...[args]: ArgsParameter<E>) {
  return {
    queryKey: endpointKey(endpoint, args as never),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(endpoint, ...([{ ...(args as object), signal }] as ArgsParameter<E>)),
  };
}
