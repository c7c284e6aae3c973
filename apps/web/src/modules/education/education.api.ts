import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EduFacilityBody,
  EducationCreateBody,
  EducationEditBody,
  EducationListQuery,
} from '@intranet/contracts';
import { educationEndpoints as endpoints } from '@intranet/contracts/education/endpoints';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { requestsEndpoints } from '@intranet/contracts/requests/endpoints';
import { call, download, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/**
 * Education requests, facilities and edicts (docs/modules/education.md). Every write refreshes the whole
 * module: a request's move changes the lists and the record at once.
 */

/** GET /bp_educations (mine and visible) or /bp_educations/all (the training department), a page at a time. */
export function useEducations(list: 'list' | 'all', query: EducationListQuery, enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints[list], { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /bp_educations/which/type: the education types and processes one may file. */
export function useWhichType() {
  return useQuery({ ...endpointQuery(endpoints.whichType), select: (body) => body.data });
}

/** GET /bp_educations/{id}: a request the viewer may not see is shown on the page, not as a dialog. */
export function useEducation(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useEdicts() {
  return useQuery({ ...endpointQuery(endpoints.edicts), select: (body) => body.data });
}

export function useFacilities() {
  return useQuery({ ...endpointQuery(endpoints.facilities), select: (body) => body.data });
}

export function useCharges() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.charges),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

export function useCompanies() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.companies),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/** An education write changes the engine's record too (its version, its history): both modules are read again. */
function useEducationChanged() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) }),
      queryClient.invalidateQueries({ queryKey: moduleKey(requestsEndpoints.one.module) }),
    ]);
}

/** POST /bp_educations; the form shows the 400 field errors, anything else the creation-failure dialog (EDUCATION_TEXTS). */
export function useCreateEducation() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: (body: EducationCreateBody) =>
      call(endpoints.create, { body, fieldErrors: true, handledStatuses: [403, 409, 500] }),
    onSuccess: changed,
  });
}

/** PUT /bp_educations/{id} with the version read; a stale one is the server's 409 in the error dialog. */
export function useEditEducation() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: EducationEditBody & { id: number }) =>
      call(endpoints.edit, { params: { id }, body, fieldErrors: true }),
    onSettled: changed,
  });
}

export function useDeleteEducation() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: changed,
  });
}

/** GET /bp_educations/reports: the filtered list as xlsx. */
export function downloadEducationReport(query: Omit<EducationListQuery, 'page' | 'per_page'>, today: string) {
  return download(endpoints.report, `Заявки на обучение ${today}.xlsx`, { query });
}

export function useSaveFacility() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: EduFacilityBody & { id?: number }) =>
      id
        ? call(endpoints.editFacility, { params: { id }, body, fieldErrors: true })
        : call(endpoints.createFacility, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** DELETE /edu_facilities/{id}: a facility in use is the server's 409, shown by the page itself. */
export function useDeleteFacility() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.removeFacility, { params: { id }, handledStatuses: [409] }),
    onSuccess: changed,
  });
}

export function useEditEdict() {
  const changed = useEducationChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; title: string; body: string }) =>
      call(endpoints.editEdict, { params: { id }, body, fieldErrors: true }),
    onSuccess: changed,
  });
}
