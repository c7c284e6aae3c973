import { configurePasswordHashing } from '../src/platform/auth/passwords.ts';

/**
 * log2 of scrypt's N for the API tests' password hashes: 2^10 (1 MB, a millisecond) instead of the product's
 * 2^17 (PASSWORD_HASH_COST), the one parameter that makes a hash slow on purpose. The tests sign in and guess
 * passwords hundreds of times, and every unknown login still costs a hash. passwords.unit.test.ts proves the
 * product's cost and the upgrade of older hashes; sessions.test.ts the upgrade at sign-in.
 */
export const TEST_PASSWORD_COST = 10;

configurePasswordHashing(TEST_PASSWORD_COST);
