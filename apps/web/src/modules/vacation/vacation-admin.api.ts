import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VacationDocument, VacationSettings } from '@intranet/contracts';
import { vacationAdminEndpoints as endpoints } from '@intranet/contracts/vacation/admin.endpoints';
import { vacationEndpoints } from '@intranet/contracts/vacation/endpoints';
import { call, download, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** Forms on these tabs show 400 field errors, 409 and 413 themselves. */
const FORM_STATUSES = [400, 409, 413] as const;

/** Settings, blocked periods and balances change what the planning tab shows: every read of the module. */
function useInvalidateVacation() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.settings.module) });
}

/** GET /vacations/documents: what admins published, newest first. */
export function useVacationDocuments() {
  return useQuery({
    ...endpointQuery(endpoints.documents),
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
      return call(endpoints.uploadDocument, { body, handledStatuses: FORM_STATUSES });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.documents) }),
  });
}

export function useDeleteVacationDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeDocument, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.documents) }),
  });
}

export function downloadVacationDocument(document: VacationDocument): Promise<void> {
  return download(endpoints.documentFile, document.file.name, { params: { id: document.id } });
}

/** GET dba/vacations/settings: the planner's constants (admin, vacation_system_admin). */
export function useVacationSettings() {
  return useQuery({
    ...endpointQuery(endpoints.settings),
    select: (body) => body.data,
  });
}

export function useSaveVacationSettings() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: (body: VacationSettings) =>
      call(endpoints.saveSettings, { body, handledStatuses: FORM_STATUSES }),
    // The planning tab reads the minimum date and the next-year flag from these values.
    onSuccess: invalidate,
  });
}

export function useBlockedPeriods() {
  return useQuery({
    ...endpointQuery(endpoints.blockedPeriods),
    select: (body) => body.data,
  });
}

export function useAddBlockedPeriod() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; comment?: string }) =>
      call(endpoints.addBlockedPeriod, { body, handledStatuses: FORM_STATUSES }),
    onSuccess: invalidate,
  });
}

export function useDeleteBlockedPeriod() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeBlockedPeriod, { params: { id } }),
    onSettled: invalidate,
  });
}

export const REMAINING_PAGE_SIZE = 50;

/** GET dba/vacations/remaining-days: a page of people with their balance for the year. */
export function useRemainingDays(year: number, search: string, page: number) {
  return useQuery({
    ...endpointQuery(endpoints.remainingDays, {
      query: { year, search, page, per_page: REMAINING_PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
}

/** POST dba/vacations/balance/{userId}: the days carried into a year, with the reason (audited). */
export function useCorrectBalance() {
  const invalidate = useInvalidateVacation();
  return useMutation({
    mutationFn: ({
      userId,
      ...body
    }: {
      userId: number;
      year: number;
      accumulated: number;
      comment: string;
    }) =>
      call(vacationEndpoints.setBalance, {
        params: { userId },
        body,
        handledStatuses: FORM_STATUSES,
      }),
    onSuccess: invalidate,
  });
}
