import { z } from 'zod';

/**
 * The directory's connection, read from the environment (docs/operations.md, "Active Directory / LDAP and
 * directory sync"). Unset LDAP_URL: no directory, every account signs in with its local password.
 */
export interface DirectoryConfig {
  url: string;
  bindDn: string;
  bindPassword: string;
  baseDn: string;
  /** The sign-in search; `{login}` becomes the typed login, escaped per RFC 4515. */
  userFilter: string;
  /** Who the sync reads. */
  peopleFilter: string;
  startTls: boolean;
  /** PEM file of the CA that signed the directory's certificate (LDAPS or StartTLS). */
  tlsCaFile: string | undefined;
  timeoutMs: number;
  loginAttribute: string;
  /** The stable id of an entry (AD: objectGUID; OpenLDAP: entryUUID). */
  idAttribute: string;
  /** `attribute=value` marking a disabled account; unset: AD's userAccountControl bit 2 (ACCOUNTDISABLE). */
  disabledAttribute: { name: string; value: string } | undefined;
  hireDateAttribute: string | undefined;
}

const flag = z.enum(['0', '1', 'true', 'false', '']).optional();

/** The LDAP_* variables, spread into the process's config schema (a bad value stops the start). */
export const directoryEnvShape = {
  LDAP_URL: z
    .string()
    .regex(/^(|ldaps?:\/\/[^\s/]+\/?)$/, 'LDAP_URL должен быть вида ldaps://host:636 или ldap://host:389')
    .optional(),
  LDAP_BIND_DN: z.string().optional(),
  LDAP_BIND_PASSWORD: z.string().optional(),
  LDAP_BASE_DN: z.string().optional(),
  LDAP_USER_FILTER: z
    .string()
    .refine((value) => value === '' || value.includes('{login}'), 'LDAP_USER_FILTER должен содержать {login}')
    .optional(),
  LDAP_PEOPLE_FILTER: z.string().optional(),
  LDAP_STARTTLS: flag,
  LDAP_TLS_CA_FILE: z.string().optional(),
  LDAP_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1, 'LDAP_TIMEOUT_SECONDS: от 1 до 60')
    .max(60, 'LDAP_TIMEOUT_SECONDS: от 1 до 60')
    .default(5),
  LDAP_LOGIN_ATTRIBUTE: z.string().optional(),
  LDAP_ID_ATTRIBUTE: z.string().optional(),
  LDAP_DISABLED_ATTRIBUTE: z
    .string()
    .regex(/^(|[\w-]+=.+)$/, 'LDAP_DISABLED_ATTRIBUTE: атрибут=значение, например employeeType=disabled')
    .optional(),
  LDAP_HIRE_DATE_ATTRIBUTE: z.string().optional(),
};

type DirectoryEnv = z.output<z.ZodObject<typeof directoryEnvShape>>;

/** The directory's config, or undefined when LDAP_URL is not set. */
export function directoryConfigOf(env: DirectoryEnv): DirectoryConfig | undefined {
  if (!env.LDAP_URL) return undefined;
  const login = env.LDAP_LOGIN_ATTRIBUTE || 'sAMAccountName';
  const disabled = env.LDAP_DISABLED_ATTRIBUTE?.match(/^([\w-]+)=(.+)$/);
  return {
    url: env.LDAP_URL,
    bindDn: env.LDAP_BIND_DN ?? '',
    bindPassword: env.LDAP_BIND_PASSWORD ?? '',
    baseDn: env.LDAP_BASE_DN ?? '',
    userFilter: env.LDAP_USER_FILTER || `(&(objectClass=person)(${login}={login}))`,
    peopleFilter: env.LDAP_PEOPLE_FILTER || `(&(objectClass=person)(${login}=*))`,
    startTls: env.LDAP_STARTTLS === '1' || env.LDAP_STARTTLS === 'true',
    tlsCaFile: env.LDAP_TLS_CA_FILE || undefined,
    timeoutMs: env.LDAP_TIMEOUT_SECONDS * 1000,
    loginAttribute: login,
    idAttribute: env.LDAP_ID_ATTRIBUTE || 'objectGUID',
    disabledAttribute: disabled ? { name: disabled[1]!, value: disabled[2]! } : undefined,
    hireDateAttribute: env.LDAP_HIRE_DATE_ATTRIBUTE || undefined,
  };
}
