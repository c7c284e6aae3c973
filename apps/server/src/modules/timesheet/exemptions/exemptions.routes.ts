import type { FastifyPluginAsync } from 'fastify';
import { CUSTOMER_TYPE, ENTITY_TYPE, USER_SEARCH_LIMIT } from '@intranet/contracts';
import { timesheetExemptionEndpoints as endpoints } from '@intranet/contracts/timesheet/exemptions.endpoints';
import { guards, requireUser } from '../../../platform/auth/guard.ts';
import { sendXlsx } from '../../../platform/http/downloads.ts';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { OrganisationService } from '../../organisation/organisation.service.ts';
import type { UsersDirectory } from '../../users/users.directory.ts';
import type { TimesheetExemptionsService } from './exemptions.service.ts';

const guard = { guard: guards.access('timesheet.exemption') };

export const exemptionsRoutes: FastifyPluginAsync<{
  exemptions: TimesheetExemptionsService;
  organisation: OrganisationService;
  directory: UsersDirectory;
}> = async (app, { exemptions, organisation, directory }) => {
  route(app, endpoints.users, guard, async () => ({ data: await exemptions.listUsers() }));

  route(app, endpoints.addUsers, guard, async (request) => ({
    data: await exemptions.addUsers(requireUser(request), request.body.user_ids),
  }));

  route(app, endpoints.removeUsers, guard, (request) => exemptions.removeUsers(request.query.ids));

  route(app, endpoints.projects, guard, async () => ({ data: await exemptions.listProjects() }));

  route(app, endpoints.addProjects, guard, async (request) => ({
    data: await exemptions.addProjects(requireUser(request), request.body.projects),
  }));

  route(app, endpoints.updateProject, guard, async (request) => ({
    data: await exemptions.updateProject(request.params.id, request.body),
  }));

  route(app, endpoints.removeProjects, guard, (request) => exemptions.removeProjects(request.query.ids));

  route(app, endpoints.existingProjects, guard, async (request) => ({
    data: await exemptions.existing(request.query.projects, request.query.offices),
  }));

  route(app, endpoints.userList, guard, async (request) => ({
    data: (
      await directory.search(request.query.filter, Math.min(request.query.limit, USER_SEARCH_LIMIT))
    ).map((user) => ({ id: user.id, name: user.full_name })),
  }));

  const structureLists = [
    [endpoints.blockList, ENTITY_TYPE.block],
    [endpoints.practiceList, ENTITY_TYPE.practice],
    [endpoints.officeList, ENTITY_TYPE.office],
  ] as const;
  for (const [endpoint, entityType] of structureLists) {
    route(app, endpoint, guard, async () => ({
      data: (await organisation.listStructures({ entityTypes: [entityType] })).map((node) => ({
        id: node.id,
        name: node.name,
      })),
    }));
  }

  route(app, endpoints.projectList, guard, async () => ({
    data: (
      await organisation.listCustomers({
        typeIds: [CUSTOMER_TYPE.project, CUSTOMER_TYPE.service, CUSTOMER_TYPE.internal],
      })
    ).map((project) => ({ id: project.id, name: project.name })),
  }));

  route(app, endpoints.notify, guard, async (request) => ({
    data: await exemptions.notify(request.body.user_ids),
  }));

  route(app, endpoints.report, guard, async (request, reply) => {
    const report = await exemptions.report(request.params.name);
    return sendXlsx(reply, report.bytes, report.fileName);
  });
};
