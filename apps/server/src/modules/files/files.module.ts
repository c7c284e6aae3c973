import { defineServerModule } from '../../platform/modules/server-module.ts';
import { filesRoutes } from './files.routes.ts';
import { FilesService } from './files.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    files: FilesService;
  }
}

export const filesModule = defineServerModule({
  name: 'files',
  services: ({ db, storage }, { settings }) => ({ files: new FilesService(db, storage, settings) }),
  routes: (api, { files }) => api.register(filesRoutes, { files }),
});
