import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0015 on a database that already holds discussions: last_activity_at is
// backfilled from the latest reply (else the start), and what members had already read
// (their own threads, the ones they had opened) is marked read, so nothing old shows as new.

const TAG = '0015_discussion_activity';

describe(`migration ${TAG}`, () => {
  it('backfills last activity and the read marks of authors and viewers', async () => {
    const { client, migrateRest } = await databaseBefore(TAG);
    try {
      await client.exec(`
        insert into users (id, email) values ('ann', 'ann@example.com'), ('ben', 'ben@example.com'),
          ('cy', 'cy@example.com');
        insert into discussion_category (id, name) values (900, 'Backfill');
        insert into discussion (id, title, content, category_id, author_id, created_at, updated_at)
          values (1, 'With replies', 'x', 900, 'ann', '2026-01-01 10:00:00.000001+00', '2026-01-02 09:00:00+00'),
                 (2, 'Without', 'x', 900, 'ben', '2026-01-03 10:00:00.000002+00', '2026-01-03 10:00:00+00');
        insert into discussion_reply (discussion_id, author_id, content, created_at)
          values (1, 'ben', 'first', '2026-01-04 08:00:00.000003+00'),
                 (1, 'cy', 'latest', '2026-01-05 08:00:00.000004+00'),
                 (1, 'ann', 'middle', '2026-01-04 12:00:00+00');
        insert into discussion_view (discussion_id, user_id) values (1, 'cy'), (2, 'ann');
      `);
      await migrateRest();

      const { rows } = await client.query<{ id: number; activity: string; updated: string }>(
        `select id, last_activity_at::text as activity, updated_at::text as updated
           from discussion order by id`,
      );
      expect(rows).toEqual([
        // The latest reply's time, to the microsecond; updated_at untouched.
        { id: 1, activity: '2026-01-05 08:00:00.000004+00', updated: '2026-01-02 09:00:00+00' },
        // No replies: when it was started.
        { id: 2, activity: '2026-01-03 10:00:00.000002+00', updated: '2026-01-03 10:00:00+00' },
      ]);

      const marks = await client.query<{ discussion_id: number; user_id: string }>(
        'select discussion_id, user_id from discussion_read order by discussion_id, user_id',
      );
      // Authors (ann of 1, ben of 2) and viewers (cy of 1, ann of 2); ben replied to 1
      // without a view row, so 1 is not marked read for him.
      expect(marks.rows).toEqual([
        { discussion_id: 1, user_id: 'ann' },
        { discussion_id: 1, user_id: 'cy' },
        { discussion_id: 2, user_id: 'ann' },
        { discussion_id: 2, user_id: 'ben' },
      ]);

      const indexes = await client.query<{ indexdef: string }>(
        `select indexdef from pg_indexes where indexname in
           ('discussion_pinned_activity_idx', 'discussion_read_user_idx') order by indexname`,
      );
      expect(indexes.rows.map((r) => r.indexdef)).toEqual([
        'CREATE INDEX discussion_pinned_activity_idx ON public.discussion USING btree (is_pinned, last_activity_at, id)',
        'CREATE INDEX discussion_read_user_idx ON public.discussion_read USING btree (user_id)',
      ]);
    } finally {
      await client.close();
    }
  });
});
