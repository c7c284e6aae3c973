import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Customer,
  EditablePeriod,
  Role,
  TsAction,
  TsShadowWrite,
  TsWrite,
  TsWriteInput,
  UserListItem,
  WeekendDay,
} from '@intranet/contracts';
import { http } from '../../api/http-client.ts';
import type { Period } from './timesheet-period.ts';

/** The screens show these answers themselves (an alert over the grid or the form), not the global dialog. */
const OWN_STATUSES = [409] as const;

export interface NotBusyPreview {
  customer_id: number | null;
  days: { date: string; time: number }[];
}

export interface WriteHistoryEntry {
  action: string;
  old_time: number | null;
  new_time: number | null;
  old_status: number | null;
  new_status: number | null;
  comment: string | null;
  changed_by: { id: number; full_name: string } | null;
  changed_at: string;
}

export const timesheetKeys = {
  all: ['timesheet'] as const,
  writesAll: ['timesheet', 'writes'] as const,
  writes: (period: Period, userId: number | undefined) =>
    ['timesheet', 'writes', 'person', period.start, period.end, userId ?? 'me'] as const,
  projectWrites: (period: Period, customerIds: readonly number[]) =>
    ['timesheet', 'writes', 'projects', period.start, period.end, customerIds.join(',')] as const,
  shadow: (period: Period, userId: number | undefined) =>
    ['timesheet', 'shadow', period.start, period.end, userId ?? 'me'] as const,
  notBusy: (period: Period, userId: number | undefined) =>
    ['timesheet', 'writes', 'not-busy', period.start, period.end, userId ?? 'me'] as const,
  history: (id: number) => ['timesheet', 'writes', 'history', id] as const,
  editablePeriodAt: (date: string) => ['timesheet', 'editable-period', date] as const,
  calendar: (countryId: number, period: Period) =>
    ['timesheet', 'calendar', countryId, period.start, period.end] as const,
  projects: ['timesheet', 'dba-projects'] as const,
  selectableUsers: ['timesheet', 'selectable-users'] as const,
  approvable: (start: string) => ['timesheet', 'approvable-projects', start] as const,
  editablePeriods: ['timesheet', 'settings', 'editable-periods'] as const,
  roles: ['timesheet', 'roles'] as const,
};

/** One person's writes in the period (GET /timesheet/writes). */
export function useTsWrites(period: Period | null, userId: number | undefined) {
  return useQuery({
    queryKey: timesheetKeys.writes(period ?? { start: '', end: '' }, userId),
    queryFn: ({ signal }) =>
      http.get<{ data: TsWrite[] }>('/timesheet/writes', {
        query: { date_start: period!.start, date_end: period!.end, user_id: userId },
        signal,
      }),
    enabled: period !== null,
    select: (body) => body.data,
  });
}

/**
 * A person's sick-leave and vacation days counted as filled (GET /timesheet/shadow/writes): derived from
 * their statuses, never stored, always approved.
 */
export function useShadowWrites(period: Period | null, userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: timesheetKeys.shadow(period ?? { start: '', end: '' }, userId),
    queryFn: ({ signal }) =>
      http.get<{ data: TsShadowWrite[] }>('/timesheet/shadow/writes', {
        query: { date_start: period!.start, date_end: period!.end, user_id: userId },
        signal,
      }),
    enabled: enabled && period !== null,
    select: (body) => body.data,
  });
}

/** The approver's view: the writes of the given projects (403 when one is not theirs). */
export function useProjectWrites(period: Period | null, customerIds: readonly number[]) {
  return useQuery({
    queryKey: timesheetKeys.projectWrites(period ?? { start: '', end: '' }, customerIds),
    queryFn: ({ signal }) =>
      http.get<{ data: TsWrite[] }>('/timesheet/writes', {
        query: { date_start: period!.start, date_end: period!.end, customer_ids: customerIds.join(',') },
        signal,
      }),
    enabled: period !== null && customerIds.length > 0,
    placeholderData: keepPreviousData,
    select: (body) => body.data,
  });
}

export function useEditablePeriodAt(date: string) {
  return useQuery({
    queryKey: timesheetKeys.editablePeriodAt(date),
    queryFn: ({ signal }) =>
      http.get<{ data: EditablePeriod | null }>(`/timesheet/editable_period/${date}`, {
        signal,
        silent: true,
      }),
    staleTime: 5 * 60_000,
    select: (body) => body.data,
  });
}

/** Weekends, holidays and norm hours of the person's country for the period. */
export function useWorkDays(countryId: number, period: Period | null) {
  return useQuery({
    queryKey: timesheetKeys.calendar(countryId, period ?? { start: '', end: '' }),
    queryFn: ({ signal }) =>
      http.get<{ data: WeekendDay[] }>('/work_calendar/filter', {
        query: { country_id: countryId, date_start: period!.start, date_end: period!.end },
        signal,
      }),
    enabled: period !== null,
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

export function useDbaProjects(enabled: boolean) {
  return useQuery({
    queryKey: timesheetKeys.projects,
    queryFn: ({ signal }) => http.get<{ data: Customer[] }>('/dba_projects', { signal }),
    enabled,
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

/** People the caller may fill for; `enabled` false for roles without the fill tab (the call would be 403). */
export function useSelectableUsers(enabled = true) {
  return useQuery({
    queryKey: timesheetKeys.selectableUsers,
    queryFn: ({ signal }) => http.get<{ data: UserListItem[] }>('/timesheet/selectable_users', { signal }),
    enabled,
    staleTime: 10 * 60_000,
    select: (body) => body.data,
  });
}

export function useApprovableProjects(start: string | null) {
  return useQuery({
    queryKey: timesheetKeys.approvable(start ?? ''),
    queryFn: ({ signal }) =>
      http.get<{ data: Customer[] }>('/timesheet/approvable_projects', {
        query: { date_start: start },
        signal,
      }),
    enabled: start !== null,
    select: (body) => body.data,
  });
}

export function useWriteHistory(id: number | null) {
  return useQuery({
    queryKey: timesheetKeys.history(id ?? 0),
    queryFn: ({ signal }) =>
      http.get<{ data: WriteHistoryEntry[] }>(`/timesheet/writes/${id}/history`, { signal }),
    enabled: id !== null,
    select: (body) => body.data,
  });
}

export function fetchNotBusyPreview(queryClient: QueryClient, period: Period, userId: number | undefined) {
  return queryClient.fetchQuery({
    queryKey: timesheetKeys.notBusy(period, userId),
    queryFn: ({ signal }) =>
      http.get<{ data: NotBusyPreview }>('/timesheet/not_busy_preview', {
        query: { date_start: period.start, date_end: period.end, user_id: userId },
        signal,
      }),
    staleTime: 0,
  });
}

/** Projects of the previous period; 404 «Отсутствуют проекты для переноса» is the screen's to show. */
export function fetchCopyPeriod(period: Period, userId: number | undefined) {
  return http.get<{ data: Customer[] }>('/timesheet/copy_period', {
    query: { date_start: period.start, date_end: period.end, user_id: userId },
    handledStatuses: [404],
  });
}

export function useSaveWrites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { user_id?: number; writes: TsWriteInput[] }) =>
      http.post<{ data: TsWrite[] }>('/timesheet/writes', body, {
        fieldErrors: true,
        handledStatuses: OWN_STATUSES,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.writesAll }),
  });
}

export function useSendForApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { date_start: string; date_end: string; user_id?: number }) =>
      http.post<{ data: { sent: number; not_busy: { date: string; time: number }[] } }>(
        '/timesheet/writes-for-approve',
        body,
        { handledStatuses: OWN_STATUSES },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.writesAll }),
  });
}

export function useWriteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: number[]; action: Exclude<TsAction, 'delete'>; comment?: string | null }) =>
      http.put<{ data: TsWrite[] }>('/timesheet/writes', body, {
        fieldErrors: true,
        handledStatuses: OWN_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.writesAll }),
  });
}

export function useDeleteWrites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      http.delete<void>('/timesheet/writes', {
        query: { ids: ids.join(',') },
        handledStatuses: OWN_STATUSES,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: timesheetKeys.writesAll }),
  });
}

export function useEditablePeriods() {
  return useQuery({
    queryKey: timesheetKeys.editablePeriods,
    queryFn: ({ signal }) =>
      http.get<{ data: EditablePeriod[] }>('/timesheet/settings/editable_periods', { signal }),
    select: (body) => body.data,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: timesheetKeys.roles,
    queryFn: ({ signal }) => http.get<{ data: Role[] }>('/roles', { signal }),
    staleTime: 30 * 60_000,
    select: (body) => body.data,
  });
}

export interface EditablePeriodInput {
  id?: number;
  body: { date_start: string; date_end: string; role_id: number | null };
}

export function useSaveEditablePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: EditablePeriodInput) => {
      const options = { fieldErrors: true, handledStatuses: OWN_STATUSES };
      return id === undefined
        ? http.post<{ data: EditablePeriod }>('/timesheet/settings/editable_periods', body, options)
        : http.put<{ data: EditablePeriod }>(`/timesheet/settings/editable_periods/${id}`, body, options);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetKeys.editablePeriods }),
        queryClient.invalidateQueries({ queryKey: ['timesheet', 'editable-period'] }),
      ]),
  });
}

export function useDeleteEditablePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(`/timesheet/settings/editable_periods/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: timesheetKeys.editablePeriods }),
        queryClient.invalidateQueries({ queryKey: ['timesheet', 'editable-period'] }),
      ]),
  });
}
