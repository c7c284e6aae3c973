import { defineServerModule } from '../../platform/modules/server-module.ts';
import { UserCardService } from './users.card.ts';
import { UsersDirectory } from './users.directory.ts';
import { usersRoutes } from './users.routes.ts';
import { UsersService } from './users.service.ts';
import { MeCache } from './me-cache.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    users: UsersService;
    directory: UsersDirectory;
    cards: UserCardService;
  }
}

export const usersModule = defineServerModule({
  name: 'users',
  services: ({ db, database, sessionCache }, { organisation, userStatuses }) => {
    const directory = new UsersDirectory(db, database);
    return {
      users: new UsersService(db, sessionCache, new MeCache(database)),
      directory,
      cards: new UserCardService(directory, organisation, userStatuses),
    };
  },
  routes: (api, { users, directory, cards }) => api.register(usersRoutes, { users, directory, cards }),
});
