/**
 * Test support: Debian's slapd started as a child process in a temporary folder with a small directory (a
 * few people, a group, a disabled account), and the config the portal uses to reach it. CI installs slapd
 * (.ci/run); locally: `apt-get install -y slapd ldap-utils`. With `tls`, openssl makes a throwaway CA and the
 * server's certificate, and slapd offers StartTLS on its ldap:// port and LDAPS on a second one.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Attribute, Change, Client } from 'ldapts';
import { directoryConfigOf, type DirectoryConfig } from './directory.config.ts';

export const SUFFIX = 'dc=example,dc=org';
const ADMIN_DN = `cn=admin,${SUFFIX}`;
const ADMIN_PASSWORD = 'admin-secret';
export const SERVICE_DN = `cn=portal,${SUFFIX}`;
export const SERVICE_PASSWORD = 'service-secret';
export const PEOPLE = `ou=people,${SUFFIX}`;
export const GROUPS = `ou=groups,${SUFFIX}`;

export interface TestPerson {
  uid: string;
  givenName: string;
  sn: string;
  mail?: string;
  title?: string;
  telephoneNumber?: string;
  departmentNumber?: string;
  manager?: string;
  password: string;
  disabled?: boolean;
}

export const personDn = (uid: string) => `uid=${uid},${PEOPLE}`;

/** A free TCP port on 127.0.0.1 (listen on 0, read it, close). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface TestDirectoryTls {
  /** The LDAPS listener, e.g. ldaps://127.0.0.1:40123. */
  ldapsUrl: string;
  /** PEM of the CA that signed the server's certificate. */
  caFile: string;
  /** PEM of another CA, which signed nothing slapd presents: a client trusting only it must refuse. */
  otherCaFile: string;
}

export interface TestDirectory {
  url: string;
  tls: TestDirectoryTls | undefined;
  config: (overrides?: Partial<DirectoryConfig>) => DirectoryConfig;
  add(person: TestPerson): Promise<void>;
  modify(uid: string, attribute: string, values: string[]): Promise<void>;
  remove(uid: string): Promise<void>;
  stop(): Promise<void>;
}

/** Runs openssl in the folder; `args` is split at spaces, `subject` (which may hold spaces) goes to -subj. */
const openssl = (folder: string, args: string, subject?: string) =>
  execFileSync('openssl', [...args.split(' '), ...(subject ? ['-subj', subject] : [])], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'pipe'],
  });

// P-256 keys: generated in milliseconds, unlike RSA, on a machine the tests share.
const EC_KEY = '-newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes';

/** A self-signed CA valid for two days; returns the names of its certificate and key in the folder. */
function makeCa(folder: string, name: string, commonName: string): { cert: string; key: string } {
  const [cert, key] = [`${name}.pem`, `${name}.key`];
  openssl(
    folder,
    `req -x509 ${EC_KEY} -keyout ${key} -out ${cert} -days 2` +
      ' -addext basicConstraints=critical,CA:TRUE -addext keyUsage=critical,keyCertSign,cRLSign',
    `/CN=${commonName}`,
  );
  return { cert, key };
}

/** The CA, the server's certificate for 127.0.0.1 and localhost signed by it, and an unrelated CA. */
function makeCertificates(folder: string) {
  const ca = makeCa(folder, 'ca', 'Intranet test CA');
  const other = makeCa(folder, 'other-ca', 'Unrelated test CA');
  fs.writeFileSync(
    path.join(folder, 'server.ext'),
    [
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      'basicConstraints=CA:FALSE',
      'keyUsage=critical,digitalSignature',
      'extendedKeyUsage=serverAuth',
      '',
    ].join('\n'),
  );
  openssl(folder, `req ${EC_KEY} -keyout server.key -out server.csr`, '/CN=localhost');
  openssl(
    folder,
    `x509 -req -in server.csr -CA ${ca.cert} -CAkey ${ca.key} -set_serial 2 -days 2` +
      ' -extfile server.ext -out server.pem',
  );
  const at = (name: string) => path.join(folder, name);
  return {
    caFile: at(ca.cert),
    otherCaFile: at(other.cert),
    certFile: at('server.pem'),
    keyFile: at('server.key'),
  };
}

function slapdConf(folder: string, tls: ReturnType<typeof makeCertificates> | undefined): string {
  const schema = (name: string) => `include /etc/ldap/schema/${name}.schema`;
  return [
    schema('core'),
    schema('cosine'),
    schema('inetorgperson'),
    schema('nis'),
    `pidfile ${folder}/slapd.pid`,
    ...(tls
      ? [
          `TLSCACertificateFile ${tls.caFile}`,
          `TLSCertificateFile ${tls.certFile}`,
          `TLSCertificateKeyFile ${tls.keyFile}`,
        ]
      : []),
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    'database mdb',
    `suffix "${SUFFIX}"`,
    `rootdn "${ADMIN_DN}"`,
    `rootpw ${ADMIN_PASSWORD}`,
    `directory ${folder}/db`,
    'maxsize 10485760',
    'overlay memberof',
    'access to attrs=userPassword by self read by anonymous auth by * none',
    'access to * by * read',
    '',
  ].join('\n');
}

async function admin<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ url, timeout: 5000, connectTimeout: 5000 });
  try {
    await client.bind(ADMIN_DN, ADMIN_PASSWORD);
    return await work(client);
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/**
 * Starts slapd with the base entries, the service account and a group «Portal Admins» (empty at first);
 * `tls: true` adds the certificates, StartTLS and an LDAPS listener.
 */
export async function startTestDirectory(
  people: TestPerson[],
  options: { tls?: boolean } = {},
): Promise<TestDirectory> {
  if (!fs.existsSync('/usr/sbin/slapd'))
    throw new Error('slapd не установлен: apt-get install -y slapd ldap-utils (CI ставит его в .ci/run)');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'intranet-slapd-'));
  fs.mkdirSync(path.join(folder, 'db'));
  const certificates = options.tls ? makeCertificates(folder) : undefined;
  fs.writeFileSync(path.join(folder, 'slapd.conf'), slapdConf(folder, certificates));
  const port = await freePort();
  const url = `ldap://127.0.0.1:${port}`;
  let ldapsPort = port;
  while (certificates && ldapsPort === port) ldapsPort = await freePort();
  const ldapsUrl = certificates ? `ldaps://127.0.0.1:${ldapsPort}` : undefined;
  const listeners = [`${url}/`, ...(ldapsUrl ? [`${ldapsUrl}/`] : [])].join(' ');
  const child: ChildProcess = spawn(
    '/usr/sbin/slapd',
    ['-h', listeners, '-f', path.join(folder, 'slapd.conf'), '-d', '0'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`slapd не запустился: ${stderr}`);
    try {
      await admin(url, async () => undefined);
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin(url, async (client) => {
    await client.add(SUFFIX, {
      objectClass: ['top', 'dcObject', 'organization'],
      o: 'Example',
      dc: 'example',
    });
    await client.add(SERVICE_DN, {
      objectClass: ['simpleSecurityObject', 'organizationalRole'],
      cn: 'portal',
      userPassword: SERVICE_PASSWORD,
    });
    await client.add(PEOPLE, { objectClass: ['organizationalUnit'], ou: 'people' });
    await client.add(GROUPS, { objectClass: ['organizationalUnit'], ou: 'groups' });
  });
  const directory: TestDirectory = {
    url,
    tls:
      certificates && ldapsUrl
        ? { ldapsUrl, caFile: certificates.caFile, otherCaFile: certificates.otherCaFile }
        : undefined,
    config: (overrides = {}) => ({
      ...directoryConfigOf({
        LDAP_URL: url,
        LDAP_BIND_DN: SERVICE_DN,
        LDAP_BIND_PASSWORD: SERVICE_PASSWORD,
        LDAP_BASE_DN: PEOPLE,
        LDAP_USER_FILTER: '(&(objectClass=inetOrgPerson)(uid={login}))',
        LDAP_PEOPLE_FILTER: '(objectClass=inetOrgPerson)',
        LDAP_TIMEOUT_SECONDS: 3,
        LDAP_LOGIN_ATTRIBUTE: 'uid',
        LDAP_ID_ATTRIBUTE: 'entryUUID',
        LDAP_DISABLED_ATTRIBUTE: 'employeeType=disabled',
      })!,
      ...overrides,
    }),
    add: (person) =>
      admin(url, async (client) => {
        await client.add(personDn(person.uid), {
          objectClass: ['inetOrgPerson'],
          uid: person.uid,
          cn: `${person.givenName} ${person.sn}`,
          givenName: person.givenName,
          sn: person.sn,
          userPassword: person.password,
          ...(person.mail ? { mail: person.mail } : {}),
          ...(person.title ? { title: person.title } : {}),
          ...(person.telephoneNumber ? { telephoneNumber: person.telephoneNumber } : {}),
          ...(person.departmentNumber ? { departmentNumber: person.departmentNumber } : {}),
          ...(person.manager ? { manager: person.manager } : {}),
          ...(person.disabled ? { employeeType: 'disabled' } : {}),
        });
      }),
    modify: (uid, attribute, values) =>
      admin(url, (client) =>
        client.modify(
          personDn(uid),
          new Change({ operation: 'replace', modification: new Attribute({ type: attribute, values }) }),
        ),
      ),
    remove: (uid) => admin(url, (client) => client.del(personDn(uid))),
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
  for (const person of people) await directory.add(person);
  return directory;
}

/** Makes a group of these people (groupOfNames; memberOf appears on each through the overlay). */
export async function addGroup(directory: TestDirectory, cn: string, uids: string[]): Promise<void> {
  await admin(directory.url, (client) =>
    client.add(`cn=${cn},${GROUPS}`, { objectClass: ['groupOfNames'], cn, member: uids.map(personDn) }),
  );
}
