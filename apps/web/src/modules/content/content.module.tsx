import { CONTENT_PAGES } from '@intranet/contracts/content/pages';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/routing/lazy-page.tsx';
import type { WebModule } from '../../app/routing/web-module.tsx';

const ContentPageScreen = lazyPage(() => import('./pages/ContentPageScreen.tsx'));
const ContentArticleScreen = lazyPage(() => import('./pages/ContentArticleScreen.tsx'));

const routes: RouteObject[] = [
  ...CONTENT_PAGES.map(({ slug, title }) => ({
    path: `/${slug}`,
    element: <ContentPageScreen slug={slug} fallbackTitle={title} />,
  })),
  { path: '/leadership/:section/:article', element: <ContentArticleScreen slug="leadership" /> },
];

/**
 * Content pages (docs/modules/content.md): /about and the other company pages; everyone reads, administrators
 * edit.
 */
export const contentModule: WebModule = {
  name: 'content',
  routes,
  nav: { top: [{ key: 'about', label: 'О компании', path: '/about' }] },
  access: [],
};
