import { defineServerModule } from '../../platform/modules/server-module.ts';
import { boardsRoutes } from './boards.routes.ts';
import { BoardsService } from './boards.service.ts';
import { topicsRoutes } from './topics.routes.ts';
import { TopicsService } from './topics.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    forumBoards: BoardsService;
    forumTopics: TopicsService;
  }
}

/** The forum: boards and topics; a topic's discussion is the social module's comments (entity 'topic'). */
export const forumModule = defineServerModule({
  name: 'forum',
  demo: async () => {
    const { seedForumDemo } = await import('./forum.demo.ts');
    return { fill: (db, storage) => seedForumDemo(db, storage) };
  },
  services: ({ db, clock }, { files, search, notifications, social }) => {
    const forumBoards = new BoardsService(db, files, search, clock);
    const forumTopics = new TopicsService(db, forumBoards, files, search, notifications, clock);
    social.registerEntity('topic', {
      visible: (_actor, ids) => forumTopics.visible(ids),
      onCommented: (actor, comment) => forumTopics.onCommented(actor, comment),
      beforeCommentEdit: (_actor, comment) => forumTopics.assertOpen(comment.entityId),
    });
    return { forumBoards, forumTopics };
  },
  routes: async (api, { forumBoards, forumTopics }) => {
    await api.register(boardsRoutes, { boards: forumBoards });
    await api.register(topicsRoutes, { topics: forumTopics });
  },
});
