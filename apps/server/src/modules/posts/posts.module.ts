import { defineServerModule } from '../../platform/modules/server-module.ts';
import { postsRoutes } from './posts.routes.ts';
import { PostsService } from './posts.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    posts: PostsService;
  }
}

/** News and posts: the feed of the dashboard; their comments and likes are the social module's. */
export const postsModule = defineServerModule({
  name: 'posts',
  demo: async () => {
    const { seedCommunityDemo } = await import('./posts.demo.ts');
    return { fill: (db, storage) => seedCommunityDemo(db, storage) };
  },
  services: ({ db, hub }, { settings, tags, search, social, files }) => {
    const posts = new PostsService(db, settings, tags, search, hub, files);
    social.registerEntity('post', { visible: (_actor, ids) => posts.visible(ids), feedIdOf: (id) => id });
    return { posts };
  },
  routes: (api, { posts }) => api.register(postsRoutes, { posts }),
});
