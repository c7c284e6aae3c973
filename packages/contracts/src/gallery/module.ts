import { defineContractsModule } from '../module.ts';

/** The photo gallery (docs/modules/gallery.md): albums and each picture are commented and liked. */
export const galleryContract = defineContractsModule({
  name: 'gallery',
  commentable: ['album', 'image'],
  searchable: { album: 'Галерея' },
});
