import type { FastifyPluginAsync } from 'fastify';
import { pointsEndpoints as endpoints } from '@intranet/contracts/points/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PointsLedgerService } from './points.ledger.ts';

const own = { guard: guards.access('points') };
const hr = { guard: guards.access('points.grant') };

export const pointsRoutes: FastifyPluginAsync<{ ledger: PointsLedgerService }> = async (app, { ledger }) => {
  route(app, endpoints.wallet, own, async (request) => ({ data: await ledger.wallet(requireUser(request)) }));

  route(app, endpoints.myEntries, own, (request) =>
    ledger.entries(requireUser(request).id, request.query, '/api/points/my/entries'),
  );

  route(app, endpoints.grant, hr, async (request) => ({
    data: await ledger.grant(requireUser(request), request.body),
  }));

  route(app, endpoints.balances, hr, (request) => {
    const { search, ...page } = request.query;
    return ledger.balances(requireUser(request), search, page);
  });

  route(app, endpoints.userEntries, hr, (request) =>
    ledger.userEntries(requireUser(request), request.params.id, request.query),
  );

  route(app, endpoints.companies, hr, async (request) => ({
    data: await ledger.companies(requireUser(request)),
  }));

  route(app, endpoints.setCompany, hr, async (request) => ({
    data: await ledger.setCompany(requireUser(request), request.params.id, request.body.enabled),
  }));
};
