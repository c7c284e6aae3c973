import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardEditBody, CardFieldsInput } from '@intranet/contracts';
import { cardsEndpoints as endpoints } from '@intranet/contracts/cards/endpoints';
import { filesEndpoints } from '@intranet/contracts/files/endpoints';
import { call, download, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

/** Business cards' calls (docs/modules/cards.md); every write refreshes the whole module. */

export function useCardList(page: number, perPage: number, statusId?: number) {
  return useQuery({
    ...endpointQuery(endpoints.list, {
      query: { page, per_page: perPage, ...(statusId ? { status_id: statusId } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
}

export function useCard(id: number) {
  return useQuery({
    ...endpointQuery(endpoints.one, { params: { id }, handledStatuses: [404] }),
    select: (body) => body.data,
    retry: false,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** Rates, companies and offices: they change when an administrator edits them. */
export function useCardOptions() {
  return useQuery({
    ...endpointQuery(endpoints.options),
    select: (body) => body.data,
    staleTime: 5 * 60_000,
  });
}

export function usePersonFields(userId: number | undefined) {
  return useQuery({
    ...endpointQuery(endpoints.fields, { params: { id: userId ?? 0 } }),
    select: (body) => body.data,
    enabled: userId !== undefined,
  });
}

export function useWorkPositions() {
  const mine = useQuery({ ...endpointQuery(endpoints.userPositions), select: (body) => body.data });
  const shared = useQuery({ ...endpointQuery(endpoints.sharedPositions), select: (body) => body.data });
  return { mine: mine.data ?? [], shared: shared.data ?? [] };
}

function useCardsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.one.module) });
}

/** POST /bp_cards; the form shows the 400 field errors and the creation-failure text (CARD_TEXTS) on any other failure. */
export function useCreateCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (body: CardFieldsInput) => call(endpoints.create, { body, fieldErrors: true, silent: true }),
    onSuccess: changed,
  });
}

export function useEditCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CardEditBody }) =>
      call(endpoints.edit, { params: { id }, body, fieldErrors: true }),
    onSuccess: changed,
  });
}

export function useDeleteCard() {
  const changed = useCardsChanged();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.remove, { params: { id } }),
    onSuccess: changed,
  });
}

export function downloadCardPdf(id: number, fileName: string) {
  return download(endpoints.pdf, fileName, { params: { id } });
}

/** A logo or a layout, stored at once (POST /upload/files); the order links its id. */
export async function uploadCardFile(file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  const { data } = await call(filesEndpoints.uploadFiles, { body, silent: true });
  return data[0]!;
}
