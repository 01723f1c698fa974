import pg from 'pg';

/**
 * A new, empty database `name` on the PostgreSQL server of `serverUrl` (an earlier one of
 * that name is dropped first, with its connections), and the URL that reaches it.
 */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  plainName(name);
  await onServer(serverUrl, async (admin) => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops the databases `names` on the PostgreSQL server of `serverUrl`, if they exist. */
export async function dropDatabases(serverUrl: string, names: string[]) {
  await onServer(serverUrl, async (admin) => {
    for (const name of names) {
      plainName(name);
      await admin.query(`drop database if exists ${name} with (force)`);
    }
  });
}

async function onServer(serverUrl: string, work: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

/** Names go into statements as they are (no parameters for a database name): plain only. */
function plainName(name: string) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a plain database name: ${name}`);
}
