import { z } from 'zod';
import { idParamsSchema } from '../common.ts';
import { defineEndpoints } from '../endpoint.ts';
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
  imageMoveSchema,
} from './gallery.ts';

const album = z.object({ data: albumSchema });

/** The gallery: albums, their pictures and their order (docs/modules/gallery.md). */
export const galleryEndpoints = defineEndpoints('gallery', {
  albums: {
    method: 'GET',
    path: '/albums',
    summary: 'Альбомы по страницам (по умолчанию -updated_at) с числом изображений и обложкой',
    query: albumsQuerySchema,
    response: albumListSchema,
  },
  album: {
    method: 'GET',
    path: '/albums/{id}',
    summary: 'Альбом',
    params: idParamsSchema,
    response: album,
    trailingSlash: true,
  },
  images: {
    method: 'GET',
    path: '/albums/{id}/images',
    summary: 'Изображения альбома по 40 в порядке sequence',
    params: idParamsSchema,
    query: albumImagesQuerySchema,
    response: galleryImagePageSchema,
  },
  createAlbum: {
    method: 'POST',
    path: '/albums',
    summary: 'Новый альбом (модераторы и администраторы)',
    body: albumInputSchema,
    response: album,
    status: 201,
  },
  updateAlbum: {
    method: 'PUT',
    path: '/albums/{id}',
    summary: 'Правка альбома: название, описание, обложка',
    params: idParamsSchema,
    body: albumInputSchema,
    response: album,
  },
  patchAlbum: {
    method: 'PATCH',
    path: '/albums/{id}',
    summary: 'Частичная правка альбома (обложка: cover_image_id)',
    params: idParamsSchema,
    body: albumPatchSchema,
    response: album,
  },
  removeAlbum: {
    method: 'DELETE',
    path: '/albums/{id}',
    summary: 'Удаление альбома с изображениями',
    params: idParamsSchema,
    response: null,
    status: 204,
  },
  upload: {
    method: 'POST',
    path: '/albums/{id}/images',
    summary:
      'Загрузка изображений в альбом (multipart: file, files или files[]; JPEG, PNG, WebP, GIF); ' +
      'превью 320 и 1280 создаются при загрузке',
    params: idParamsSchema,
    multipart: true,
    response: z.object({ data: z.array(galleryImageSchema) }),
    status: 201,
  },
  reorder: {
    method: 'PUT',
    path: '/albums/{id}/images/order',
    summary: 'Новый порядок всех изображений альбома',
    params: idParamsSchema,
    body: albumOrderSchema,
    response: null,
    status: 204,
  },
  moveImage: {
    method: 'PATCH',
    path: '/albums/{id}/images/{imageId}',
    summary: 'Перемещение изображения на позицию sequence (с 1) в альбоме',
    params: albumImageParamsSchema,
    body: imageMoveSchema,
    response: z.object({ data: z.object({ id: z.number().int(), sequence: z.number().int() }) }),
  },
  removeImage: {
    method: 'DELETE',
    path: '/albums/{id}/images/{imageId}',
    summary: 'Удаление изображения из альбома',
    params: albumImageParamsSchema,
    response: null,
    status: 204,
  },
});
