import { defineServerModule } from '../../platform/modules/server-module.ts';
import { filesRoutes } from './files.routes.ts';
import { FilesService, UNATTACHED_CLEANUP_QUEUE } from './files.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    files: FilesService;
  }
}

export const filesModule = defineServerModule({
  name: 'files',
  services: ({ db, storage, jobs, clock }, { settings }) => {
    const files = new FilesService(db, storage, settings, clock);
    // Uploads never attached to anything (an editor closed without saving) go after a day.
    jobs.daily({
      name: UNATTACHED_CLEANUP_QUEUE,
      handle: async () => {
        await files.removeUnattached();
      },
    });
    return { files };
  },
  routes: (api, { files }) => api.register(filesRoutes, { files }),
});
