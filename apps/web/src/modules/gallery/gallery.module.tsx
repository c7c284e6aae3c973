import { lazyPage } from '../../app/routing/lazy-page.tsx';
import { pageRoute, screen, type WebModule } from '../../app/routing/web-module.tsx';

const GalleryPage = lazyPage(() => import('./pages/GalleryPage.tsx'));
const AlbumPage = lazyPage(() => import('./pages/AlbumPage.tsx'));

const gallery = screen({ key: 'gallery', label: 'Галерея', path: '/gallery', page: GalleryPage });

/** The photo gallery (/gallery, /gallery/album/{id}; top menu «Галерея»; docs/modules/gallery.md). */
export const galleryModule: WebModule = {
  name: 'gallery',
  routes: [gallery.route, pageRoute('/gallery/album/:id', AlbumPage)],
  nav: { top: [gallery.entry] },
  access: [],
};
