import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  albumImageParamsSchema,
  albumImagesQuerySchema,
  albumInputSchema,
  albumListSchema,
  albumOrderSchema,
  albumPatchSchema,
  albumSchema,
  albumsQuerySchema,
  galleryImagePageSchema,
  galleryImageSchema,
  idParamsSchema,
  imageMoveSchema,
} from '@intranet/contracts';
import { guards, requireUser } from '../../platform/auth/guard.ts';
import { receiveMultipart } from '../../platform/files/multipart.ts';
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

/** The gallery (GET albums, GET /albums/{id}/, GET /albums/{id}/images) and its writes. */
export const galleryRoutes: FastifyPluginAsyncZod<GalleryRouteDeps> = async (
  app,
  { gallery, galleryImages, files },
) => {
  const signedIn = { guard: guards.signedIn() };
  const tags = ['gallery'];
  const one = { 200: z.object({ data: albumSchema }) };

  app.get(
    '/albums',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Альбомы по страницам (по умолчанию -updated_at) с числом изображений и обложкой',
        querystring: albumsQuerySchema,
        response: { 200: albumListSchema },
      },
      // Built field by field from the contract (toAlbum): no schema pass over every album.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => gallery.list(requireUser(request), request.query),
  );

  for (const url of ['/albums/:id', '/albums/:id/']) {
    app.get(
      url,
      {
        config: signedIn,
        schema: { tags, summary: 'Альбом', params: idParamsSchema, response: one },
      },
      async (request) => ({ data: await gallery.get(requireUser(request), request.params.id) }),
    );
  }

  app.get(
    '/albums/:id/images',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Изображения альбома по 40 в порядке sequence',
        params: idParamsSchema,
        querystring: albumImagesQuerySchema,
        response: { 200: galleryImagePageSchema },
      },
      // Built field by field from the contract (toImage): no schema pass over the 40 images.
      serializerCompiler: typedJsonSerializer,
    },
    async (request) => gallery.images(request.params.id, request.query),
  );

  app.post(
    '/albums',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Новый альбом (модераторы и администраторы)',
        body: albumInputSchema,
        response: { 201: z.object({ data: albumSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await gallery.create(requireUser(request), request.body) }),
  );

  app.put(
    '/albums/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Правка альбома: название, описание, обложка',
        params: idParamsSchema,
        body: albumInputSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await gallery.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/albums/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Частичная правка альбома (обложка: cover_image_id)',
        params: idParamsSchema,
        body: albumPatchSchema,
        response: one,
      },
    },
    async (request) => ({
      data: await gallery.update(requireUser(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/albums/:id',
    {
      config: signedIn,
      schema: { tags, summary: 'Удаление альбома с изображениями', params: idParamsSchema },
    },
    async (request, reply) => {
      await gallery.remove(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/albums/:id/images',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Загрузка изображений в альбом (multipart: file, files или files[]; JPEG, PNG, WebP, GIF); ' +
          'превью 320 и 1280 создаются при загрузке',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: z.object({ data: z.array(galleryImageSchema) }) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // 404 and 403 before the body is read: nothing is stored for a request that cannot succeed.
      await gallery.assertManaged(user, request.params.id);
      const limits = await files.uploadLimits(user, IMAGE_FIELDS, {}, { quota: false });
      const received = await receiveMultipart(request, files.storage, limits);
      const data = await galleryImages.add(user, request.params.id, received.files);
      return reply.status(201).send({ data });
    },
  );

  app.put(
    '/albums/:id/images/order',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Новый порядок всех изображений альбома',
        params: idParamsSchema,
        body: albumOrderSchema,
      },
    },
    async (request, reply) => {
      await galleryImages.reorder(requireUser(request), request.params.id, request.body.ids);
      return reply.status(204).send();
    },
  );

  app.patch(
    '/albums/:id/images/:imageId',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Перемещение изображения на позицию sequence (с 1) в альбоме',
        params: albumImageParamsSchema,
        body: imageMoveSchema,
        response: { 200: z.object({ data: z.object({ id: z.number().int(), sequence: z.number().int() }) }) },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const sequence = await galleryImages.move(requireUser(request), id, imageId, request.body.sequence);
      return { data: { id: imageId, sequence } };
    },
  );

  app.delete(
    '/albums/:id/images/:imageId',
    {
      config: signedIn,
      schema: { tags, summary: 'Удаление изображения из альбома', params: albumImageParamsSchema },
    },
    async (request, reply) => {
      const { id, imageId } = request.params;
      await galleryImages.remove(requireUser(request), id, imageId);
      return reply.status(204).send();
    },
  );
};
