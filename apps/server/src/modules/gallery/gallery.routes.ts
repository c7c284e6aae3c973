import type { FastifyPluginAsync } from 'fastify';
import { galleryEndpoints as endpoints } from '@intranet/contracts/gallery/endpoints';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { typedJsonSerializer } from '../../platform/http/serializers.ts';
import type { FilesService } from '../files/files.service.ts';
import type { GalleryImagesService } from './gallery-images.service.ts';
import type { GalleryService } from './gallery.service.ts';

/** Form fields an album upload takes its pictures from (the same as /upload/files). */
const IMAGE_FIELDS = ['file', 'files', 'files[]'];

interface GalleryRouteDeps {
  gallery: GalleryService;
  galleryImages: GalleryImagesService;
  files: FilesService;
}

/** The gallery and its writes; who manages albums is the policy's (gallery.policy.ts). */
export const galleryRoutes: FastifyPluginAsync<GalleryRouteDeps> = async (
  app,
  { gallery, galleryImages, files },
) => {
  const signedIn = { guard: guards.signedIn() };
  // Built field by field from the contract (toAlbum, toImage): no schema pass over every album or image.
  const typed = { ...signedIn, serializerCompiler: typedJsonSerializer };

  route(app, endpoints.albums, typed, (request) => gallery.list(requireUser(request), request.query));

  route(app, endpoints.album, signedIn, async (request) => ({
    data: await gallery.get(requireUser(request), request.params.id),
  }));

  route(app, endpoints.images, typed, (request) => gallery.images(request.params.id, request.query));

  route(app, endpoints.createAlbum, signedIn, async (request) => ({
    data: await gallery.create(requireUser(request), request.body),
  }));

  route(app, endpoints.updateAlbum, signedIn, async (request) => ({
    data: await gallery.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.patchAlbum, signedIn, async (request) => ({
    data: await gallery.update(requireUser(request), request.params.id, request.body),
  }));

  route(app, endpoints.removeAlbum, signedIn, (request) =>
    gallery.remove(requireUser(request), request.params.id),
  );

  route(app, endpoints.upload, signedIn, async (request) => {
    const user = requireUser(request);
    // 404 and 403 before the body is read: nothing is stored for a request that cannot succeed.
    await gallery.assertManaged(user, request.params.id);
    const limits = await files.uploadLimits(user, IMAGE_FIELDS, {}, { quota: false });
    const received = await receiveMultipart(request, files.storage, limits);
    return { data: await galleryImages.add(user, request.params.id, received.files) };
  });

  route(app, endpoints.reorder, signedIn, (request) =>
    galleryImages.reorder(requireUser(request), request.params.id, request.body.ids),
  );

  route(app, endpoints.moveImage, signedIn, async (request) => {
    const { id, imageId } = request.params;
    const sequence = await galleryImages.move(requireUser(request), id, imageId, request.body.sequence);
    return { data: { id: imageId, sequence } };
  });

  route(app, endpoints.removeImage, signedIn, (request) =>
    galleryImages.remove(requireUser(request), request.params.id, request.params.imageId),
  );
};
