import { defineServerModule } from '../../platform/modules/server-module.ts';
import { socialRoutes } from './social.routes.ts';
import { SocialService } from './social.service.ts';
import { TagsService } from './tags.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    social: SocialService;
    tags: TagsService;
  }
}

/** Comments, likes and tags for every module's content; modules register their entity types. */
export const socialModule = defineServerModule({
  name: 'social',
  services: ({ db }, { settings }) => ({
    social: new SocialService(db, settings),
    tags: new TagsService(db),
  }),
  routes: (api, { social, tags }) => api.register(socialRoutes, { social, tags }),
});
