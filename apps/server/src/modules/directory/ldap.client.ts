import fs from 'node:fs';
import type { ConnectionOptions } from 'node:tls';
import { Client, InvalidCredentialsError, type Entry } from 'ldapts';
import type { DirectoryTestOutcome } from '@intranet/contracts';
import type { DirectoryConfig } from './directory.config.ts';
import {
  bufferAttributes,
  personAttributes,
  personOf,
  userFilterFor,
  type DirectoryPerson,
} from './directory.entries.ts';

/** Why a directory call failed, for the administrator's connection test and the sign-in's answer. */
export class DirectoryError extends Error {
  override name = 'DirectoryError';
  constructor(
    readonly outcome: Exclude<DirectoryTestOutcome, 'ok' | 'not_configured'>,
    message: string,
  ) {
    super(message);
  }
}

/** A failure of ldapts or the socket as one of the outcomes an administrator can act on. */
export function classifyError(error: unknown, config: DirectoryConfig): DirectoryError {
  if (error instanceof DirectoryError) return error;
  const seconds = Math.round(config.timeoutMs / 1000);
  if (error instanceof InvalidCredentialsError)
    return new DirectoryError(
      'wrong_credentials',
      'Каталог отклонил вход: неверный DN или пароль служебной учетной записи',
    );
  const text =
    error instanceof Error ? `${error.name} ${error.message} ${(error as { code?: string }).code ?? ''}` : '';
  if (/timeout|timed out|ETIMEDOUT/i.test(text))
    return new DirectoryError('timeout', `Каталог не ответил за ${seconds} с`);
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ENETUNREACH|ECONNRESET|EAI_AGAIN|socket|closed/i.test(text))
    return new DirectoryError('unreachable', `Сервер каталога недоступен (${config.url})`);
  if (/certificate|self.signed|CERT|TLS|SSL/i.test(text))
    return new DirectoryError(
      'error',
      'Не удалось установить защищенное соединение: проверьте сертификат (LDAP_TLS_CA_FILE)',
    );
  return new DirectoryError(
    'error',
    `Ошибка каталога: ${error instanceof Error ? error.message : String(error)}`,
  );
}

function tlsOptions(config: DirectoryConfig): ConnectionOptions {
  return config.tlsCaFile ? { ca: [fs.readFileSync(config.tlsCaFile)] } : {};
}

/**
 * One connection to the directory, closed after the work: it times out in seconds (a directory that does not
 * answer never holds a sign-in) and is upgraded with StartTLS when asked. The CA goes to the constructor only
 * for ldaps://: ldapts opens TLS at once whenever the constructor has any TLS option, which on an ldap://
 * port meant for StartTLS is a handshake with plain LDAP.
 */
async function withConnection<T>(config: DirectoryConfig, work: (client: Client) => Promise<T>): Promise<T> {
  const ldaps = config.url.startsWith('ldaps:');
  const client = new Client({
    url: config.url,
    timeout: config.timeoutMs,
    connectTimeout: config.timeoutMs,
    tlsOptions: ldaps ? tlsOptions(config) : undefined,
  });
  try {
    if (config.startTls && !ldaps) await client.startTLS(tlsOptions(config));
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** One conversation with the directory as its service account. */
async function withServiceBind<T>(config: DirectoryConfig, work: (client: Client) => Promise<T>): Promise<T> {
  try {
    return await withConnection(config, async (client) => {
      await client.bind(config.bindDn, config.bindPassword);
      return work(client);
    });
  } catch (error) {
    throw classifyError(error, config);
  }
}

async function searchPeople(client: Client, config: DirectoryConfig, filter: string): Promise<Entry[]> {
  const { searchEntries } = await client.search(config.baseDn, {
    scope: 'sub',
    filter,
    attributes: personAttributes(config),
    explicitBufferAttributes: bufferAttributes(config),
    paged: { pageSize: 500 },
  });
  return searchEntries;
}

/** Reads every person of the directory (the sync). */
export async function readPeople(config: DirectoryConfig): Promise<DirectoryPerson[]> {
  const entries = await withServiceBind(config, (client) =>
    searchPeople(client, config, config.peopleFilter),
  );
  return entries.map((entry) => personOf(entry, config)).filter((person) => person !== null);
}

/** The connection test: the service bind, then a count of the people the sync would read. */
export async function countPeople(config: DirectoryConfig): Promise<number> {
  return withServiceBind(
    config,
    async (client) => (await searchPeople(client, config, config.peopleFilter)).length,
  );
}

/**
 * Search-then-bind: the service account finds the one entry of the login (escaped), then the person's own DN
 * and password are bound on a fresh connection. Null: no such person, several, or a wrong password.
 */
export async function verifyPassword(
  config: DirectoryConfig,
  login: string,
  password: string,
): Promise<DirectoryPerson | null> {
  // An empty password would be an anonymous bind, which directories accept: never a proof.
  if (password === '') return null;
  const entries = await withServiceBind(config, (client) =>
    searchPeople(client, config, userFilterFor(config, login)),
  );
  if (entries.length !== 1) return null;
  const person = personOf(entries[0]!, config);
  if (!person) return null;
  try {
    return await withConnection(config, async (client) => {
      await client.bind(person.dn, password);
      return person;
    });
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return null;
    throw classifyError(error, config);
  }
}
