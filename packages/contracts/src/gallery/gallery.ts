import { z } from 'zod';
import { listEnvelopeSchema } from '../common.ts';
import { idParamSchema, idSchema, textSchema } from '../primitives.ts';
import { personRefSchema } from '../social/social.ts';

/** «Gallery image page size 40» (docs/modules/gallery.md). */
export const GALLERY_IMAGE_PAGE_SIZE = 40;
/** Albums on one page of /gallery (a grid of 4 × 6 on a desktop). */
export const ALBUM_PAGE_SIZE = 24;
/** Preview widths of a gallery image: the grid's thumbnail and the viewer's picture (platform/files/images.ts). */
export const GALLERY_THUMBNAIL_WIDTH = 320;
export const GALLERY_PREVIEW_WIDTH = 1280;

export const ALBUM_LIMITS = { title: 200, description: 2000 } as const;

/** «Default sorts: forum and album -updated_at»: the newest-updated album first. */
export const ALBUM_SORTS = ['-updated_at', '-created_at', 'title'] as const;
export type AlbumSort = (typeof ALBUM_SORTS)[number];
export const ALBUM_SORT_LABELS: Record<AlbumSort, string> = {
  '-updated_at': 'Недавно обновленные',
  '-created_at': 'Новые',
  title: 'По названию',
};

export const GALLERY_MESSAGES = {
  albumNotFound: 'Альбом не найден',
  imageNotFound: 'Изображение не найдено в этом альбоме',
  forbidden: 'Альбомы ведут модераторы и администраторы',
  titleRequired: 'Введите название альбома',
  noFiles: 'Выберите изображения для загрузки',
  notImage: (name: string) =>
    `Файл «${name}» не является изображением: в альбом загружаются JPEG, PNG, WebP и GIF`,
  coverNotInAlbum: 'Обложкой может быть только изображение этого альбома',
  orderMismatch: 'Порядок изменился, пока вы его правили: обновите страницу',
  stale: 'Альбом уже изменили: обновите страницу',
  positionOutOfRange: (count: number) => `Позиция должна быть от 1 до ${count}`,
} as const;

const page = z.coerce.number().int().min(1).max(1_000_000).default(1);

export const albumsQuerySchema = z.object({
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(ALBUM_PAGE_SIZE),
  sort: z.enum(ALBUM_SORTS).default('-updated_at'),
});
export type AlbumsQuery = z.infer<typeof albumsQuerySchema>;

/** The page size is fixed (GALLERY_IMAGE_PAGE_SIZE): only the page is chosen. */
export const albumImagesQuerySchema = z.object({ page });
export type AlbumImagesQuery = z.infer<typeof albumImagesQuerySchema>;

/** A picture's addresses: the grid's thumbnail (320), the viewer's preview (1280) and the original. */
export const galleryPictureSchema = z.object({
  image_id: z.number().int(),
  thumbnail_url: z.string(),
  preview_url: z.string(),
  url: z.string(),
});
export type GalleryPicture = z.infer<typeof galleryPictureSchema>;

export const albumAbilitiesSchema = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  upload: z.boolean(),
});

/** An album with its image count; the cover and the counts come from one query. */
export const albumSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image_count: z.number().int(),
  cover: galleryPictureSchema.nullable(),
  author: personRefSchema,
  created_at: z.string(),
  updated_at: z.string(),
  likes: z.number().int(),
  comments: z.number().int(),
  my_like_id: z.number().int().nullable(),
  abilities: albumAbilitiesSchema,
});
export type Album = z.infer<typeof albumSchema>;

export const albumListSchema = listEnvelopeSchema(albumSchema).extend({
  meta: listEnvelopeSchema(albumSchema).shape.meta.extend({
    /** Whether the caller may create albums (the «Новый альбом» button). */
    can_create: z.boolean(),
  }),
});
export type AlbumList = z.infer<typeof albumListSchema>;

/** An image's sequence number: its place in the album, 1…image_count. */
export const galleryImageSchema = z.object({
  id: z.number().int(),
  album_id: z.number().int(),
  sequence: z.number().int(),
  name: z.string(),
  mime: z.string(),
  /** Bytes of the kept original. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  url: z.string(),
  thumbnail_url: z.string(),
  preview_url: z.string(),
  created_at: z.string(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const galleryImagePageSchema = listEnvelopeSchema(galleryImageSchema);

const titleSchema = textSchema(ALBUM_LIMITS.title).trim().min(1, GALLERY_MESSAGES.titleRequired);
const descriptionSchema = textSchema(ALBUM_LIMITS.description, { multiline: true }).trim();

export const albumInputSchema = z.object({
  title: titleSchema,
  description: descriptionSchema.default(''),
  /** An image of this album, or null for «the first image». */
  cover_image_id: idSchema.nullish(),
  /** On update: the version edited; another edit since is a 409. */
  updated_at: z.string().max(40).optional(),
});
export type AlbumInput = z.input<typeof albumInputSchema>;

/** PATCH /albums/{id}: any of the fields (setting the cover from the viewer). */
export const albumPatchSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    cover_image_id: idSchema.nullable().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Нечего изменять',
  });
export type AlbumPatch = z.input<typeof albumPatchSchema>;

/** PUT /albums/{id}/images/order: every image of the album, in the new order. */
export const albumOrderSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1, 'Передайте изображения альбома в новом порядке')
    .max(100_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Изображения в порядке не должны повторяться'),
});

/** PATCH /albums/{id}/images/{imageId}: move one image to a place (1-based) in the whole album. */
export const imageMoveSchema = z.object({
  sequence: z.number().int().min(1, 'Позиция начинается с 1').max(1_000_000),
});

export const albumImageParamsSchema = z.object({ id: idParamSchema, imageId: idParamSchema });
