import pg from 'pg';

/**
 * A PostgreSQL database of its own for a test or a script that runs real server
 * processes against it: created empty (dropped first if a crashed run left it), and
 * dropped afterwards, once its connections have closed (any still open after 2 s are
 * forced off).
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
        // A pool's end() resolves once its clients are asked to close, before their
        // connections are gone: forced off then, a closing client meets "terminating
        // connection due to administrator command" as an uncaught error in the test's
        // process (pg-hub's teardown, once). So the drop waits up to 2 s for the
        // connections to leave of themselves, and forces off only what is left after.
        for (let waited = 0; waited < 2000; waited += 50) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

/** A name unique to this process and namespace, e.g. `roundtable_faults_e_4242`. */
export function scratchName(purpose: string) {
  const namespace = (process.env.TEST_DB_NAMESPACE ?? '').replace(/[^a-z0-9]/gi, '').toLowerCase();
  return `roundtable_${purpose}_${namespace ? `${namespace}_` : ''}${process.pid}`;
}
