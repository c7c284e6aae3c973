import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AlbumInput, AlbumPatch, AlbumSort, GalleryImage } from '@intranet/contracts';
import { galleryEndpoints as endpoints } from '@intranet/contracts/gallery/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import type { Paginated } from '../../api/envelopes.ts';

/** GET /albums: one page in the chosen order. */
export function useAlbums(page: number, sort: AlbumSort) {
  return useQuery({
    ...endpointQuery(endpoints.albums, { query: { page, sort } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /albums/{id}/: a missing album is shown on the page, not as a dialog. */
export function useAlbum(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.album, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

export type ImagePage = Paginated<GalleryImage>;

function imagePageQuery(albumId: number, page: number) {
  return endpointQuery(endpoints.images, { params: { id: albumId }, query: { page } });
}

/** Every page of an album's images (an order changed). */
const imagesOf = (albumId: number) =>
  ({
    queryKey: endpointKey(endpoints.images),
    predicate: (query: { queryKey: readonly unknown[] }) =>
      (query.queryKey[2] as { id?: number } | undefined)?.id === albumId,
  }) as const;

/** Every read of the gallery (after a write, or when an upload ends). */
export const galleryKey = moduleKey(endpoints.albums.module);

/** GET /albums/{id}/images: a page of 40 in sequence order. */
export function useAlbumImages(albumId: number, page: number, enabled = true) {
  return useQuery({ ...imagePageQuery(albumId, page), enabled, placeholderData: keepPreviousData });
}

/** Loads a page ahead of time (the viewer near the end of a page). */
export function prefetchImagePage(queryClient: QueryClient, albumId: number, page: number) {
  return queryClient.prefetchQuery(imagePageQuery(albumId, page));
}

function useInvalidateGallery() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: galleryKey });
}

/** POST /albums or PUT /albums/{id}; field errors come back to the form. */
export function useSaveAlbum() {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: ({ id, ...input }: AlbumInput & { id?: number }) =>
      id
        ? call(endpoints.updateAlbum, { params: { id }, body: input, fieldErrors: true })
        : call(endpoints.createAlbum, { body: input, fieldErrors: true }),
    onSuccess: invalidate,
  });
}

/** PATCH /albums/{id}: the cover chosen in the viewer. */
export function usePatchAlbum(id: number) {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: (patch: AlbumPatch) => call(endpoints.patchAlbum, { params: { id }, body: patch }),
    onSuccess: invalidate,
  });
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeAlbum, { params: { id } }),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: endpointKey(endpoints.album, { params: { id } }) });
      return queryClient.invalidateQueries({ queryKey: galleryKey });
    },
  });
}

export function useDeleteImage(albumId: number) {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: (imageId: number) => call(endpoints.removeImage, { params: { id: albumId, imageId } }),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /albums/{id}/images/{imageId}: moves an image to a place in the whole album. The page shows the new
 * order at once; the server's order comes back with the refetch (or puts it back on a failure).
 */
export function useMoveImage(albumId: number, page: number) {
  const queryClient = useQueryClient();
  const key = imagePageQuery(albumId, page).queryKey;
  return useMutation({
    mutationFn: ({ imageId, sequence }: { imageId: number; sequence: number; reordered: GalleryImage[] }) =>
      call(endpoints.moveImage, { params: { id: albumId, imageId }, body: { sequence } }),
    onMutate: async ({ reordered }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ImagePage>(key, (old) => (old ? { ...old, data: reordered } : old));
    },
    onSettled: () => queryClient.invalidateQueries(imagesOf(albumId)),
  });
}
