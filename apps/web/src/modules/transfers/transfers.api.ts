import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransferBody, TransferEditBody, TransferListQuery } from '@intranet/contracts';
import { transfersEndpoints as endpoints } from '@intranet/contracts/transfers/endpoints';
import { call, endpointKey, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';
import { personHint, type PeopleSource } from '../../ui/people-search.ts';

/** Перевод сотрудников (docs/modules/transfers.md): the module's reads and writes. */

/** GET /bp_transfers: a page in the chosen order, with `addable`. */
export function useTransfers(query: Pick<TransferListQuery, 'page' | 'per_page' | 'sort' | 'direction'>) {
  return useQuery({
    ...endpointQuery(endpoints.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** GET /bp_transfers/{id}: a transfer the viewer may not see is shown on the page, not as a dialog. */
export function useTransfer(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** GET /bp_transfers-fields: the form's choices (they change rarely). */
export function useTransferFields() {
  return useQuery({
    ...endpointQuery(endpoints.fields, { query: {} }),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

/** People for the pickers, from the form's fields call. */
export const transferPeople: PeopleSource = {
  queryKey: (filter) => endpointKey(endpoints.fields, { query: { search: filter } }),
  search: async (filter, signal) => {
    const { data } = await call(endpoints.fields, { query: { search: filter }, signal, silent: true });
    return data.users.map((person) => ({
      value: person.id,
      label: person.full_name,
      hint: personHint(person.work_position, person.department),
    }));
  },
};

function useTransfersChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) });
}

/** POST /bp_transfers; the form shows the 400 field errors itself. */
export function useCreateTransfer() {
  const changed = useTransfersChanged();
  return useMutation({
    mutationFn: (body: TransferBody) => call(endpoints.create, { body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** PUT /bp_transfers/{id} with the version read; a stale one is the server's 409 in the error dialog. */
export function useEditTransfer() {
  const changed = useTransfersChanged();
  return useMutation({
    mutationFn: ({ id, ...body }: TransferEditBody & { id: number }) =>
      call(endpoints.edit, { params: { id }, body, fieldErrors: true }),
    onSuccess: changed,
  });
}

/** POST /bp_transfers/upload/files: one person's document, stored at once; the form keeps its id. */
export async function uploadTransferDocument(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await call(endpoints.upload, { body, silent: true });
  return data[0]!;
}
