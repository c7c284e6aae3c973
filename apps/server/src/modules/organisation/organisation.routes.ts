import type { FastifyPluginAsync } from 'fastify';
import { organisationEndpoints as endpoints } from '@intranet/contracts/organisation/endpoints';
import { guards } from '../../platform/auth/guard.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { nest, type OrganisationService } from './organisation.service.ts';

const isTrue = (value: string | undefined) => value === '1' || value === 'true';
const signedIn = { guard: guards.signedIn() };

/** The organisation every signed-in employee reads (GET /roles is the users module's: it holds them). */
export const organisationRoutes: FastifyPluginAsync<{ organisation: OrganisationService }> = async (
  app,
  { organisation },
) => {
  route(app, endpoints.companies, signedIn, async () => ({ data: await organisation.listCompanies() }));

  route(app, endpoints.company, signedIn, async (request) => ({
    data: await organisation.getCompany(request.params.id),
  }));

  route(app, endpoints.subdivision, signedIn, async () => ({ data: await organisation.subdivisionTree() }));

  route(app, endpoints.departments, signedIn, async () => ({ data: await organisation.listDepartments() }));

  route(app, endpoints.department, signedIn, async (request) => ({
    data: await organisation.getDepartment(request.params.id),
  }));

  route(app, endpoints.charges, signedIn, async () => ({ data: await organisation.listCharges() }));

  route(app, endpoints.workFormats, signedIn, () => ({ data: organisation.listWorkFormats() }));

  route(app, endpoints.structures, signedIn, async (request) => {
    const { display, entity_type, level, parent_id, tree } = request.query;
    const nodes = await organisation.listStructures({
      display,
      entityTypes: entity_type,
      levels: level,
      parentId: parent_id,
    });
    if (!isTrue(tree)) return { data: nodes };
    return { data: nest(nodes, (node) => node.parent_id) };
  });

  route(app, endpoints.customers, signedIn, async (request) => {
    const { entity_type, type_id, parent_id, with_children } = request.query;
    return {
      data: await organisation.listCustomers({
        entityTypes: entity_type,
        typeIds: type_id,
        parentIds: parent_id,
        withChildren: isTrue(with_children),
      }),
    };
  });

  route(app, endpoints.projects, signedIn, async (request) => ({
    data: await organisation.listProjects(request.query.parent_id),
  }));
};
