import type { JobSafetyTicketSave } from '@intranet/contracts/job-safety/job-safety';
import { jobSafetyEndpoints as endpoints } from '@intranet/contracts/job-safety/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointQuery, moduleKey } from '../../../api/endpoint-client.ts';

/** GET /tickets/{id} with the right answers (HR and administrators). */
export function useTicket(id: number | null) {
  return useQuery({
    ...endpointQuery(endpoints.ticket, { params: { id: id ?? 0 }, handledStatuses: [404] }),
    select: (body) => body.data,
    enabled: id !== null,
    retry: false,
  });
}

/**
 * POST /tickets or PUT /tickets/{id}: the 400 field errors go to the editor (fieldErrors), the chapters'
 * ticket lists are read again afterwards.
 */
export function useSaveTicket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: JobSafetyTicketSave }) =>
      id === null
        ? call(endpoints.createTicket, { body, fieldErrors: true })
        : call(endpoints.saveTicket, { params: { id }, body, fieldErrors: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: moduleKey(endpoints.chapters.module) }),
  });
}
