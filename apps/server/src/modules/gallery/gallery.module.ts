import { defineServerModule } from '../../platform/modules/server-module.ts';
import { GalleryImagesService } from './gallery-images.service.ts';
import { galleryRoutes } from './gallery.routes.ts';
import { GalleryService } from './gallery.service.ts';

declare module '../../platform/modules/server-module.ts' {
  interface Services {
    gallery: GalleryService;
    galleryImages: GalleryImagesService;
  }
}

/** The photo gallery: albums, their pictures, and the album's likes and comments (the social module's). */
export const galleryModule = defineServerModule({
  name: 'gallery',
  demo: async () => {
    const { seedGalleryDemo } = await import('./gallery.demo.ts');
    return { fill: (db, storage) => seedGalleryDemo(db, storage) };
  },
  services: ({ db }, { files, search, social }) => {
    const gallery = new GalleryService(db, files, search);
    social.registerEntity('album', { visible: (_actor, ids) => gallery.visible(ids) });
    return { gallery, galleryImages: new GalleryImagesService(db, files, gallery) };
  },
  routes: (api, { gallery, galleryImages, files }) =>
    api.register(galleryRoutes, { gallery, galleryImages, files }),
});
