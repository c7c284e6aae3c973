import type { FastifyPluginAsync } from 'fastify';
import { cardsEndpoints as endpoints } from '@intranet/contracts/cards/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { contentDisposition } from '../../platform/http/downloads.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { CardsService } from './cards.service.ts';

const everyone = { guard: guards.access('cards') };

/** Business cards (docs/modules/cards.md). */
export const cardsRoutes: FastifyPluginAsync<{ cards: CardsService }> = async (app, { cards }) => {
  // The list is built row by row from the contract's type (cards.queries.ts toCard): no schema pass.
  route(app, endpoints.list, { ...everyone, serializerCompiler: typedJsonSerializer }, (request) =>
    cards.list(requireUser(request), request.query),
  );
  route(app, endpoints.create, everyone, async (request) => ({
    data: await cards.create(requireUser(request), request.body),
  }));
  route(app, endpoints.options, everyone, async () => ({ data: await cards.options() }));
  route(app, endpoints.fields, everyone, async (request) => ({
    data: await cards.personFields(requireUser(request), request.params.id),
  }));
  route(app, endpoints.userPositions, everyone, async (request) => ({
    data: await cards.userPositions(requireUser(request)),
  }));
  route(app, endpoints.sharedPositions, everyone, async () => ({ data: await cards.sharedPositions() }));
  route(app, endpoints.one, everyone, async (request) => ({
    data: await cards.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.edit, everyone, async (request) => ({
    data: await cards.edit(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.remove, everyone, async (request, reply) => {
    await cards.remove(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.addStatus, everyone, async (request) => ({
    data: await cards.addStatus(
      requireUser(request),
      request.params.id,
      request.params.status,
      request.query,
    ),
  }));
  route(app, endpoints.history, everyone, async (request) => ({
    data: await cards.history(requireUser(request), request.params.id),
  }));
  route(app, endpoints.pdf, everyone, async (request, reply) => {
    const pdf = await cards.pdf(requireUser(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', contentDisposition(pdf.fileName))
      .send(pdf.bytes);
  });
};
