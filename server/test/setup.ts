import { beforeAll } from 'vitest';
import { lowerPasswordHashCostForTests } from '../auth/password';
import { resetDatabase } from './database';

// argon2 at its floor: the suites hash and verify ~2,000 passwords a run (see the function).
lowerPasswordHashCostForTests({ memoryCost: 8, timeCost: 1, parallelism: 1 });

beforeAll(async () => {
  await resetDatabase();
});
