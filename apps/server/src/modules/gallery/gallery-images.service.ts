import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import { GALLERY_MESSAGES, type GalleryImage } from '@intranet/contracts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { isImageMime } from '../../platform/files/images.ts';
import type { InspectedFile } from '../../platform/files/inspect.ts';
import type { ReceivedFile } from '../../platform/files/multipart.ts';
import { badRequest, conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import type { FilesService } from '../files/files.service.ts';
import { pictureOf } from './gallery.queries.ts';
import { albumImages, albums } from './gallery.schema.ts';
import type { GalleryService } from './gallery.service.ts';

/**
 * The pictures of an album: upload (pictures only, re-encoded with their 320 and 1280 previews), delete, and
 * order. Every write locks the album's row first, so two moderators working on one album take turns: the
 * sequence stays 1…image_count without gaps or doubles, and the count and the cover stay true.
 */
export class GalleryImagesService {
  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly gallery: GalleryService,
  ) {}

  /**
   * POST /albums/{id}/images: stored uploads become the album's last images, in the order sent. Anything
   * that is not a JPEG, PNG, WebP or GIF refuses the whole request with nothing kept (no rows, no bytes).
   */
  async add(actor: AuthUser, albumId: number, received: ReceivedFile[]): Promise<GalleryImage[]> {
    if (received.length === 0) throw fieldError('files', GALLERY_MESSAGES.noFiles);
    // A picture that does not decode is a 400 here, and inspect has deleted every stored upload then.
    const inspected = await this.files.inspect(received);
    const stray = inspected.find((file) => !isImageMime(file.mime));
    if (stray) {
      await this.files.discard(inspected);
      const message = GALLERY_MESSAGES.notImage(stray.name);
      throw badRequest(message, { [stray.field]: [message] });
    }
    try {
      return await this.db.transaction(() => this.record(actor, albumId, inspected));
    } catch (error) {
      await this.files.discard(inspected);
      throw error;
    }
  }

  private async record(actor: AuthUser, albumId: number, inspected: InspectedFile[]) {
    const album = await this.gallery.lockManaged(actor, albumId);
    const fileRows = await this.files.recordUploads(this.db, inspected, actor.id);
    // Everyone sees the gallery: its files are readable by every signed-in person.
    await this.files.share(
      this.db,
      fileRows.map((row) => row.id),
    );
    const rows = await this.db
      .insert(albumImages)
      .values(
        fileRows.map((file, index) => ({
          albumId,
          fileId: file.id,
          sequence: album.imageCount + index + 1,
          width: inspected[index]!.width ?? null,
          height: inspected[index]!.height ?? null,
          authorId: actor.id,
        })),
      )
      .returning();
    await this.db
      .update(albums)
      .set({
        imageCount: sql`${albums.imageCount} + ${rows.length}`,
        coverImageId: album.coverImageId ?? rows[0]!.id,
        updatedAt: sql`now()`,
      })
      .where(eq(albums.id, albumId));
    return rows.map((row, index): GalleryImage => {
      const file = fileRows[index]!;
      return {
        id: row.id,
        album_id: albumId,
        sequence: row.sequence,
        name: file.name,
        mime: file.mime,
        size: file.size,
        width: row.width,
        height: row.height,
        ...pictureOf(row.id, file.id),
        created_at: row.createdAt.toISOString(),
      };
    });
  }

  private async getImage(albumId: number, imageId: number) {
    const [image] = await this.db
      .select()
      .from(albumImages)
      .where(and(eq(albumImages.id, imageId), eq(albumImages.albumId, albumId)));
    if (!image) throw notFound(GALLERY_MESSAGES.imageNotFound);
    return image;
  }

  /** DELETE /albums/{id}/images/{imageId}: the image, its file and bytes; the images after it move up. */
  async remove(actor: AuthUser, albumId: number, imageId: number): Promise<void> {
    const keys = await this.db.transaction(async () => {
      const album = await this.gallery.lockManaged(actor, albumId);
      const image = await this.getImage(albumId, imageId);
      await this.db.delete(albumImages).where(eq(albumImages.id, imageId));
      await this.db
        .update(albumImages)
        .set({ sequence: sql`${albumImages.sequence} - 1` })
        .where(and(eq(albumImages.albumId, albumId), gt(albumImages.sequence, image.sequence)));
      const coverImageId =
        album.coverImageId === imageId ? await this.gallery.firstImageId(albumId) : album.coverImageId;
      await this.db
        .update(albums)
        .set({ imageCount: sql`${albums.imageCount} - 1`, coverImageId, updatedAt: sql`now()` })
        .where(eq(albums.id, albumId));
      return this.files.removeRecords(this.db, [image.fileId]);
    });
    await this.files.deleteStored(keys);
  }

  /**
   * PATCH /albums/{id}/images/{imageId}: moves one image to `sequence` (1…image_count) of the whole album; the
   * images between its old and new place shift by one. Answers the moved image's new place.
   */
  async move(actor: AuthUser, albumId: number, imageId: number, sequence: number): Promise<number> {
    return this.db.transaction(async () => {
      const album = await this.gallery.lockManaged(actor, albumId);
      const image = await this.getImage(albumId, imageId);
      if (sequence > album.imageCount)
        throw fieldError('sequence', GALLERY_MESSAGES.positionOutOfRange(album.imageCount));
      if (sequence === image.sequence) return sequence;
      const inAlbum = eq(albumImages.albumId, albumId);
      if (sequence < image.sequence)
        await this.db
          .update(albumImages)
          .set({ sequence: sql`${albumImages.sequence} + 1` })
          .where(and(inAlbum, gte(albumImages.sequence, sequence), lt(albumImages.sequence, image.sequence)));
      else
        await this.db
          .update(albumImages)
          .set({ sequence: sql`${albumImages.sequence} - 1` })
          .where(and(inAlbum, gt(albumImages.sequence, image.sequence), lte(albumImages.sequence, sequence)));
      await this.db.update(albumImages).set({ sequence }).where(eq(albumImages.id, imageId));
      await this.db
        .update(albums)
        .set({ updatedAt: sql`now()` })
        .where(eq(albums.id, albumId));
      return sequence;
    });
  }

  /**
   * PUT /albums/{id}/images/order: the whole album in a new order. The ids must be exactly the album's images:
   * one added or deleted meanwhile makes the order stale, a 409.
   */
  async reorder(actor: AuthUser, albumId: number, ids: number[]): Promise<void> {
    await this.db.transaction(async () => {
      const album = await this.gallery.lockManaged(actor, albumId);
      const current = await this.db
        .select({ id: albumImages.id })
        .from(albumImages)
        .where(eq(albumImages.albumId, albumId))
        .orderBy(asc(albumImages.id));
      const known = new Set(current.map((row) => row.id));
      if (ids.length !== album.imageCount || !ids.every((id) => known.has(id)))
        throw conflict(GALLERY_MESSAGES.orderMismatch);
      await this.db.execute(sql`update ${albumImages} set sequence = o.place
        from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, place)
        where ${albumImages.id} = o.id and ${albumImages.albumId} = ${albumId}`);
      await this.db
        .update(albums)
        .set({ updatedAt: sql`now()` })
        .where(eq(albums.id, albumId));
    });
  }
}
