import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const forum = screen({
  key: 'forum',
  label: 'Форум',
  path: '/forum',
  page: lazyPage(() => import('./pages/ForumPage.tsx')),
});
const BoardPage = lazyPage(() => import('./pages/BoardPage.tsx'));
const TopicPage = lazyPage(() => import('./pages/TopicPage.tsx'));

/** The forum (docs/modules/forum.md): boards, a board's topics, one topic with its discussion; «Форум» in the top menu. */
export const forumModule: WebModule = {
  name: 'forum',
  routes: [
    forum.route,
    pageRoute('/forum/topic/:id', BoardPage),
    pageRoute('/forum/topic/:boardId/:topicId', TopicPage),
  ],
  nav: { top: [forum.entry] },
  access: [],
};
