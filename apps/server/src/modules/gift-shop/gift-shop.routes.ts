import type { FastifyPluginAsync } from 'fastify';
import { giftShopEndpoints as endpoints } from '@intranet/contracts/gift-shop/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { GiftCatalogueService } from './gift-shop.catalogue.ts';
import type { GiftOrdersService } from './gift-shop.orders.ts';

const everyone = { guard: guards.access('gift-shop') };
const operators = { guard: guards.access('gift-shop.operate') };

/** The gift shop (docs/modules/gift-shop.md). */
export const giftShopRoutes: FastifyPluginAsync<{
  catalogue: GiftCatalogueService;
  orders: GiftOrdersService;
}> = async (app, { catalogue, orders }) => {
  route(app, endpoints.currencies, everyone, async (request) => ({
    data: await catalogue.currencies(requireUser(request)),
  }));
  route(app, endpoints.options, everyone, async (request) => ({
    data: await catalogue.options(requireUser(request)),
  }));
  route(app, endpoints.availableGroups, everyone, async (request) => ({
    data: await catalogue.availableGroups(requireUser(request)),
  }));
  route(app, endpoints.products, everyone, (request) =>
    catalogue.products(requireUser(request), request.query),
  );

  route(app, endpoints.myOrders, everyone, (request) => orders.mine(requireUser(request), request.query));
  route(app, endpoints.allOrders, operators, (request) => orders.all(requireUser(request), request.query));
  route(app, endpoints.createOrder, everyone, async (request) => ({
    data: await orders.create(requireUser(request), request.body),
  }));
  route(app, endpoints.order, everyone, async (request) => ({
    data: await orders.one(requireUser(request), request.params.id),
  }));
  route(app, endpoints.editOrder, everyone, async (request) => ({
    data: await orders.edit(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.removeOrder, everyone, async (request, reply) => {
    await orders.remove(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.operate, everyone, async (request) => ({
    data: await orders.operate(
      requireUser(request),
      request.params.id,
      request.params.operation,
      request.body,
    ),
  }));

  route(app, endpoints.groups, operators, async (request) => ({
    data: await catalogue.allGroups(requireUser(request)),
  }));
  route(app, endpoints.createGroup, operators, async (request) => ({
    data: await catalogue.createGroup(requireUser(request), request.body),
  }));
  route(app, endpoints.updateGroup, operators, async (request) => ({
    data: await catalogue.updateGroup(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.removeGroup, operators, async (request, reply) => {
    await catalogue.removeGroup(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.allProducts, operators, (request) =>
    catalogue.allProducts(requireUser(request), request.query),
  );
  route(app, endpoints.createProduct, operators, async (request) => ({
    data: await catalogue.createProduct(requireUser(request), request.body),
  }));
  route(app, endpoints.updateProduct, operators, async (request) => ({
    data: await catalogue.updateProduct(requireUser(request), request.params.id, request.body),
  }));
  route(app, endpoints.removeProduct, operators, async (request, reply) => {
    await catalogue.removeProduct(requireUser(request), request.params.id);
    return reply.status(204).send();
  });
  route(app, endpoints.stock, operators, async (request) => ({
    data: await catalogue.stock(requireUser(request), request.query),
  }));
  route(app, endpoints.setStock, operators, async (request) => ({
    data: await catalogue.changeStock(requireUser(request), request.body, { set: request.body.quantity }),
  }));
  route(app, endpoints.adjustStock, operators, async (request) => ({
    data: await catalogue.changeStock(requireUser(request), request.body, { add: request.body.delta }),
  }));
};
