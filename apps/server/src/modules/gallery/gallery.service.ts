import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  GALLERY_IMAGE_PAGE_SIZE,
  GALLERY_MESSAGES,
  type Album,
  type AlbumImagesQuery,
  type albumInputSchema,
  type albumPatchSchema,
  type AlbumsQuery,
  type GalleryImage,
} from '@intranet/contracts';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { authorize } from '../../platform/auth/authorize.ts';
import type { AuthUser } from '../../platform/auth/guard.ts';
import type { Db } from '../../platform/db/database.ts';
import { byName } from '../../platform/db/sql.ts';
import { conflict, fieldError, notFound } from '../../platform/http/app-error.ts';
import { placeholdersOf, PreparedReads } from '../../platform/db/prepared.ts';
import { countTotalPrepared, paginated, pageOffset } from '../../platform/http/pagination.ts';
import type { FilesService } from '../files/files.service.ts';
import type { SearchService } from '../search/search.service.ts';
import { manageAlbums } from './gallery.policy.ts';
import { selectAlbums, selectImagePage, toAlbum, toImage } from './gallery.queries.ts';
import { albumImages, albums } from './gallery.schema.ts';

type AlbumInput = z.output<typeof albumInputSchema>;
type AlbumPatch = z.output<typeof albumPatchSchema>;
export type AlbumRow = typeof albums.$inferSelect;

const ORDER = {
  '-updated_at': [desc(albums.updatedAt), desc(albums.id)],
  '-created_at': [desc(albums.createdAt), desc(albums.id)],
  title: [asc(byName(albums.title)), asc(albums.id)],
} as const;

/**
 * Albums: the list by page with counts and covers, one album, a page of its images, and the
 * album's own writes. Pictures are written by GalleryImagesService; both keep `image_count` and the cover.
 */
export class GalleryService {
  private readonly prepared = new PreparedReads();

  constructor(
    private readonly db: Db,
    private readonly files: FilesService,
    private readonly search: SearchService,
  ) {}

  /** Ids among `ids` of albums that exist (every signed-in person sees every album). */
  async visible(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db.select({ id: albums.id }).from(albums).where(inArray(albums.id, ids));
    return new Set(rows.map((row) => row.id));
  }

  /** GET /albums: a page in the chosen order (default -updated_at), with counts and covers, one statement. */
  async list(actor: AuthUser, query: AlbumsQuery) {
    // Both statements prepared, one list per sort (platform/db/prepared.ts).
    const values = { actor: actor.id, limit: query.per_page, offset: pageOffset(query) };
    const rows = await this.prepared.run(
      `gallery_albums_${query.sort.replace('-', 'desc_')}`,
      () => {
        const v = placeholdersOf(values);
        return selectAlbums(this.db, { id: v.actor }, undefined)
          .orderBy(...ORDER[query.sort])
          .limit(v.limit)
          .offset(v.offset);
      },
      values,
    );
    const total = await countTotalPrepared(
      this.db,
      this.prepared,
      'gallery_albums_count',
      () => this.db.select({ id: albums.id }).from(albums),
      {},
    );
    return paginated(
      rows.map((row) => toAlbum(actor, row)),
      total,
      query,
      '/api/albums',
      { can_create: manageAlbums.allows(actor) },
    );
  }

  /** GET /albums/{id}/. */
  async get(actor: AuthUser, id: number): Promise<Album> {
    const [row] = await selectAlbums(this.db, actor, eq(albums.id, id));
    if (!row) throw notFound(GALLERY_MESSAGES.albumNotFound);
    return toAlbum(actor, row);
  }

  /**
   * GET /albums/{id}/images: 40 in sequence order (GALLERY_IMAGE_PAGE_SIZE); the total is the album's kept
   * count. A page with images is one statement; an empty one asks for the album (404 when there is none).
   */
  async images(id: number, query: AlbumImagesQuery) {
    const request = { page: query.page, per_page: GALLERY_IMAGE_PAGE_SIZE };
    const after = pageOffset(request);
    const rows = await this.prepared.run('gallery_image_page', () => selectImagePage(this.db), {
      albumId: id,
      after,
      upTo: after + GALLERY_IMAGE_PAGE_SIZE,
    });
    let total = rows[0]?.total;
    if (total === undefined) {
      const [album] = await this.db
        .select({ imageCount: albums.imageCount })
        .from(albums)
        .where(eq(albums.id, id));
      if (!album) throw notFound(GALLERY_MESSAGES.albumNotFound);
      total = album.imageCount;
    }
    return paginated<GalleryImage>(rows.map(toImage), total, request, `/api/albums/${id}/images`);
  }

  /** The album locked for this transaction (404 when missing, 403 for who may not manage albums). */
  async lockManaged(actor: AuthUser, id: number): Promise<AlbumRow> {
    const [row] = await this.db.select().from(albums).where(eq(albums.id, id)).for('no key update');
    if (!row) throw notFound(GALLERY_MESSAGES.albumNotFound);
    authorize(actor, manageAlbums);
    return row;
  }

  /** 404 or 403 before a request's body is read (an upload stores nothing for who may not). */
  async assertManaged(actor: AuthUser, id: number): Promise<void> {
    const [row] = await this.db.select({ id: albums.id }).from(albums).where(eq(albums.id, id));
    if (!row) throw notFound(GALLERY_MESSAGES.albumNotFound);
    authorize(actor, manageAlbums);
  }

  /** Puts the album into the content search (kind `album`); call inside the write's transaction. */
  async index(album: Pick<AlbumRow, 'id' | 'title' | 'description'>): Promise<void> {
    await this.search.upsert(
      [
        {
          kind: 'album',
          entityId: album.id,
          title: album.title,
          subtitle: 'Фотоальбом',
          body: album.description,
          url: `/gallery/album/${album.id}`,
        },
      ],
      this.db,
    );
  }

  /** A cover must be an image of this album. */
  private async checkCover(albumId: number, imageId: number | null | undefined): Promise<void> {
    if (imageId === null || imageId === undefined) return;
    const [image] = await this.db
      .select({ albumId: albumImages.albumId })
      .from(albumImages)
      .where(eq(albumImages.id, imageId));
    if (image?.albumId !== albumId) throw fieldError('cover_image_id', GALLERY_MESSAGES.coverNotInAlbum);
  }

  /** The first image by sequence: the cover when none is chosen. */
  async firstImageId(albumId: number): Promise<number | null> {
    const [first] = await this.db
      .select({ id: albumImages.id })
      .from(albumImages)
      .where(eq(albumImages.albumId, albumId))
      .orderBy(asc(albumImages.sequence), asc(albumImages.id))
      .limit(1);
    return first?.id ?? null;
  }

  /** POST /albums: written and indexed in one transaction. */
  async create(actor: AuthUser, input: AlbumInput): Promise<Album> {
    authorize(actor, manageAlbums);
    if (input.cover_image_id) throw fieldError('cover_image_id', GALLERY_MESSAGES.coverNotInAlbum);
    const id = await this.db.transaction(async () => {
      const [row] = await this.db
        .insert(albums)
        .values({ title: input.title, description: input.description, authorId: actor.id })
        .returning();
      await this.index(row!);
      return row!.id;
    });
    return this.get(actor, id);
  }

  /**
   * PUT and PATCH /albums/{id}: title, description, cover (null: the first image). An edit made since the
   * version the editor saw (`updated_at`) is a 409.
   */
  async update(
    actor: AuthUser,
    id: number,
    input: AlbumPatch & { updated_at?: string | undefined },
  ): Promise<Album> {
    await this.db.transaction(async () => {
      const row = await this.lockManaged(actor, id);
      if (input.updated_at && new Date(input.updated_at).getTime() !== row.updatedAt.getTime())
        throw conflict(GALLERY_MESSAGES.stale);
      await this.checkCover(id, input.cover_image_id);
      const coverImageId =
        input.cover_image_id === undefined
          ? row.coverImageId
          : (input.cover_image_id ?? (await this.firstImageId(id)));
      const [saved] = await this.db
        .update(albums)
        .set({
          title: input.title ?? row.title,
          description: input.description ?? row.description,
          coverImageId,
          updatedAt: sql`now()`,
        })
        .where(eq(albums.id, id))
        .returning();
      await this.index(saved!);
    });
    return this.get(actor, id);
  }

  /**
   * DELETE /albums/{id}: the album, its images, their files and bytes go for good (a removed picture must not
   * stay reachable by its address); the search entry goes too, and the deletion is audited.
   */
  async remove(actor: AuthUser, id: number): Promise<void> {
    const keys = await this.db.transaction(async () => {
      const row = await this.lockManaged(actor, id);
      const images = await this.db
        .select({ fileId: albumImages.fileId })
        .from(albumImages)
        .where(eq(albumImages.albumId, id));
      await this.db.delete(albums).where(eq(albums.id, id));
      const removed = await this.files.removeRecords(
        this.db,
        images.map((image) => image.fileId),
      );
      await this.search.remove('album', [id]);
      await recordAudit(this.db, {
        actor,
        action: 'album.delete',
        targetType: 'album',
        targetId: id,
        details: { title: row.title, image_count: row.imageCount },
      });
      return removed;
    });
    await this.files.deleteStored(keys);
  }
}
