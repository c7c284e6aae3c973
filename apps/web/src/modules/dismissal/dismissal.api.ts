import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DismissalBodyInput,
  DismissalEditBodyInput,
  DismissalListQuery,
  DismissalStatus,
} from '@intranet/contracts/dismissal/dismissal';
import { dismissalEndpoints as endpoints } from '@intranet/contracts/dismissal/endpoints';
import { call, download, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { personHint, type PeopleSource } from '../../ui/people-search.ts';

/** Увольнение сотрудников (docs/modules/dismissal.md): the applications' reads and writes. */

/** GET …/applications: a page (sizes 1, 20, 100), rejected and cancelled left out by the server. */
export function useDismissals(query: Pick<DismissalListQuery, 'page' | 'per_page' | 'status' | 'search'>) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/applications/{id}: one the viewer may not see is shown on the page, not as a dialog. */
export function useDismissal(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET …/responsibilities: what the menu and the pages offer the viewer. */
export function useDismissalResponsibilities() {
  return useQuery({
    ...endpointQuery(endpoints.responsibilities),
    select: (body) => body.data,
    staleTime: 60_000,
  });
}

/** GET …/create_fields: the form's choices and the days the date picker disables. */
export function useDismissalFields(enabled = true) {
  return useQuery({
    ...endpointQuery(endpoints.createFields),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
    // Only those who may file (or edit) read the choices: the page asks when the form opens.
    enabled,
  });
}

function peopleSource(endpoint: typeof endpoints.searchEmployees | typeof endpoints.searchApprovers) {
  return {
    queryKey: (filter) => endpointKey(endpoint, { query: { search: filter } }),
    search: async (filter, signal) => {
      const { data } = await call(endpoint, { query: { search: filter }, signal, silent: true });
      return data.map((person) => ({
        value: person.id,
        label: person.full_name,
        hint: personHint(person.work_position, person.department),
      }));
    },
  } satisfies PeopleSource;
}

/** GET /users/search/employee_dismissal: the leaver, with what the form fills in from them. */
export const dismissalEmployees = peopleSource(endpoints.searchEmployees);
/** GET /users/search/employee_dismissal_approver: the approving manager and the assistant. */
export const dismissalApprovers = peopleSource(endpoints.searchApprovers);

function useDismissalsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) });
}

/** POST …/applications; the form shows the 400 field errors itself. */
export function useCreateDismissal() {
  const changed = useDismissalsChanged();
  return useMutation({
    mutationFn: (body: DismissalBodyInput) => call(endpoints.create, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** PUT …/applications with the id and the version read; a stale one is the server's 409 in the error dialog. */
export function useEditDismissal() {
  const changed = useDismissalsChanged();
  return useMutation({
    mutationFn: (body: DismissalEditBodyInput) => call(endpoints.edit, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** POST …/applications/{id}/statuses: a button of the status. */
export function useSetDismissalStatus(id: number) {
  const changed = useDismissalsChanged();
  return useMutation({
    mutationFn: (body: { status: DismissalStatus; comment?: string; updated_at: string }) =>
      call(endpoints.setStatus, { params: { id }, body }),
    onSuccess: changed,
  });
}

/** PUT …/subjects/{id}/update-value: the notice says «Сохранено» or «Ошибка сохранения». */
export function useSetSubjectValue() {
  const changed = useDismissalsChanged();
  return useMutation({
    mutationFn: ({ id, check }: { id: number; check: 1 | 2 | 3 }) =>
      call(endpoints.subjectValue, { params: { id }, body: { check }, silent: true }),
    onSuccess: changed,
  });
}

/** PUT …/check-lists/{id}/update-comment. */
export function useSetCheckListComment() {
  const changed = useDismissalsChanged();
  return useMutation({
    mutationFn: ({ id, comment }: { id: number; comment: string | null }) =>
      call(endpoints.checkListComment, { params: { id }, body: { comment }, silent: true }),
    onSuccess: changed,
  });
}

/** POST /upload/partitions/employee-dismissal/files: one attachment, stored at once; the form keeps its id. */
export async function uploadDismissalFile(file: File) {
  const body = new FormData();
  body.append('files[]', file, file.name);
  const { data } = await call(endpoints.upload, { body, silent: true });
  return data[0]!;
}

/** GET …/applications/{id}/files/{file_id} saved under its name. */
export function downloadDismissalFile(id: number, fileId: number, name: string) {
  return download(endpoints.file, name, { params: { id, file_id: fileId } });
}

/** GET …/reports/all as «Увольнения.xlsx». */
export function downloadDismissalReport() {
  return download(endpoints.report, 'Увольнения.xlsx');
}
