import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0058: each thread becomes a conversation with the same id, its members are
// whoever sent or received in it, and what each had read carries over as a read marker.

describe('migration 0058_conversations', () => {
  it('moves threads into conversations and read flags into read markers', async () => {
    const { client, migrateRest } = await databaseBefore('0058_conversations');
    try {
      await client.exec(`
        insert into users (id, email) values ('ann', 'ann@example.com'), ('ben', 'ben@example.com'),
          ('cy', 'cy@example.com');
        insert into message (id, sender_id, recipient_id, subject, content, is_read, thread_id, created_at)
        values
          (1, 'ann', 'ben', 'Coffee?', 'Free Thursday?', true, 1, '2026-03-01 09:00:00+00'),
          (2, 'ben', 'ann', 'Coffee?', 'Yes', true, 1, '2026-03-01 10:00:00+00'),
          (3, 'ann', 'ben', 'Coffee?', 'Great', false, 1, '2026-03-01 11:00:00+00'),
          (4, 'cy', 'ann', null, 'Hello', false, 4, '2026-03-02 09:00:00+00');
        select setval(pg_get_serial_sequence('message', 'id'), 4);
      `);
      await migrateRest();

      const conversations = await client.query(
        'select id, subject, is_group, created_at::text as created_at from conversation order by id',
      );
      expect(conversations.rows).toEqual([
        { id: 1, subject: 'Coffee?', is_group: false, created_at: '2026-03-01 09:00:00+00' },
        { id: 4, subject: null, is_group: false, created_at: '2026-03-02 09:00:00+00' },
      ]);
      const members = await client.query(
        `select conversation_id, user_id, joined_at::text as joined_at, read_at::text as read_at
         from conversation_member order by conversation_id, user_id`,
      );
      expect(members.rows).toEqual([
        // Ann read Ben's "Yes"; Ben read "Free Thursday?" but not "Great".
        {
          conversation_id: 1,
          user_id: 'ann',
          joined_at: '2026-03-01 09:00:00+00',
          read_at: '2026-03-01 10:00:00+00',
        },
        {
          conversation_id: 1,
          user_id: 'ben',
          joined_at: '2026-03-01 09:00:00+00',
          read_at: '2026-03-01 09:00:00+00',
        },
        { conversation_id: 4, user_id: 'ann', joined_at: '2026-03-02 09:00:00+00', read_at: null },
        { conversation_id: 4, user_id: 'cy', joined_at: '2026-03-02 09:00:00+00', read_at: null },
      ]);
      // A new conversation takes an id no thread had, so no old address opens the wrong one.
      const next = await client.query<{ id: number }>(
        `insert into conversation default values returning id`,
      );
      expect(next.rows[0].id).toBeGreaterThan(4);
      const columns = await client.query(
        `select column_name from information_schema.columns
         where table_name = 'message' and column_name in ('recipient_id', 'is_read')`,
      );
      expect(columns.rows).toEqual([]);
    } finally {
      await client.close();
    }
  });
});
