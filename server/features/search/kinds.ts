import { type SQL, sql } from 'drizzle-orm';
import type { SearchKind } from '../../../shared/contracts/search';
import { memberSummaryJson } from '../../lib/member-summary';
import { isStaff, type Viewer } from '../../lib/policy';

export interface KindFilters {
  category?: number;
  from?: string;
  to?: string;
}

/**
 * What one kind's hits look like before paging: a row per hit with the same columns for
 * every kind, so the kinds share one ranking, cursor and snippet (service.ts).
 * `tsq` is the tsquery (query.ts), `name` the text for the members' trigram match.
 */
type KindQuery = (args: { tsq: SQL; name: string; viewer: Viewer } & KindFilters) => SQL;

/**
 * Moderators' hidden rows (decision 021) as `visibleTo` says, for a row under `alias`:
 * staff see all, others what is not hidden and their own.
 */
function visible(viewer: Viewer, alias: string, authorColumn: string): SQL {
  if (isStaff(viewer)) return sql`true`;
  const a = sql.identifier(alias);
  return sql`(${a}.hidden_at is null or ${a}.${sql.identifier(authorColumn)} = ${viewer.id})`;
}

function dated(alias: string, { from, to }: KindFilters, columnName = 'created_at'): SQL {
  const column = sql`${sql.identifier(alias)}.${sql.identifier(columnName)}`;
  const parts: SQL[] = [sql`true`];
  if (from) parts.push(sql`${column} >= ${from}::date`);
  if (to) parts.push(sql`${column} < ${to}::date + 1`);
  return sql.join(parts, sql` and `);
}

/** The members' trigram expression: the same as users_name_trgm_idx (migration 0030). */
export const memberName = sql`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
/** How alike the typed text and a name must be: "Jon" and "John Smith" are 0.5. */
const NAME_SIMILARITY = 0.45;

const author = (alias: string) => memberSummaryJson(alias);
const noCategory = sql`null::json`;

export const KINDS: Record<SearchKind, KindQuery> = {
  // Accounts that are not members (applicants, declined) are in no list (decision 019);
  // a hidden profile is only its owner's and the staff's (decision 021).
  members: ({ tsq, name, viewer, ...filters }) => sql`
    select 'members' as kind, u.id as key, u.id as id, null::int as reply_id,
      ${memberName} as title,
      concat_ws(' · ', u.title, u.company, u.bio) as body,
      '/members/' || u.id as href, u.joined_at as created_at,
      greatest(ts_rank_cd(u.search_vector, ${tsq}), word_similarity(${name}, ${memberName})) as rank,
      ${noCategory} as category, null::json as author
    from users u
    where u.membership = 'active'
      and ${isStaff(viewer) ? sql`true` : sql`(u.profile_hidden_at is null or u.id = ${viewer.id})`}
      and (u.search_vector @@ ${tsq}
        or (${name} <> '' and word_similarity(${name}, ${memberName}) >= ${NAME_SIMILARITY}))
      and ${dated('u', filters, 'joined_at')}`,

  // A discussion matches by its title and body, or by one of its replies: a reply's hit
  // is its discussion's, opened at the reply.
  discussions: ({ tsq, viewer, ...filters }) => {
    const category = filters.category ? sql`and d.category_id = ${filters.category}` : sql``;
    const categoryJson = sql`json_build_object('id', c.id, 'name', c.name, 'color', c.color)`;
    return sql`
    select 'discussions' as kind, 'd' || d.id as key, d.id::text as id, null::int as reply_id,
      d.title, d.content as body, '/discussions/' || d.id as href, d.created_at,
      ts_rank_cd(d.search_vector, ${tsq}) as rank, ${categoryJson} as category, ${author('a')} as author
    from discussion d join discussion_category c on c.id = d.category_id
      join users a on a.id = d.author_id
    where d.search_vector @@ ${tsq} and ${visible(viewer, 'd', 'author_id')}
      and ${dated('d', filters)} ${category}
    union all
    select 'discussions', 'r' || r.id, d.id::text, r.id, d.title, r.content,
      '/discussions/' || d.id || '#reply-' || r.id, r.created_at,
      ts_rank_cd(r.search_vector, ${tsq}), ${categoryJson}, ${author('a')}
    from discussion_reply r join discussion d on d.id = r.discussion_id
      join discussion_category c on c.id = d.category_id
      join users a on a.id = r.author_id
    where r.search_vector @@ ${tsq} and ${visible(viewer, 'r', 'author_id')}
      and ${visible(viewer, 'd', 'author_id')} and ${dated('r', filters)} ${category}`;
  },

  events: ({ tsq, viewer, ...filters }) => sql`
    select 'events' as kind, 'e' || e.id as key, e.id::text as id, null::int as reply_id,
      e.title, concat_ws(' · ', e.location, e.description) as body,
      '/calendar?event=' || e.id as href, e.created_at,
      ts_rank_cd(e.search_vector, ${tsq}) as rank, ${noCategory} as category, ${author('a')} as author
    from event e join users a on a.id = e.created_by
    where e.search_vector @@ ${tsq} and ${visible(viewer, 'e', 'created_by')} and ${dated('e', filters)}`,

  // Open positions only, as the jobs board lists them.
  jobs: ({ tsq, viewer, ...filters }) => sql`
    select 'jobs' as kind, 'j' || j.id as key, j.id::text as id, null::int as reply_id,
      j.title, concat_ws(' · ', j.company, j.location, j.description) as body,
      '/jobs?job=' || j.id as href, j.created_at,
      ts_rank_cd(j.search_vector, ${tsq}) as rank, ${noCategory} as category, ${author('a')} as author
    from job_posting j join users a on a.id = j.posted_by
    where j.search_vector @@ ${tsq} and ${visible(viewer, 'j', 'posted_by')} and ${dated('j', filters)}
      and j.is_active and (j.expires_at is null or j.expires_at > now())`,

  resources: ({ tsq, viewer, ...filters }) => sql`
    select 'resources' as kind, 'res' || x.id as key, x.id::text as id, null::int as reply_id,
      x.title, coalesce(x.description, '') as body,
      '/resources?resource=' || x.id as href, x.created_at,
      ts_rank_cd(x.search_vector, ${tsq}) as rank, ${noCategory} as category, ${author('a')} as author
    from resource x join users a on a.id = x.uploaded_by
    where x.search_vector @@ ${tsq} and ${visible(viewer, 'x', 'uploaded_by')} and ${dated('x', filters)}`,

  albums: ({ tsq, ...filters }) => sql`
    select 'albums' as kind, 'al' || al.id as key, al.id::text as id, null::int as reply_id,
      al.name as title, coalesce(al.description, '') as body,
      '/gallery?album=' || al.id as href, al.created_at,
      ts_rank_cd(al.search_vector, ${tsq}) as rank, ${noCategory} as category, ${author('a')} as author
    from photo_album al join users a on a.id = al.created_by
    where al.search_vector @@ ${tsq} and ${dated('al', filters)}`,

  photos: ({ tsq, viewer, ...filters }) => sql`
    select 'photos' as kind, 'p' || p.id as key, p.id::text as id, null::int as reply_id,
      coalesce(nullif(p.title, ''), p.file_name) as title, coalesce(p.description, '') as body,
      '/gallery?album=' || p.album_id || '&photo=' || p.id as href, p.created_at,
      ts_rank_cd(p.search_vector, ${tsq}) as rank, ${noCategory} as category, ${author('a')} as author
    from photo p join users a on a.id = p.uploaded_by
    where p.search_vector @@ ${tsq} and ${visible(viewer, 'p', 'uploaded_by')} and ${dated('p', filters)}`,
};
