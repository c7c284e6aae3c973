import { queryOptions } from '@tanstack/react-query';
import type { TokenIssueBody } from '@intranet/contracts';
import { authEndpoints } from '@intranet/contracts/auth/endpoints';
import { settingsEndpoints } from '@intranet/contracts/settings/endpoints';
import { ssoEndpoints } from '@intranet/contracts/sso/endpoints';
import { usersEndpoints } from '@intranet/contracts/users/endpoints';
import { call, endpointKey } from '../../api/endpoint-client.ts';
import type { SettingsMap } from './session-queries.ts';

/**
 * The session's calls: sign-in, sign-out, login-as, the user and the settings. A chunk of its own (the entry
 * loads it through session-queries.ts); the token's refresh is the http client's own (api/http-client.ts).
 */

/** GET /me: the signed-in user, cached as the user itself. */
export const meQueryOptions = queryOptions({
  queryKey: endpointKey(usersEndpoints.me),
  queryFn: ({ signal }) => call(usersEndpoints.me, { signal }).then((response) => response.data),
  staleTime: 5 * 60_000,
});

/** GET /settings, cached as a map of key to value (the error dialogs read it from the cache). */
export const settingsQueryOptions = queryOptions({
  queryKey: endpointKey(settingsEndpoints.list),
  queryFn: ({ signal }): Promise<SettingsMap> =>
    call(settingsEndpoints.list, { signal, silent: true }).then((response) =>
      Object.fromEntries(response.data.map((setting) => [setting.key, setting.value])),
    ),
  staleTime: 10 * 60_000,
});

/** The sign-in form shows 400, 401 and 429 itself, with the fields' errors. */
export const issueToken = (credentials: TokenIssueBody) =>
  call(authEndpoints.issue, {
    body: credentials,
    anonymous: true,
    handledStatuses: [400, 401, 429],
    fieldErrors: true,
  });

/**
 * Ends the portal's session (modules/sso: the same as /auth/token/logout); a session opened through the
 * corporate provider then ends there too, when the provider can (its end_session_endpoint).
 */
export async function logout(): Promise<void> {
  const { data } = await call(ssoEndpoints.logout, { anonymous: true, silent: true });
  if (data.redirect_url) window.location.assign(data.redirect_url);
}

export const loginAs = (userId: number) => call(authEndpoints.loginAs, { params: { id: userId } });

export const returnFromLoginAs = () => call(authEndpoints.returnFromLoginAs);
