import type { PGlite } from '@electric-sql/pglite';

/**
 * What migrations 0051 and 0052's triggers announce, on a database only this process writes (the
 * embedded one): the kept answers' generations moved, or a session or member row changed.
 */
export type Change =
  /**
   * A domain's generation moved to `generation` (migration 0052); without them, any may
   * have (the tests' reset), and all are read again.
   */
  | { kind: 'generations'; domain?: number; generation?: bigint }
  | { kind: 'session'; sid: string }
  | { kind: 'member'; id: string }
  /** A whole table went (a truncate): forget everything. */
  | { kind: 'everything' };

export interface InProcessChanges {
  /** Calls `onChange` for each change committed from now on; resolves to the way to stop. */
  subscribe(onChange: (change: Change) => void): Promise<() => Promise<void>>;
}

/** The channel of the generations' announcements (the tests' reset announces on it too). */
export const GENERATIONS_CHANNEL = 'roundtable_generations';
const SESSIONS = 'roundtable_sessions';

/** `<domain number> <generation>`, or anything else for "read them all again". */
function generationsChange(payload: string): Change {
  const match = /^(\d+) (\d+)$/.exec(payload);
  return match
    ? { kind: 'generations', domain: Number(match[1]), generation: BigInt(match[2]) }
    : { kind: 'generations' };
}

function sessionChange(payload: string): Change {
  if (payload === '*') return { kind: 'everything' };
  const [kind, id] = [
    payload.slice(0, payload.indexOf(' ')),
    payload.slice(payload.indexOf(' ') + 1),
  ];
  return kind === 'session' ? { kind: 'session', sid: id } : { kind: 'member', id };
}

/**
 * Turns the announcements on for `client` (PGlite has one database session, so the setting
 * holds for every statement) and listens to them.
 */
export async function announceChanges(client: PGlite): Promise<InProcessChanges> {
  await client.exec(`set roundtable.announce_changes = 'on'`);
  return {
    async subscribe(onChange) {
      const stops = await Promise.all([
        client.listen(GENERATIONS_CHANNEL, (payload) => onChange(generationsChange(payload))),
        client.listen(SESSIONS, (payload) => onChange(sessionChange(payload))),
      ]);
      return async () => {
        for (const stop of stops) await stop();
      };
    },
  };
}
