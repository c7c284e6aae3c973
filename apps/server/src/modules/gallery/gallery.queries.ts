import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  GALLERY_IMAGE_PAGE_SIZE,
  GALLERY_PREVIEW_WIDTH,
  GALLERY_THUMBNAIL_WIDTH,
  type Album,
  type GalleryImage,
  type GalleryPicture,
} from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { files } from '../files/files.schema.ts';
import { previewUrl } from '../files/files.service.ts';
import { commentCountOf, likeCountOf, myLikeOf } from '../social/social.sql.ts';
import { fullName } from '../users/users.service.ts';
import { users } from '../users/users.schema.ts';
import { albumAbilities } from './gallery.policy.ts';
import { albumImages, albums } from './gallery.schema.ts';

/**
 * The reads of the gallery: an album row carries its kept image count, its cover's file (one join) and its
 * social counters (primary-key subqueries), so a page of albums is one statement whatever its size.
 */

/** A gallery picture's three addresses; every gallery image has both previews (uploads take pictures only). */
export function pictureOf(imageId: number, fileId: number): GalleryPicture {
  return {
    image_id: imageId,
    thumbnail_url: previewUrl(fileId, GALLERY_THUMBNAIL_WIDTH),
    preview_url: previewUrl(fileId, GALLERY_PREVIEW_WIDTH),
    url: `/api/files/${fileId}`,
  };
}

const cover = alias(albumImages, 'cover');

export function selectAlbums(db: Db, actor: Pick<AuthUser, 'id'>, where: SQL | undefined) {
  return db
    .select({
      album: albums,
      author: { id: users.id, lastName: users.lastName, name: users.name, patronymic: users.patronymic },
      coverFileId: cover.fileId,
      likes: likeCountOf('album', albums.id),
      comments: commentCountOf('album', albums.id),
      myLike: myLikeOf('album', albums.id, actor.id),
    })
    .from(albums)
    .innerJoin(users, eq(users.id, albums.authorId))
    .leftJoin(cover, eq(cover.id, albums.coverImageId))
    .where(where);
}

type AlbumRow = Awaited<ReturnType<typeof selectAlbums>>[number];

export function toAlbum(actor: AuthUser, row: AlbumRow): Album {
  const { album } = row;
  return {
    id: album.id,
    title: album.title,
    description: album.description,
    image_count: album.imageCount,
    cover:
      album.coverImageId !== null && row.coverFileId !== null
        ? pictureOf(album.coverImageId, row.coverFileId)
        : null,
    author: { id: row.author.id, full_name: fullName(row.author) },
    created_at: album.createdAt.toISOString(),
    updated_at: album.updatedAt.toISOString(),
    likes: row.likes,
    comments: row.comments,
    my_like_id: row.myLike,
    abilities: albumAbilities(actor),
  };
}

/**
 * A page of an album's images in sequence order. Sequences are kept 1…image_count without gaps, so page N is
 * the range ((N − 1) × 40, N × 40]: a range scan of `album_images_album_sequence_idx`, as cheap deep in a
 * 2,000-image album as on its first page (an OFFSET would walk every row before the page). Each row carries the
 * album's kept count (an init plan, read once), so a page with images is one statement.
 */
export function selectImagePage(db: Db) {
  return db
    .select({
      id: albumImages.id,
      albumId: albumImages.albumId,
      sequence: albumImages.sequence,
      width: albumImages.width,
      height: albumImages.height,
      createdAt: albumImages.createdAt,
      fileId: files.id,
      name: files.name,
      mime: files.mime,
      size: files.size,
      total: sql<number>`(select ${albums.imageCount} from ${albums}
        where ${albums.id} = ${sql.placeholder('albumId')})`.mapWith(Number),
    })
    .from(albumImages)
    .innerJoin(files, eq(files.id, albumImages.fileId))
    .where(
      and(
        eq(albumImages.albumId, sql.placeholder('albumId')),
        gt(albumImages.sequence, sql.placeholder('after')),
        lte(albumImages.sequence, sql.placeholder('upTo')),
      ),
    )
    .orderBy(asc(albumImages.sequence), asc(albumImages.id))
    .limit(GALLERY_IMAGE_PAGE_SIZE);
}

type ImageRow = Awaited<ReturnType<typeof selectImagePage>>[number];

export function toImage(row: ImageRow): GalleryImage {
  const picture = pictureOf(row.id, row.fileId);
  return {
    id: row.id,
    album_id: row.albumId,
    sequence: row.sequence,
    name: row.name,
    mime: row.mime,
    size: row.size,
    width: row.width,
    height: row.height,
    url: picture.url,
    thumbnail_url: picture.thumbnail_url,
    preview_url: picture.preview_url,
    created_at: row.createdAt.toISOString(),
  };
}
