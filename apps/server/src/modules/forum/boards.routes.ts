import type { FastifyPluginAsync } from 'fastify';
import { forumEndpoints as endpoints } from '@intranet/contracts/forum/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { BoardsService } from './boards.service.ts';

/** Boards and favourite boards: reading for everyone, writing for moderators and admins (`community.moderate`). */
export const boardsRoutes: FastifyPluginAsync<{ boards: BoardsService }> = async (app, { boards }) => {
  const signedIn = { guard: guards.signedIn() };
  const moderators = { guard: guards.access('community.moderate') };

  // Built field by field from the contract by the service: no schema pass over the answer.
  route(app, endpoints.boards, { ...signedIn, serializerCompiler: typedJsonSerializer }, (request) =>
    boards.list(requireUser(request), request.query),
  );

  route(app, endpoints.board, signedIn, async (request) => ({
    data: await boards.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.createBoard, moderators, async (request) => ({
    data: await boards.create(requireUser(request), request.body),
  }));

  route(app, endpoints.updateBoard, moderators, async (request) => ({
    data: await boards.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.patchBoard, moderators, async (request) => ({
    data: await boards.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.removeBoard, moderators, (request) =>
    boards.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.subscribeBoard, signedIn, async (request) => ({
    data: await boards.subscribe(requireUser(request), request.params.id),
  }));

  route(app, endpoints.unsubscribeBoard, signedIn, async (request) => ({
    data: await boards.unsubscribe(requireUser(request), request.params.id),
  }));

  route(app, endpoints.addFavorite, signedIn, async (request) => ({
    data: await boards.addFavorite(requireUser(request), request.body),
  }));

  route(app, endpoints.removeFavorite, signedIn, (request) =>
    boards.removeFavorite(requireUser(request), request.params.id),
  );
};
