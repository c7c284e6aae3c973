import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  EXEMPTION_BATCH_LIMIT,
  type exemptionNotificationResultSchema,
  USER_SEARCH_LIMIT,
  type ExemptionOption,
  type ExemptionReportName,
  type ExemptProject,
  type ExemptUser,
} from '@intranet/contracts';
import { downloadFile } from '../../../api/download.ts';
import type { DataEnvelope } from '../../../api/envelopes.ts';
import { http, type RequestOptions } from '../../../api/http-client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { toWireDate } from '../../../ui/date-format.ts';
import type { PeopleSource } from '../../../ui/people-search.ts';
import { chunk, reportFileName, type ExemptProjectInput } from './exemption.helpers.ts';

const base = '/timesheet/exemption';

/** The dialogs show 400 and 409 themselves (spec: errors in Russian in the dialog). */
const DIALOG_OPTIONS = { fieldErrors: true, handledStatuses: [400, 409] } as const satisfies Pick<
  RequestOptions,
  'fieldErrors' | 'handledStatuses'
>;

export type ExemptionOptionList = 'block' | 'practice' | 'project' | 'office';

const exemptionKeys = queryKeys.timesheet.exemptions;

export function useExemptUsers() {
  return useQuery({
    queryKey: exemptionKeys.users,
    queryFn: ({ signal }) => http.get<DataEnvelope<ExemptUser[]>>(`${base}/users`, { signal }),
    select: (body) => body.data,
  });
}

export function useExemptProjects() {
  return useQuery({
    queryKey: exemptionKeys.projects,
    queryFn: ({ signal }) => http.get<DataEnvelope<ExemptProject[]>>(`${base}/projects`, { signal }),
    select: (body) => body.data,
  });
}

/** block-list, practice-list, project-list, office-list: `{ id, name }` options for the dialogs. */
export function useExemptionOptions(list: ExemptionOptionList, enabled = true) {
  return useQuery({
    queryKey: exemptionKeys.options(list),
    queryFn: ({ signal }) => http.get<DataEnvelope<ExemptionOption[]>>(`${base}/${list}-list`, { signal }),
    enabled,
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** People for the add dialog (GET user-list), for the shared PersonPicker. */
export const exemptionPeople: PeopleSource = {
  queryKey: exemptionKeys.userSearch,
  search: (filter, signal) =>
    http
      .get<DataEnvelope<ExemptionOption[]>>(`${base}/user-list`, {
        query: { filter, limit: USER_SEARCH_LIMIT },
        signal,
        silent: true,
      })
      .then((body) => body.data.map((person) => ({ value: person.id, label: person.name }))),
};

/** GET projects/exist: the exemptions of these projects (for these offices, or any when none given). */
export function fetchExistingExemptions(projectIds: readonly number[], officeIds: readonly number[]) {
  return http.get<DataEnvelope<ExemptProject[]>>(`${base}/projects/exist`, {
    query: { projects: projectIds.join(','), offices: officeIds.join(',') },
  });
}

export function useAddExemptUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: number[]) => {
      // At most EXEMPTION_BATCH_LIMIT per call; the server keeps people already on the list as they are.
      for (const piece of chunk(userIds, EXEMPTION_BATCH_LIMIT)) {
        await http.post<DataEnvelope<ExemptUser[]>>(`${base}/users`, { user_ids: piece }, DIALOG_OPTIONS);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exemptionKeys.users }),
  });
}

export function useDeleteExemptUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<void>(`${base}/users`, { query: { ids: ids.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exemptionKeys.users }),
  });
}

export function useAddExemptProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: ExemptProjectInput[]) => {
      for (const piece of chunk(inputs, EXEMPTION_BATCH_LIMIT)) {
        await http.post<DataEnvelope<ExemptProject[]>>(
          `${base}/projects`,
          { projects: piece },
          DIALOG_OPTIONS,
        );
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: exemptionKeys.projects }),
  });
}

export function useUpdateExemptProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { office: number | null; hire_date: string | null } }) =>
      http.patch<DataEnvelope<ExemptProject>>(`${base}/projects/${id}`, body, DIALOG_OPTIONS),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exemptionKeys.projects }),
  });
}

export function useDeleteExemptProjects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => http.delete<void>(`${base}/projects`, { query: { ids: ids.join(',') } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: exemptionKeys.projects }),
  });
}

/** POST notification: the bell tells these people (or, without ids, everyone on the list) they are exempt. */
export function useNotifyExempt() {
  return useMutation({
    mutationFn: (userIds: number[] | undefined) =>
      http.post<DataEnvelope<z.infer<typeof exemptionNotificationResultSchema>>>(
        `${base}/notification`,
        userIds === undefined ? {} : { user_ids: userIds },
      ),
  });
}

/**
 * GET {name}/report: the xlsx of one list, saved as a file. Cancellable through `signal` (a cancelled call
 * rejects with RequestCancelledError); failures are the caller's to show (no global dialog).
 */
export async function downloadExemptionReport(name: ExemptionReportName, signal: AbortSignal): Promise<void> {
  await downloadFile(`${base}/${name}/report`, reportFileName(name, toWireDate(new Date())), {
    signal,
    silent: true,
  });
}
