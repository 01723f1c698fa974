import { parseArgs } from 'node:util';

export interface LoadOptions {
  /** Seconds of mixed traffic after the community is set up. */
  durationS: number;
  /** Signed-in members, each one a client making one request at a time. */
  members: number;
  /** A PostgreSQL server the script may create and drop `roundtable_load` on. */
  adminUrl: string;
  /** Replace the load section of docs/reliability.md with this run's figures. */
  updateDocs: boolean;
  /** Leave `roundtable_load` in place afterwards, for looking around. */
  keepDatabase: boolean;
}

const usage = `npm run load -- [--duration 60] [--members 200] [--database-url postgres://…/postgres] [--update-docs] [--keep-database]`;

export function parseOptions(argv: string[]): LoadOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string', default: '60' },
      members: { type: 'string', default: '200' },
      'database-url': {
        type: 'string',
        default: process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      },
      'update-docs': { type: 'boolean', default: false },
      'keep-database': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const positive = (name: string, raw: string) => {
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 1)
      throw new Error(`--${name} must be a whole number ≥ 1\n${usage}`);
    return n;
  };
  return {
    durationS: positive('duration', values.duration),
    members: positive('members', values.members),
    adminUrl: values['database-url'],
    updateDocs: values['update-docs'],
    keepDatabase: values['keep-database'],
  };
}
