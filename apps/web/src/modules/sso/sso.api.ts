import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DirectorySource, RoleMappingEntry, SsoSettings } from '@intranet/contracts';
import { ssoEndpoints } from '@intranet/contracts/sso/endpoints';
import { call, endpointKey, endpointQuery } from '../../api/endpoint-client.ts';

/** Whether the sign-in page offers «Войти через корпоративный аккаунт» (asked before anyone signs in). */
export function useOidcEnabled(): boolean {
  const { data } = useQuery({
    ...endpointQuery(ssoEndpoints.public, { anonymous: true, silent: true }),
    retry: false,
    staleTime: Infinity,
  });
  return data?.data.enabled ?? false;
}

export function useSsoAdmin() {
  return useQuery(endpointQuery(ssoEndpoints.admin));
}

export function useSaveSsoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettings) => call(ssoEndpoints.saveSettings, { body, fieldErrors: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(ssoEndpoints.admin) }),
  });
}

export function useCheckSso() {
  return useMutation({ mutationFn: () => call(ssoEndpoints.check) });
}

export function useRoleMapping(source: DirectorySource) {
  return useQuery(endpointQuery(ssoEndpoints.mapping, { params: { source } }));
}

export function useReplaceRoleMapping(source: DirectorySource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: RoleMappingEntry[]) =>
      call(ssoEndpoints.replaceMapping, { params: { source }, body: { entries }, fieldErrors: true }),
    onSuccess: (response) =>
      queryClient.setQueryData(endpointKey(ssoEndpoints.mapping, { params: { source } }), response),
  });
}

/** The browser's own sign-in step: a navigation to the server, which sends it on to the provider. */
export function oidcStartUrl(returnTo: string): string {
  return `/api/auth/oidc/start?return_to=${encodeURIComponent(returnTo)}`;
}
