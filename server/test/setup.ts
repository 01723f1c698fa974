import { beforeAll } from 'vitest';
import { resetDatabase } from './database';

beforeAll(async () => {
  await resetDatabase();
});
