import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;

/** log2 of scrypt's N for new hashes (OWASP: N = 2^17, r = 8, p = 1); config PASSWORD_HASH_COST. */
export const DEFAULT_PASSWORD_COST = 17;
let cost = DEFAULT_PASSWORD_COST;

/**
 * Sets the cost of the hashes made from now on (once, at the process start). A stored hash of a lower cost
 * still verifies, and is made again at the next sign-in (`needsRehash`).
 */
export function configurePasswordHashing(log2N: number): void {
  cost = log2N;
}

const paramsOf = (log2N: number) => ({ N: 2 ** log2N, r: 8, p: 1 });

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // scrypt needs about 128 * N * r bytes: room for twice that, so the cost alone decides.
  const maxmem = 256 * (options.N ?? 16_384) * (options.r ?? 8);
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash` with base64url parts, so the parameters can be raised later. */
export async function hashPassword(
  password: string,
  salt: Buffer = randomBytes(16),
  log2N: number = cost,
): Promise<string> {
  const params = paramsOf(log2N);
  const key = await scrypt(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True for a hash made with a lower cost than new ones get (or not by scrypt): make it again on sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n] = stored.split('$');
  return scheme !== 'scrypt' || !(Number(n) >= paramsOf(cost).N);
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // A user without a password (or with a malformed hash) still costs one scrypt, so timing says nothing.
  const parts = stored?.split('$') ?? [];
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) {
    await scrypt(password, randomBytes(16), paramsOf(cost));
    return false;
  }
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
