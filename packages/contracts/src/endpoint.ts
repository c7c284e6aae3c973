import type { z } from 'zod';

/**
 * An endpoint stated once: the server registers its route from it (platform/http/endpoint-route.ts) and the
 * web calls it and keys its cache by it (api/endpoint-client.ts). A module declares its endpoints in
 * `<module>/endpoints.ts` of the contracts with `defineEndpoints`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointSpec {
  method: HttpMethod;
  /** Below /api, params in braces: `/events/{id}/subscribe`. */
  path: string;
  /** One line for the API docs, in Russian. */
  summary: string;
  /** More for the API docs, in Russian, when a client needs it (how to follow the links of a page). */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's schema; null for an answer without a body (204) or a file. */
  response: z.ZodType | null;
  /** The success status; 200 unless stated (201 for a creation, 204 for no body). */
  status?: 200 | 201 | 204;
  /** The answer is a file (xlsx, ics): the web reads it as a Blob. */
  file?: boolean;
  /** The route answers at the path with a trailing slash too (addresses other systems link to). */
  trailingSlash?: boolean;
  /** The body is multipart/form-data (uploads), read by the route itself: the web sends a FormData. */
  multipart?: boolean;
}

export type Endpoint<Spec extends EndpointSpec = EndpointSpec> = Spec & {
  /** The module the endpoint belongs to: the first element of its query keys. */
  readonly module: string;
};

/** A module's endpoints, each stamped with the module's name. */
export function defineEndpoints<
  const Module extends string,
  const Specs extends Record<string, EndpointSpec>,
>(
  module: Module,
  specs: Specs,
): { readonly [Name in keyof Specs]: Specs[Name] & { readonly module: Module } } {
  const endpoints = {} as Record<string, EndpointSpec & { module: Module }>;
  for (const [name, spec] of Object.entries(specs)) endpoints[name] = { ...spec, module };
  return endpoints as { readonly [Name in keyof Specs]: Specs[Name] & { readonly module: Module } };
}

type SchemaOf<E, Part extends 'params' | 'query' | 'body'> = E extends {
  [K in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

/** The path params as the code holds them (`{ id: number }`). */
export type EndpointParams<E> =
  SchemaOf<E, 'params'> extends z.ZodType ? z.output<SchemaOf<E, 'params'>> : undefined;
/** The query as a caller sends it (before the server's coercion and defaults). */
export type EndpointQuery<E> =
  SchemaOf<E, 'query'> extends z.ZodType ? z.input<SchemaOf<E, 'query'>> : undefined;
/** The body as a caller sends it. */
export type EndpointBody<E> =
  SchemaOf<E, 'body'> extends z.ZodType ? z.input<SchemaOf<E, 'body'>> : undefined;
/** The JSON answer; nothing for 204 and for files (the web reads a file as a Blob). */
export type EndpointResponse<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;

/** The parts of a call: only those the endpoint has. */
export type EndpointArgs<E> = (EndpointParams<E> extends undefined
  ? unknown
  : { params: EndpointParams<E> }) &
  (EndpointQuery<E> extends undefined ? unknown : { query?: EndpointQuery<E> }) &
  (EndpointBody<E> extends undefined ? unknown : { body: EndpointBody<E> });

/** `/events/{id}` with `{ id: 7 }` → `/events/7`; a missing param is a programming error. */
export function endpointPath(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: the param ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
