import { defineServerModule } from '../../platform/modules/server-module.ts';
import { contentRoutes } from './content.routes.ts';
import { ContentService } from './content.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    content: ContentService;
  }
}

/** Content pages (/about, /book-of-values, /leadership, …): sections, articles, versions. */
export const contentModule = defineServerModule({
  name: 'content',
  demo: async () => {
    const { seedContentDemo } = await import('./content.demo.ts');
    return { seed: (db) => seedContentDemo(db) };
  },
  services: ({ db }, { files, search }) => ({ content: new ContentService(db, files, search) }),
  routes: (api, { content }) => api.register(contentRoutes, { content }),
});
