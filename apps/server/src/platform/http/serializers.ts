import type { FastifyReply } from 'fastify';

/**
 * For a route whose answer is large and built field by field by its service from contract types (the vacation
 * matching calendar: 21,000 days a year for 500 people): JSON without running the response schema over every
 * element, which cost more than building the answer. The schema still documents the answer in the
 * OpenAPI document, TypeScript holds the service to it, and the route's tests check its shape. Use it only where
 * the service returns exactly the contract's objects (nothing to strip).
 */
export const typedJsonSerializer = () => (data: unknown) => JSON.stringify(data);

/**
 * Sends JSON the service has already written (the approve screen's answer, whose rows PostgreSQL writes): a
 * string with a JSON content type goes out as it is, past the route's serializer.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
