import pg from 'pg';

/**
 * A PostgreSQL database of its own for a test or a script that runs real server
 * processes against it: created empty (dropped first if a crashed run left it), and
 * dropped with every connection forced off afterwards.
 */
export interface ScratchDatabase {
  name: string;
  /** The server's URL with this database as its path. */
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(
  serverUrl: string,
  name: string,
): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unsafe database name: ${name}`);
  await admin(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    drop: () =>
      admin(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** A name unique to this process and namespace, e.g. `roundtable_faults_e_4242`. */
export function scratchName(purpose: string) {
  const namespace = (process.env.TEST_DB_NAMESPACE ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `roundtable_${purpose}_${namespace ? `${namespace}_` : ''}${process.pid}`;
}
