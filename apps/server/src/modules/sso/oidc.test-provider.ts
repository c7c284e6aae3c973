import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, decodeJwt, SignJWT, decodeProtectedHeader } from 'jose';
import Provider from 'oidc-provider';

/**
 * An OpenID provider for the tests (npm oidc-provider, in-process, on a random port): one client, and an
 * account the test chooses that signs in without a form. `tamper` rewrites the ID token the token endpoint
 * returns (re-signed with the provider's own key), to test the portal's checks of issuer, audience and nonce.
 */
export interface TestAccount {
  sub: string;
  email?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  groups?: string[];
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  account: TestAccount;
  tamper: ((claims: Record<string, unknown>) => Record<string, unknown>) | undefined;
  close(): Promise<void>;
}

export async function startTestProvider(options: {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  clientId?: string;
  /** The host in the issuer URL: `localhost` makes the provider another site than a portal on 127.0.0.1. */
  host?: string;
  port?: number;
}): Promise<TestProvider> {
  let handler: http.RequestListener = (_request, response) => response.end();
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${options.host ?? '127.0.0.1'}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  const state: TestProvider = {
    issuer,
    clientId: options.clientId ?? 'intranet',
    clientSecret: 'test-client-secret-of-the-intranet',
    account: { sub: 'nobody' },
    tamper: undefined,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: state.clientId,
        client_secret: state.clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-cookie-key-of-the-provider'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      groups: ['groups'],
    },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true } },
    pkce: { required: () => true },
    findAccount: (_context, sub) => ({
      accountId: sub,
      claims: () => {
        const account = state.account;
        return {
          sub,
          email: account.email,
          email_verified: true,
          preferred_username: account.preferred_username,
          given_name: account.given_name,
          family_name: account.family_name,
          name: [account.given_name, account.family_name].filter(Boolean).join(' ') || undefined,
          groups: account.groups,
        };
      },
    }),
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
  });
  // The portal asks for plain http in tests: the provider needs no proxy settings for that.
  provider.proxy = true;

  // The token endpoint's ID token, rewritten when the test asks.
  provider.use(async (context, next) => {
    await next();
    const body = context.body as { id_token?: string } | undefined;
    if (!state.tamper || context.path !== '/token' || !body?.id_token) return;
    const header = decodeProtectedHeader(body.id_token);
    const claims = state.tamper({ ...decodeJwt(body.id_token) });
    body.id_token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: header.kid })
      .sign(privateKey);
  });

  const callback = provider.callback();
  handler = (request, response) => {
    if (!request.url?.startsWith('/interaction/')) {
      void callback(request, response);
      return;
    }
    interact(provider, state, request, response).catch((error: unknown) => {
      response.statusCode = 500;
      response.end(String(error));
    });
  };
  return state;
}

/** Signs the chosen account in and consents to what the client asked, without a page. */
async function interact(
  provider: Provider,
  state: TestProvider,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: state.account.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const accountId = details.session!.accountId;
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
    : new provider.Grant({ accountId, clientId });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}
