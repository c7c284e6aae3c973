import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListEnvelope,
  RemainingDaysRow,
  VacationDocument,
  VacationSettings,
  VacationSettingsView,
} from '@intranet/contracts';
import { downloadFile } from '../../api/download.ts';
import { http } from '../../api/http-client.ts';
import { vacationKeys } from './vacation.api.ts';

/** Forms on these tabs show 400 field errors, 409 and 413 themselves. */
const FORM_STATUSES = [400, 409, 413] as const;

export interface BlockedPeriod {
  id: number;
  date_start: string;
  date_end: string;
  comment: string | null;
}

export const vacationAdminKeys = {
  documents: ['vacation', 'documents'] as const,
  settings: ['vacation', 'settings'] as const,
  blocked: ['vacation', 'blocked-periods'] as const,
  remaining: (year: number, search: string, page: number) =>
    ['vacation', 'remaining-days', year, search, page] as const,
};

/** GET /vacations/documents: what admins published, newest first. */
export function useVacationDocuments() {
  return useQuery({
    queryKey: vacationAdminKeys.documents,
    queryFn: ({ signal }) => http.get<{ data: VacationDocument[] }>('/vacations/documents', { signal }),
    select: (body) => body.data,
  });
}

export interface DocumentUpload {
  title: string;
  description?: string;
  file: File;
}

/** POST /vacations/documents (multipart: title, description, file). */
export function useUploadVacationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ title, description, file }: DocumentUpload) => {
      const body = new FormData();
      body.append('title', title);
      if (description) body.append('description', description);
      body.append('file', file, file.name);
      return http.post<{ data: VacationDocument }>('/vacations/documents', body, {
        handledStatuses: FORM_STATUSES,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationAdminKeys.documents }),
  });
}

export function useDeleteVacationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<undefined>(`/vacations/documents/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationAdminKeys.documents }),
  });
}

export function downloadVacationDocument(document: VacationDocument): Promise<void> {
  return downloadFile(document.file.url, document.file.name);
}

/** GET dba/vacations/settings: the planner's constants (admin, vacation_system_admin). */
export function useVacationSettings() {
  return useQuery({
    queryKey: vacationAdminKeys.settings,
    queryFn: ({ signal }) => http.get<{ data: VacationSettingsView }>('/dba/vacations/settings', { signal }),
    select: (body) => body.data,
  });
}

export function useSaveVacationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacationSettings) =>
      http.put<{ data: VacationSettingsView }>('/dba/vacations/settings', body, {
        handledStatuses: FORM_STATUSES,
      }),
    // The planning tab reads the minimum date and the next-year flag from these values.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}

export function useBlockedPeriods() {
  return useQuery({
    queryKey: vacationAdminKeys.blocked,
    queryFn: ({ signal }) =>
      http.get<{ data: BlockedPeriod[] }>('/dba/vacations/blocked-periods', { signal }),
    select: (body) => body.data,
  });
}

export function useAddBlockedPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; comment?: string }) =>
      http.post<{ data: BlockedPeriod }>('/dba/vacations/blocked-periods', body, {
        handledStatuses: FORM_STATUSES,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}

export function useDeleteBlockedPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<undefined>(`/dba/vacations/blocked-periods/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}

export const REMAINING_PAGE_SIZE = 50;

/** GET dba/vacations/remaining-days: a page of people with their balance for the year. */
export function useRemainingDays(year: number, search: string, page: number) {
  return useQuery({
    queryKey: vacationAdminKeys.remaining(year, search, page),
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<RemainingDaysRow>>('/dba/vacations/remaining-days', {
        query: { year, search, page, per_page: REMAINING_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST dba/vacations/balance/{userId}: the days carried into a year, with the reason (audited). */
export function useCorrectBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      ...body
    }: {
      userId: number;
      year: number;
      accumulated: number;
      comment: string;
    }) => http.post<unknown>(`/dba/vacations/balance/${userId}`, body, { handledStatuses: FORM_STATUSES }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacationKeys.all }),
  });
}
