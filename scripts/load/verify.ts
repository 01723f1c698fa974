import pg from 'pg';
import { EVENT_SEATS } from './community';
import type { Ledger, WriteKind } from './tally';

export interface KindCheck {
  kind: WriteKind;
  acknowledged: number;
  inDatabase: number;
  /** Acknowledged but not in the database: lost writes. */
  missing: number;
  /** In the database but never acknowledged: writes that should not be there. */
  extra: number;
}

export interface Verification {
  kinds: KindCheck[];
  /** Broken invariants between tables (counts, capacity, last profile save). */
  problems: string[];
}

/** How each kind's rows are named, in the same form the ledger keeps its ids. */
const rowsOf: Partial<Record<WriteKind, string>> = {
  member: 'select id::text as k from users',
  skill: 'select id::text as k from user_skill',
  event: 'select id::text as k from event',
  discussion: 'select id::text as k from discussion',
  reply: 'select id::text as k from discussion_reply',
  message: 'select id::text as k from message',
  endorsement: 'select id::text as k from skill_endorsement',
  rsvp: `select event_id || ':' || user_id as k from event_attendee where status = 'attending'`,
};

/**
 * Compares the database with the ledger, row by row: every acknowledged write must be
 * there and nothing else may be. Profile saves overwrite, so for them the stored bio must
 * be the member's last acknowledged one.
 */
export async function verify(databaseUrl: string, ledger: Ledger): Promise<Verification> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const kinds: KindCheck[] = [];
    for (const [kind, query] of Object.entries(rowsOf) as [WriteKind, string][]) {
      const stored = new Set((await client.query<{ k: string }>(query)).rows.map((r) => r.k));
      const acked = ledger.acked.get(kind) ?? new Set<string>();
      let missing = 0;
      for (const id of acked) if (!stored.has(id)) missing += 1;
      let extra = 0;
      for (const id of stored) if (!acked.has(id)) extra += 1;
      kinds.push({ kind, acknowledged: acked.size, inDatabase: stored.size, missing, extra });
    }

    const problems: string[] = [];
    const bios = await client.query<{ id: string; bio: string | null }>(
      'select id, bio from users',
    );
    // Saves overwrite: per member, the stored bio must be the last one acknowledged.
    let current = 0;
    let stale = 0;
    let unasked = 0;
    for (const { id, bio } of bios.rows) {
      const last = ledger.lastProfile.get(id);
      if (last === undefined) unasked += bio === null ? 0 : 1;
      else if (bio === last) current += 1;
      else stale += 1;
    }
    kinds.push({
      kind: 'profile',
      acknowledged: ledger.lastProfile.size,
      inDatabase: current,
      missing: stale,
      extra: unasked,
    });

    const counts = await client.query<{ id: number; stored: number; actual: string }>(
      `select s.id, s.endorsement_count as stored, count(e.id) as actual
         from user_skill s left join skill_endorsement e on e.user_skill_id = s.id
        group by s.id having s.endorsement_count <> count(e.id)`,
    );
    if (counts.rowCount) {
      problems.push(
        `${counts.rowCount} skills whose endorsement count differs from their endorsements`,
      );
    }
    const overbooked = await client.query(
      `select event_id from event_attendee where status = 'attending'
        group by event_id having count(*) > $1`,
      [EVENT_SEATS],
    );
    if (overbooked.rowCount)
      problems.push(`${overbooked.rowCount} events over their ${EVENT_SEATS} seats`);
    return { kinds, problems };
  } finally {
    await client.end();
  }
}
