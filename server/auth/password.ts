import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended floor (19 MiB, 2 passes); the library defaults to argon2id.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

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
