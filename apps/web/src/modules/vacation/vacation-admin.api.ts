import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ListEnvelope,
  RemainingDaysRow,
  VacationBlockedPeriod,
  VacationDocument,
  VacationSettings,
  VacationSettingsView,
} from '@intranet/contracts';
import { downloadFile } from '../../api/download.ts';
import type { DataEnvelope } from '../../api/envelopes.ts';
import { http } from '../../api/http-client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/** Forms on these tabs show 400 field errors, 409 and 413 themselves. */
const FORM_STATUSES = [400, 409, 413] as const;

/** GET /vacations/documents: what admins published, newest first. */
export function useVacationDocuments() {
  return useQuery({
    queryKey: queryKeys.vacations.documents,
    queryFn: ({ signal }) => http.get<DataEnvelope<VacationDocument[]>>('/vacations/documents', { signal }),
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
      return http.post<DataEnvelope<VacationDocument>>('/vacations/documents', body, {
        handledStatuses: FORM_STATUSES,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.documents }),
  });
}

export function useDeleteVacationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<undefined>(`/vacations/documents/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.documents }),
  });
}

export function downloadVacationDocument(document: VacationDocument): Promise<void> {
  return downloadFile(document.file.url, document.file.name);
}

/** GET dba/vacations/settings: the planner's constants (admin, vacation_system_admin). */
export function useVacationSettings() {
  return useQuery({
    queryKey: queryKeys.vacations.settings,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacationSettingsView>>('/dba/vacations/settings', { signal }),
    select: (body) => body.data,
  });
}

export function useSaveVacationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacationSettings) =>
      http.put<DataEnvelope<VacationSettingsView>>('/dba/vacations/settings', body, {
        handledStatuses: FORM_STATUSES,
      }),
    // The planning tab reads the minimum date and the next-year flag from these values.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}

export function useBlockedPeriods() {
  return useQuery({
    queryKey: queryKeys.vacations.blockedPeriods,
    queryFn: ({ signal }) =>
      http.get<DataEnvelope<VacationBlockedPeriod[]>>('/dba/vacations/blocked-periods', { signal }),
    select: (body) => body.data,
  });
}

export function useAddBlockedPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; comment?: string }) =>
      http.post<DataEnvelope<VacationBlockedPeriod>>('/dba/vacations/blocked-periods', body, {
        handledStatuses: FORM_STATUSES,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}

export function useDeleteBlockedPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<undefined>(`/dba/vacations/blocked-periods/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}

export const REMAINING_PAGE_SIZE = 50;

/** GET dba/vacations/remaining-days: a page of people with their balance for the year. */
export function useRemainingDays(year: number, search: string, page: number) {
  const query = { year, search, page, per_page: REMAINING_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeys.vacations.remainingDays(query),
    queryFn: ({ signal }) =>
      http.get<ListEnvelope<RemainingDaysRow>>('/dba/vacations/remaining-days', { query, signal }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.vacations.all }),
  });
}
