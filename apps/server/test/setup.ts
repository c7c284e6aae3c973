import { configurePasswordHashing } from '../src/platform/auth/passwords.ts';

/**
 * API tests sign in hundreds of times: their password hashes are made with scrypt's N = 2^14 instead of the
 * product's 2^17 (PASSWORD_HASH_COST), the one parameter that makes a hash slow on purpose.
 * passwords.unit.test.ts proves the product's cost and the upgrade of older hashes.
 */
configurePasswordHashing(14);
