import { hash, type Options, verify } from '@node-rs/argon2';

/** argon2id at the OWASP-recommended floor (19 MiB, 2 passes); the library defaults to argon2id. */
export const PASSWORD_HASH_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let cost: Options = PASSWORD_HASH_COST;

/**
 * For the API tests only (server/test/setup.ts): argon2 at its floor. A hash at the real
 * cost takes ~60 ms of a core, and the suites sign up and in ~2,000 times a run, which was
 * two fifths of their CPU; a hash carries its own parameters, so verifying either kind is
 * the same code. Nothing in the product calls this (a test checks the cost it ships with).
 */
export function lowerPasswordHashCostForTests(options: Options) {
  cost = options;
}

export const hashPassword = (password: string) => hash(password, cost);

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * Verifying against this when the e-mail is unknown makes a miss cost as much as a
 * wrong password, so response time does not reveal which addresses have accounts.
 */
export const dummyHash = hashPassword('not-a-real-password');
