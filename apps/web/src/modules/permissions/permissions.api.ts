import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { permissionStateSchema } from '@intranet/contracts';
import { permissionsEndpoints as endpoints } from '@intranet/contracts/permissions/endpoints';
import { call, endpointQuery, moduleKey } from '../../api/endpoint-client.ts';

export type PermissionState = z.infer<typeof permissionStateSchema>;

/** Whose permissions the screen shows: a role or a person. */
export type PermissionHolder = { kind: 'role'; id: number } | { kind: 'user'; id: number };

/** GET /permission/role/{id} or /permission/user/{id}: every permission with its state for the holder. */
export function usePermissionStates(holder: PermissionHolder | null) {
  const endpoint = holder?.kind === 'role' ? endpoints.ofRole : endpoints.ofUser;
  return useQuery({
    ...endpointQuery(endpoint, { params: { id: holder?.id ?? 0 } }),
    enabled: holder !== null,
    select: (body) => body.data,
  });
}

export interface PermissionToggle {
  holder: PermissionHolder;
  permissionId: number;
  granted: boolean;
}

/** POST /permission/toggle, then the holder's list is read again (no optimistic update). */
export function useTogglePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ holder, permissionId, granted }: PermissionToggle) =>
      call(endpoints.toggle, {
        body: {
          permission_id: permissionId,
          granted,
          ...(holder.kind === 'role' ? { role_id: holder.id } : { user_id: holder.id }),
        },
      }),
    // A role's grant changes what its people hold through it: every open list is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: moduleKey(endpoints.toggle.module) }),
  });
}
