import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Album, AlbumInput, AlbumList, AlbumPatch, AlbumSort, GalleryImage } from '@intranet/contracts';
import type { DataEnvelope, Paginated } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** GET /albums: one page in the chosen order. */
export function useAlbums(page: number, sort: AlbumSort) {
  return useQuery({
    queryKey: queryKeys.gallery.albums({ page, sort }),
    queryFn: ({ signal }) => http.get<AlbumList>('/albums', { query: { page, sort }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /albums/{id}/: a missing album is shown on the page, not as a dialog. */
export function useAlbum(id: number) {
  return useQuery({
    queryKey: queryKeys.gallery.album(id),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<Album>>(`/albums/${id}/`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
  });
}

export type ImagePage = Paginated<GalleryImage>;

function imagePageQuery(albumId: number, page: number) {
  return {
    queryKey: queryKeys.gallery.images(albumId, page),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      http.get<ImagePage>(`/albums/${albumId}/images`, { query: { page }, signal }),
  };
}

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
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.gallery.all });
}

/** POST /albums or PUT /albums/{id}; field errors come back to the form. */
export function useSaveAlbum() {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: ({ id, ...input }: AlbumInput & { id?: number }) =>
      id
        ? http.put<DataEnvelope<Album>>(`/albums/${id}`, input, { fieldErrors: true })
        : http.post<DataEnvelope<Album>>('/albums', input, { fieldErrors: true }),
    onSuccess: invalidate,
  });
}

/** PATCH /albums/{id}: the cover chosen in the viewer. */
export function usePatchAlbum(id: number) {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: (patch: AlbumPatch) => http.patch<DataEnvelope<Album>>(`/albums/${id}`, patch),
    onSuccess: invalidate,
  });
}

export function useDeleteAlbum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/albums/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.gallery.album(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.gallery.all });
    },
  });
}

export function useDeleteImage(albumId: number) {
  const invalidate = useInvalidateGallery();
  return useMutation({
    mutationFn: (imageId: number) => http.delete<void>(`/albums/${albumId}/images/${imageId}`),
    onSuccess: invalidate,
  });
}

/**
 * PATCH /albums/{id}/images/{imageId}: moves an image to a place in the whole album. The page shows the new
 * order at once; the server's order comes back with the refetch (or puts it back on a failure).
 */
export function useMoveImage(albumId: number, page: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.gallery.images(albumId, page);
  return useMutation({
    mutationFn: ({ imageId, sequence }: { imageId: number; sequence: number; reordered: GalleryImage[] }) =>
      http.patch<DataEnvelope<{ id: number; sequence: number }>>(`/albums/${albumId}/images/${imageId}`, {
        sequence,
      }),
    onMutate: async ({ reordered }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ImagePage>(key, (old) => (old ? { ...old, data: reordered } : old));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.gallery.imagesOf(albumId) }),
  });
}
