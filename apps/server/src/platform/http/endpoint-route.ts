import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { z } from 'zod';
import type { EndpointSpec } from '@intranet/contracts';
import type { Guard } from '../auth/guard.ts';

type Parsed<E, Part extends 'params' | 'query' | 'body'> = E extends {
  [K in Part]: infer S extends z.ZodType;
}
  ? z.output<S>
  : unknown;

/** The request of an endpoint's handler: params, query and body as the endpoint's schemas parsed them. */
export type EndpointRequest<E> = FastifyRequest<{
  Params: Parsed<E, 'params'>;
  Querystring: Parsed<E, 'query'>;
  Body: Parsed<E, 'body'>;
}>;

/**
 * What the handler answers: the response schema's input (the serializer checks it), or the reply itself
 * when the handler sent the answer (a JSON text built by the database, a file).
 */
export type EndpointReply<E> = E extends { response: infer R extends z.ZodType }
  ? z.input<R> | FastifyReply
  : FastifyReply | void;

export interface EndpointRouteOptions {
  guard: Guard;
  /** Other route config: the period cap (`range`), the rate limits of the route. */
  config?: Omit<FastifyContextConfig, 'guard'>;
  /** A page built from contract types serialises without a schema pass (platform/http/serializers.ts). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  validatorCompiler?: FastifySchemaCompiler<unknown>;
  bodyLimit?: number;
}

/** `/events/{id}` → `/events/:id`. */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers the route of an endpoint declared in the contracts: method, path, schemas and the API docs'
 * summary come from the declaration; the module adds the guard and the handler. A status other than 200
 * (201, 204) is set here, so the handler only returns the body.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E & { module: string },
  options: EndpointRouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<EndpointReply<E>> | EndpointReply<E>,
): void {
  const status = endpoint.status ?? 200;
  const urls = [
    fastifyPath(endpoint.path),
    ...(endpoint.trailingSlash ? [`${fastifyPath(endpoint.path)}/`] : []),
  ];
  for (const url of urls) {
    app.route({
      method: endpoint.method,
      url,
      config: { ...options.config, guard: options.guard },
      bodyLimit: options.bodyLimit,
      serializerCompiler: options.serializerCompiler,
      validatorCompiler: options.validatorCompiler,
      schema: {
        tags: [endpoint.module],
        summary: endpoint.summary,
        ...(endpoint.description && { description: endpoint.description }),
        ...(endpoint.multipart && { consumes: ['multipart/form-data'] }),
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        ...(endpoint.response && { response: { [status]: endpoint.response } }),
      },
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const answer = await handler(request as EndpointRequest<E>, reply);
        if (answer === reply || reply.sent) return reply;
        if (status === 204) return reply.status(204).send();
        return reply.status(status).send(answer);
      },
    });
  }
}
