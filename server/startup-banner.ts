import { join, resolve } from 'node:path';
import type { Config } from './env';

/**
 * The first line `npm start` prints: where the site answers and where its data lives, so a
 * newcomer knows what to open and what to back up before any other output.
 */
export function startupBanner(config: Config): string {
  const address = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const dataDir = resolve(config.DATA_DIR);
  const database = config.DATABASE_URL
    ? `PostgreSQL at ${new URL(config.DATABASE_URL).host}`
    : `embedded PostgreSQL in ${join(dataDir, 'pglite')}`;
  const files = config.S3_BUCKET ? `S3 bucket ${config.S3_BUCKET}` : join(dataDir, 'objects');
  // Without a mail server, reset links are read from the files (and the log).
  const mail = config.SMTP_URL
    ? `SMTP at ${new URL(config.SMTP_URL).host}`
    : `.eml files in ${join(dataDir, 'mail')}`;
  return `Roundtable starting at ${address} · database: ${database} · files: ${files} · mail: ${mail}`;
}
