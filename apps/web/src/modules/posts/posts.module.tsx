import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, type WebModule } from '../../app/routing/web-module.tsx';

const PostsPage = lazyPage(() => import('./pages/PostsPage.tsx'));
const PostPage = lazyPage(() => import('./pages/PostPage.tsx'));

/** News and posts (/posts, /posts/{id}; docs/modules/posts.md); the dashboard shows the same feed. */
export const postsModule: WebModule = {
  name: 'posts',
  routes: [pageRoute('/posts', PostsPage), pageRoute('/posts/:id', PostPage)],
  access: [],
};
