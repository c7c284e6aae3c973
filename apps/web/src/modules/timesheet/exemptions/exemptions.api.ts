import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EXEMPTION_BATCH_LIMIT, USER_SEARCH_LIMIT, type ExemptionReportName } from '@intranet/contracts';
import { timesheetExemptionEndpoints as endpoints } from '@intranet/contracts/timesheet/exemptions.endpoints';
import { call, download, endpointKey, endpointQuery } from '../../../api/endpoint-client.ts';
import type { RequestOptions } from '../../../api/http-client.ts';
import { toWireDate } from '../../../ui/date-format.ts';
import type { PeopleSource } from '../../../ui/people-search.ts';
import { chunk, reportFileName, type ExemptProjectInput } from './exemption.helpers.ts';

/** The dialogs show 400 and 409 themselves (spec: errors in Russian in the dialog). */
const DIALOG_OPTIONS = { fieldErrors: true, handledStatuses: [400, 409] } as const satisfies Pick<
  RequestOptions,
  'fieldErrors' | 'handledStatuses'
>;

export type ExemptionOptionList = 'block' | 'practice' | 'project' | 'office';

const OPTION_LISTS = {
  block: endpoints.blockList,
  practice: endpoints.practiceList,
  project: endpoints.projectList,
  office: endpoints.officeList,
};

export function useExemptUsers() {
  return useQuery({
    ...endpointQuery(endpoints.users),
    select: (body) => body.data,
  });
}

export function useExemptProjects() {
  return useQuery({
    ...endpointQuery(endpoints.projects),
    select: (body) => body.data,
  });
}

/** block-list, practice-list, project-list, office-list: `{ id, name }` options for the dialogs. */
export function useExemptionOptions(list: ExemptionOptionList, enabled = true) {
  return useQuery({
    ...endpointQuery(OPTION_LISTS[list]),
    enabled,
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** People for the add dialog (GET user-list), for the shared PersonPicker. */
export const exemptionPeople: PeopleSource = {
  queryKey: (filter) => endpointKey(endpoints.userList, { query: { filter, limit: USER_SEARCH_LIMIT } }),
  search: (filter, signal) =>
    call(endpoints.userList, {
      query: { filter, limit: USER_SEARCH_LIMIT },
      signal,
      silent: true,
    }).then((body) => body.data.map((person) => ({ value: person.id, label: person.name }))),
};

/** GET projects/exist: the exemptions of these projects (for these offices, or any when none given). */
export function fetchExistingExemptions(projectIds: readonly number[], officeIds: readonly number[]) {
  return call(endpoints.existingProjects, {
    query: { projects: projectIds.join(','), offices: officeIds.join(',') },
  });
}

export function useAddExemptUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]) => {
      // At most EXEMPTION_BATCH_LIMIT per call; the server keeps people already on the list as they are.
      for (const piece of chunk(userIds, EXEMPTION_BATCH_LIMIT)) {
        await call(endpoints.addUsers, { body: { user_ids: piece }, ...DIALOG_OPTIONS });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.users) }),
  });
}

export function useDeleteExemptUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(endpoints.removeUsers, { query: { ids: ids.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.users) }),
  });
}

export function useAddExemptProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: ExemptProjectInput[]) => {
      for (const piece of chunk(inputs, EXEMPTION_BATCH_LIMIT)) {
        await call(endpoints.addProjects, { body: { projects: piece }, ...DIALOG_OPTIONS });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.projects) }),
  });
}

export function useUpdateExemptProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { office: number | null; hire_date: string | null } }) =>
      call(endpoints.updateProject, { params: { id }, body, ...DIALOG_OPTIONS }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.projects) }),
  });
}

export function useDeleteExemptProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => call(endpoints.removeProjects, { query: { ids: ids.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(endpoints.projects) }),
  });
}

/** POST notification: the bell tells these people (or, without ids, everyone on the list) they are exempt. */
export function useNotifyExempt() {
  return useMutation({
    mutationFn: (userIds: number[] | undefined) =>
      call(endpoints.notify, { body: userIds === undefined ? {} : { user_ids: userIds } }),
  });
}

/**
 * GET {name}/report: the xlsx of one list, saved as a file. Cancellable through `signal` (a cancelled call
 * rejects with RequestCancelledError); failures are the caller's to show (no global dialog).
 */
export async function downloadExemptionReport(name: ExemptionReportName, signal: AbortSignal): Promise<void> {
  await download(endpoints.report, reportFileName(name, toWireDate(new Date())), {
    params: { name },
    signal,
    silent: true,
  });
}
