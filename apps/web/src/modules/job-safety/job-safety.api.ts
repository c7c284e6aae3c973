import type {
  JobSafetyArticleSave,
  JobSafetyAssignmentCreate,
  JobSafetyQuestionBody,
  JobSafetyReportQuery,
} from '@intranet/contracts/job-safety/job-safety';
import { organisationEndpoints } from '@intranet/contracts/organisation/endpoints';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

// The job-safety pages show their own failures (docs/modules/job-safety.md): no generic dialog.
const handled = [400, 403, 404, 409, 500];

export function useChapters() {
  return useQuery({ ...endpointQuery(endpoints.chapters), select: (body) => body.data });
}

export function useUserState() {
  return useQuery({
    ...endpointQuery(endpoints.userState, { handledStatuses: handled }),
    select: (body) => body.data,
  });
}

export function useProtocols() {
  return useQuery({
    ...endpointQuery(endpoints.protocols, { handledStatuses: handled }),
    select: (body) => body.data,
  });
}

export function useArticle(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.article, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
  });
}

export function useArticleVersions(id: number, enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.articleVersions, { params: { id } }),
    select: (body) => body.data,
    enabled,
  });
}

export function useEducations() {
  return useQuery({
    ...endpointQuery(endpoints.educations, { handledStatuses: handled }),
    select: (body) => body.data,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: moduleKey(endpoints.chapters.module) });
}

/** PUT /job-safety/articles/{id}: field errors and the 409 of a stale version go to the editor. */
export function useSaveArticle() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, ...body }: JobSafetyArticleSave & { id: number }) =>
      call(endpoints.saveArticle, { params: { id }, body, fieldErrors: true, handledStatuses: [409] }),
    onSuccess: invalidate,
  });
}

export function startAttempt(evaluateId: number) {
  return call(endpoints.startAttempt, { body: { evaluate_id: evaluateId }, handledStatuses: handled });
}

export function loadAttempt(id: number) {
  return call(endpoints.attempt, { params: { id }, handledStatuses: handled });
}

export function sendQuestion(body: JobSafetyQuestionBody) {
  return call(endpoints.question, { body, handledStatuses: handled });
}

export function useInvalidateJobSafety() {
  return useInvalidate();
}

export function downloadProtocol(id: number, number: string | null) {
  return download(endpoints.downloadProtocol, number ? `Протокол ${number}.pdf` : 'Протокол.pdf', {
    params: { id },
    handledStatuses: handled,
  });
}

/** The report card's filters: standing, department and office (GET /job-safety/report's query). */
export function useReport(filters: JobSafetyReportQuery) {
  return useQuery({
    ...endpointQuery(endpoints.report, { query: filters, handledStatuses: handled }),
    select: (body) => body.data,
  });
}

export function downloadReport(filters: JobSafetyReportQuery) {
  return download(endpoints.reportXlsx, 'Охрана труда.xlsx', { query: filters, handledStatuses: handled });
}

export function useTeam() {
  return useQuery({
    ...endpointQuery(endpoints.team, { handledStatuses: handled }),
    select: (body) => body.data,
  });
}

export function useAssignments() {
  return useQuery({
    ...endpointQuery(endpoints.assignments, { handledStatuses: handled }),
    select: (body) => body.data,
  });
}

/** The offices a rule may name (structures of the office level), as the other forms list them. */
export function useOffices() {
  return useQuery({
    ...endpointQuery(organisationEndpoints.structures, { query: { entity_type: '5' } }),
    staleTime: 5 * 60_000,
    select: (body) => body.data.map(({ id, name }) => ({ value: id, label: name })),
  });
}

export function useCreateAssignment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: JobSafetyAssignmentCreate) =>
      call(endpoints.createAssignment, { body, fieldErrors: true, handledStatuses: handled }),
    onSuccess: invalidate,
  });
}

export function useDeleteAssignment() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: number) =>
      call(endpoints.deleteAssignment, { params: { id }, handledStatuses: handled }),
    onSuccess: invalidate,
  });
}

/** «Назначить сейчас»: the windows it opened change the reports too. */
export function useRunAssignments() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call(endpoints.runAssignments, { handledStatuses: handled }),
    onSuccess: invalidate,
  });
}
