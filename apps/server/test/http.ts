import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export interface SignedIn {
  token: string;
  /** `refresh_token=...` to send back as a cookie header. */
  cookie: string;
  headers: { authorization: string };
}

export function cookieFrom(response: LightMyRequestResponse, name: string): string | undefined {
  const cookie = response.cookies.find((item) => item.name === name);
  return cookie && cookie.value ? `${name}=${cookie.value}` : undefined;
}

/**
 * Signs in over HTTP, paying a password hash: for the tests about sign-in, sessions, refresh cookies and
 * login-as. Every other test opens its sessions with test/api-client.ts.
 */
export async function signIn(app: FastifyInstance, login: string, password: string): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/token/issue',
    payload: { login, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ access_token: string }>().access_token;
  return {
    token,
    cookie: cookieFrom(response, 'refresh_token')!,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A multipart body built by hand, so tests control exact byte sizes. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; content: Buffer; type?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
