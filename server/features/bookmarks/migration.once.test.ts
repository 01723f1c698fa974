import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../../test/migrated-before';

// Migration 0056: the jobs board's saved postings become bookmarks, as they were (who,
// which posting, when), and `saved_job` is gone.

describe('migration 0056_bookmarks', () => {
  it('moves every saved posting into bookmark and drops saved_job', async () => {
    const { client, migrateRest } = await databaseBefore('0056_bookmarks');
    try {
      await client.exec(`
        insert into users (id, email) values ('ann', 'ann@example.com'), ('ben', 'ben@example.com');
        insert into job_posting (id, title, company, description, job_type, posted_by)
          values (1, 'Engineer', 'Acme', 'Build', 'full-time', 'ann'),
                 (2, 'Designer', 'Acme', 'Draw', 'contract', 'ann');
        insert into saved_job (user_id, job_id, created_at)
          values ('ben', 1, '2026-03-01 10:00:00.000001+00'), ('ben', 2, '2026-03-02 10:00:00+00'),
                 ('ann', 2, '2026-03-03 10:00:00+00');
      `);
      await migrateRest();

      const { rows } = await client.query(
        `select user_id, job_id, created_at::text as created_at,
           num_nonnulls(discussion_id, reply_id, event_id, resource_id) as others
         from bookmark order by user_id, job_id`,
      );
      expect(rows).toEqual([
        { user_id: 'ann', job_id: 2, created_at: '2026-03-03 10:00:00+00', others: 0 },
        { user_id: 'ben', job_id: 1, created_at: '2026-03-01 10:00:00.000001+00', others: 0 },
        { user_id: 'ben', job_id: 2, created_at: '2026-03-02 10:00:00+00', others: 0 },
      ]);
      const gone = await client.query("select to_regclass('saved_job') as t");
      expect(gone.rows).toEqual([{ t: null }]);
      // A row naming two items, or none, is refused.
      await expect(client.exec(`insert into bookmark (user_id) values ('ann')`)).rejects.toThrow(
        /bookmark_one_item/,
      );
    } finally {
      await client.close();
    }
  });
});
