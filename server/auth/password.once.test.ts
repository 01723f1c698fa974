import { describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './password';

// The API tests hash at argon2's floor (server/test/setup.ts); this checks what the product
// ships with, from a copy of the module that the test setup has not touched.
describe('password hashing', () => {
  it('hashes with argon2id at the OWASP floor unless a test lowers it', async () => {
    vi.resetModules();
    const fresh = await import('./password');
    expect(fresh.PASSWORD_HASH_COST).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await fresh.hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await fresh.verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await fresh.verifyPassword(hash, 'correct horse!')).toBe(false);
    expect(await fresh.dummyHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies a hash made at the tests’ lower cost with the same code', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'correct horse')).toBe(false);
  });
});
