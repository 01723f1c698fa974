import { defineConfig } from 'drizzle-kit';

// Migrations are generated from shared/schema and committed; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './shared/schema/index.ts',
  out: './server/db/migrations',
});
