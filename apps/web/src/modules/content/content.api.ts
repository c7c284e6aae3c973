import type { ContentCreate, ContentRestore, ContentSave, FileInfo } from '@intranet/contracts';
import { contentEndpoints as endpoints } from '@intranet/contracts/content/endpoints';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** GET /content/pages/{slug}: a missing page is shown by the screen, not as a dialog. */
export function useContentPage(slug: string) {
  return useQuery({
    ...endpointQuery(endpoints.page, { params: { slug }, handledStatuses: [404] }),
    select: (body) => body.data,
  });
}

export function useContentArticle(slug: string, section: string, article: string) {
  return useQuery({
    ...endpointQuery(endpoints.article, { params: { slug, section, article }, handledStatuses: [404] }),
    select: (body) => body.data,
  });
}

/** Everything of the content pages is read again after any write. */
function useInvalidateContent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: moduleKey(endpoints.page.module) });
}

/** PUT /content/entries/{id}: field errors and the 409 of a stale version are shown by the editor. */
export function useSaveEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, ...body }: ContentSave & { id: number }) =>
      call(endpoints.saveEntry, { params: { id }, body, fieldErrors: true, handledStatuses: [409] }),
    onSuccess: invalidate,
  });
}

export function useCreateEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (body: ContentCreate) =>
      call(endpoints.createEntry, { body, fieldErrors: true, handledStatuses: [409] }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeEntry, { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useEntryVersions(entryId: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.versions, { params: { id: entryId } }),
    select: (body) => body.data,
    enabled,
  });
}

export function useVersion(versionId: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.version, { params: { id: versionId ?? 0 } }),
    select: (body) => body.data,
    enabled: versionId !== null,
  });
}

export function useRestoreVersion() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ entryId, ...body }: ContentRestore & { entryId: number }) =>
      call(endpoints.restore, { params: { id: entryId }, body, handledStatuses: [409] }),
    onSuccess: invalidate,
  });
}

/** POST /upload/attachments: one file for a page's attachments (the server's Russian refusal is the error). */
export async function uploadAttachment(file: File): Promise<FileInfo> {
  const body = new FormData();
  body.append('attachments[]', file, file.name);
  const { data } = await call(filesEndpoints.uploadAttachments, { body, silent: true });
  if (!data[0]) throw new Error('Не удалось загрузить файл');
  return data[0];
}
