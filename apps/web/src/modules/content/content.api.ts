import type {
  ContentArticle,
  ContentCreate,
  ContentEntry,
  ContentPage,
  ContentRestore,
  ContentSave,
  ContentVersion,
  ContentVersionDetail,
  FileInfo,
} from '@intranet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';

/** Query keys of content pages: everything under `content` is refetched after any write. */
export const contentKeys = {
  all: ['content'] as const,
  page: (slug: string) => ['content', 'page', slug] as const,
  article: (slug: string, section: string, article: string) =>
    ['content', 'article', slug, section, article] as const,
  versions: (entryId: number) => ['content', 'versions', entryId] as const,
  version: (versionId: number) => ['content', 'version', versionId] as const,
};

/** GET /content/pages/{slug}: a missing page is shown by the screen, not as a dialog. */
export function useContentPage(slug: string) {
  return useQuery({
    queryKey: contentKeys.page(slug),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ContentPage>>(`/content/pages/${slug}`, { signal, handledStatuses: [404] }),
    select: (body) => body.data,
  });
}

export function useContentArticle(slug: string, section: string, article: string) {
  return useQuery({
    queryKey: contentKeys.article(slug, section, article),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ContentArticle>>(`/content/pages/${slug}/${section}/${article}`, {
        signal,
        handledStatuses: [404],
      }),
    select: (body) => body.data,
  });
}

function useInvalidateContent() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: contentKeys.all });
}

/** PUT /content/entries/{id}: field errors and the 409 of a stale version are shown by the editor. */
export function useSaveEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ id, ...body }: ContentSave & { id: number }) =>
      http.put<DataEnvelope<ContentEntry>>(`/content/entries/${id}`, body, {
        fieldErrors: true,
        handledStatuses: [409],
      }),
    onSuccess: invalidate,
  });
}

export function useCreateEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (body: ContentCreate) =>
      http.post<DataEnvelope<ContentEntry>>('/content/entries', body, {
        fieldErrors: true,
        handledStatuses: [409],
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteEntry() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/content/entries/${id}`),
    onSuccess: invalidate,
  });
}

export function useEntryVersions(entryId: number, enabled: boolean) {
  return useQuery({
    queryKey: contentKeys.versions(entryId),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ContentVersion[]>>(`/content/entries/${entryId}/versions`, { signal }),
    select: (body) => body.data,
    enabled,
  });
}

export function useVersion(versionId: number | null) {
  return useQuery({
    queryKey: contentKeys.version(versionId ?? 0),
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<ContentVersionDetail>>(`/content/versions/${versionId}`, { signal }),
    select: (body) => body.data,
    enabled: versionId !== null,
  });
}

export function useRestoreVersion() {
  const invalidate = useInvalidateContent();
  return useMutation({
    mutationFn: ({ entryId, ...body }: ContentRestore & { entryId: number }) =>
      http.post<DataEnvelope<ContentEntry>>(`/content/entries/${entryId}/restore`, body, {
        handledStatuses: [409],
      }),
    onSuccess: invalidate,
  });
}

/** POST /upload/attachments: one file for a page's attachments (the server's Russian refusal is the error). */
export async function uploadAttachment(file: File): Promise<FileInfo> {
  const body = new FormData();
  body.append('attachments[]', file, file.name);
  const { data } = await http.post<{ data: FileInfo[] }>('/upload/attachments', body, { silent: true });
  if (!data[0]) throw new Error('Не удалось загрузить файл');
  return data[0];
}
