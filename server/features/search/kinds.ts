import { type SQL, sql } from 'drizzle-orm';
import type { SearchKind } from '../../../shared/contracts/search';
import {
  albumHref,
  discussionHref,
  eventHref,
  jobHref,
  memberHref,
  photoHref,
  resourceHref,
} from '../../../shared/permalinks';
import { type Audience, visibleToAudience } from '../../lib/hidden';
import { memberSummaryJson } from '../../lib/member-summary';

export interface KindFilters {
  category?: number;
  from?: string;
  to?: string;
}

export type SourceArgs = { tsq: SQL; name: string; audience: Audience } & KindFilters;

/**
 * One table a kind's hits come from. Its candidates are its newest matches the searcher
 * may see (service.ts reads them in at most two bounded steps, then ranks them).
 * - `select`: the columns `key, id, reply_id, created_at, vector` (and what `rank` needs);
 * - `where`: the match, visibility and filters;
 * - `rank`: the rank of a candidate row `c`.
 * `table`/`alias` name the table whose `id` orders the rows newest first, `joins` what
 * the select and where need besides it; a source without them (members, whose ids are not
 * in joining order) reads `from` and orders by `newest` in one step.
 */
export interface Source {
  table?: string;
  alias?: string;
  joins?: SQL;
  newest?: SQL;
  from?: SQL;
  select: SQL;
  where: SQL;
  rank: SQL;
}

/**
 * How many of the newest matches of one table are ranked. A common word matches tens of
 * thousands of replies; ranking them all (reading each row) is what made a one-word search
 * take seconds. The best of the newest hundred is what a member looking for a recent
 * thread wants; a rarer word's matches are all ranked (decision 026).
 */
export const CANDIDATES_PER_TABLE = 100;
/** The newest rows of a table tested one by one before the index is asked (service.ts). */
export const RECENT_ROWS = 5_000;

/**
 * A kind: its sources, and `details`, a lateral subquery giving for a page row `h` (`key,
 * id, reply_id`) its `title, body, parent_id, category, author` — the body being the text
 * the snippet is cut from, the parent what the address needs besides the id (a photo's
 * album). Only the page's rows ever reach it. `href` is the hit's address
 * (shared/permalinks.ts, as the bell's and the queue's).
 */
export interface KindQuery {
  sources: (args: SourceArgs) => Source[];
  details: SQL;
  href: (hit: { id: string; replyId: number | null; parentId: number | null }) => string;
}

/**
 * Moderators' hidden rows (decision 021) as `visibleTo` says, for a row under `alias`:
 * staff see all, others what is not hidden and, if they have any, their own.
 */
function visible(audience: Audience, alias: string, authorColumn: string): SQL {
  const a = sql.identifier(alias);
  return (
    visibleToAudience(audience, {
      hiddenAt: sql`${a}.hidden_at`,
      authorId: sql`${a}.${sql.identifier(authorColumn)}`,
    }) ?? sql`true`
  );
}

function dated(alias: string, { from, to }: KindFilters, columnName = 'created_at'): SQL {
  const column = sql`${sql.identifier(alias)}.${sql.identifier(columnName)}`;
  const parts: SQL[] = [sql`true`];
  if (from) parts.push(sql`${column} >= ${from}::date`);
  if (to) parts.push(sql`${column} < ${to}::date + 1`);
  return sql.join(parts, sql` and `);
}

const rankOf = (tsq: SQL) => sql`ts_rank_cd(c.vector, ${tsq})`;

/** The members' trigram expression: the same as users_name_trgm_idx (migration 0030). */
export const memberName = sql`(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;
/** How alike the typed text and a name must be: "Jon" and "John Smith" are 0.5. */
export const NAME_SIMILARITY = 0.45;

const author = (alias: string) => memberSummaryJson(alias);
const noCategory = sql`null::json`;
/** When a hit happens, for the kinds that happen (events); null for the rest. */
const noStart = sql`null::timestamptz`;
const noZone = sql`null::text`;

/** A kind read from one table whose rows carry their own author and hidden state. */
function simpleKind(spec: {
  table: string;
  alias: string;
  authorColumn: string;
  title: SQL;
  body: SQL;
  href: KindQuery['href'];
  /** What the address needs besides the id (a photo's album). */
  parent?: SQL;
  /** Rows the kind never shows (a closed job), besides hidden ones. */
  only?: SQL;
  /** Albums have no moderation state (decision 021 hides photos, not albums). */
  hideable?: boolean;
  /** When it happens (an event's start), shown instead of when it was posted. */
  startsAt?: SQL;
  /** The zone it happens in, when it has its own (an event's; null: the community's). */
  timeZone?: SQL;
}): KindQuery {
  const t = sql.identifier(spec.alias);
  return {
    sources: ({ tsq, audience, ...filters }) => [
      {
        table: spec.table,
        alias: spec.alias,
        select: sql`${spec.alias}::text || ${t}.id as key, ${t}.id::text as id,
          null::int as reply_id, ${t}.created_at, ${t}.search_vector as vector`,
        where: sql`${t}.search_vector @@ ${tsq}
          and ${spec.hideable === false ? sql`true` : visible(audience, spec.alias, spec.authorColumn)}
          and ${dated(spec.alias, filters)} and ${spec.only ?? sql`true`}`,
        rank: rankOf(tsq),
      },
    ],
    href: spec.href,
    details: sql`select ${spec.title} as title, ${spec.body} as body,
        ${spec.parent ?? sql`null::int`} as parent_id,
        ${noCategory} as category, ${author('a')} as author,
        ${spec.startsAt ?? noStart} as starts_at, ${spec.timeZone ?? noZone} as time_zone
      from ${sql.identifier(spec.table)} ${t}
        join users a on a.id = ${t}.${sql.identifier(spec.authorColumn)}
      where ${t}.id = h.id::int`,
  };
}

export const KINDS: Record<SearchKind, KindQuery> = {
  // Accounts that are not members (applicants, declined) are in no list (decision 019);
  // a hidden profile is only its owner's and the staff's (decision 021). A name matches
  // by its words or by trigram (`<%`, served by users_name_trgm_idx).
  members: {
    href: ({ id }) => memberHref(id),
    // Members are few (10,000 in the large seed) and their ids are not in joining order:
    // the indexes answer, and the newest joiners are the candidates.
    sources: ({ tsq, name, audience, ...filters }) => [
      {
        newest: sql`u.joined_at desc, u.id desc`,
        select: sql`u.id as key, u.id, null::int as reply_id, u.joined_at as created_at,
          u.search_vector as vector, ${memberName} as name`,
        from: sql`users u`,
        where: sql`u.membership = 'active'
          and ${audience.staff ? sql`true` : audience.owner ? sql`(u.profile_hidden_at is null or u.id = ${audience.owner})` : sql`u.profile_hidden_at is null`}
          and (u.search_vector @@ ${tsq} or (${name} <> '' and ${name} <% ${memberName}))
          and ${dated('u', filters, 'joined_at')}`,
        rank: sql`greatest(${rankOf(tsq)}, word_similarity(${name}, c.name))`,
      },
    ],
    details: sql`select ${memberName} as title, concat_ws(' · ', u.title, u.company, u.bio) as body,
        null::int as parent_id, ${noCategory} as category, ${author('u')} as author,
        ${noStart} as starts_at, ${noZone} as time_zone
      from users u where u.id = h.id`,
  },

  // A discussion matches by its title and body, or by one of its replies: a reply's hit
  // is its discussion's, opened at the reply.
  discussions: {
    href: ({ id, replyId }) => discussionHref(id, replyId),
    sources: ({ tsq, audience, ...filters }) => {
      const category = filters.category ? sql`and d.category_id = ${filters.category}` : sql``;
      return [
        {
          table: 'discussion',
          alias: 'd',
          select: sql`'d' || d.id as key, d.id::text as id, null::int as reply_id, d.created_at,
          d.search_vector as vector`,
          where: sql`d.search_vector @@ ${tsq} and ${visible(audience, 'd', 'author_id')}
          and ${dated('d', filters)} ${category}`,
          rank: rankOf(tsq),
        },
        {
          table: 'discussion_reply',
          alias: 'r',
          select: sql`'r' || r.id as key, d.id::text as id, r.id as reply_id, r.created_at,
          r.search_vector as vector`,
          joins: sql`join discussion d on d.id = r.discussion_id`,
          where: sql`r.search_vector @@ ${tsq} and ${visible(audience, 'r', 'author_id')}
          and ${visible(audience, 'd', 'author_id')} and ${dated('r', filters)} ${category}`,
          rank: rankOf(tsq),
        },
      ];
    },
    details: sql`select d.title, coalesce(r.content, d.content) as body,
        null::int as parent_id,
        json_build_object('id', cat.id, 'name', cat.name, 'color', cat.color) as category,
        ${author('a')} as author, ${noStart} as starts_at,
        ${noZone} as time_zone
      from discussion d join discussion_category cat on cat.id = d.category_id
        left join discussion_reply r on r.id = h.reply_id
        join users a on a.id = coalesce(r.author_id, d.author_id)
      where d.id = h.id::int`,
  },

  events: simpleKind({
    table: 'event',
    alias: 'e',
    authorColumn: 'created_by',
    title: sql`e.title`,
    body: sql`concat_ws(' · ', e.location, e.description)`,
    href: ({ id }) => eventHref(id),
    startsAt: sql`e.start_date`,
    timeZone: sql`e.time_zone`,
  }),

  // Open positions only, as the jobs board lists them.
  jobs: simpleKind({
    table: 'job_posting',
    alias: 'j',
    authorColumn: 'posted_by',
    title: sql`j.title`,
    body: sql`concat_ws(' · ', j.company, j.location, j.description)`,
    href: ({ id }) => jobHref(id),
    only: sql`j.is_active and (j.expires_at is null or j.expires_at > now())`,
  }),

  resources: simpleKind({
    table: 'resource',
    alias: 'res',
    authorColumn: 'uploaded_by',
    title: sql`res.title`,
    body: sql`coalesce(res.description, '')`,
    href: ({ id }) => resourceHref(id),
  }),

  albums: simpleKind({
    table: 'photo_album',
    alias: 'al',
    authorColumn: 'created_by',
    title: sql`al.name`,
    body: sql`coalesce(al.description, '')`,
    href: ({ id }) => albumHref(id),
    hideable: false,
  }),

  photos: simpleKind({
    table: 'photo',
    alias: 'p',
    authorColumn: 'uploaded_by',
    title: sql`coalesce(nullif(p.title, ''), p.file_name)`,
    body: sql`coalesce(p.description, '')`,
    parent: sql`p.album_id`,
    href: ({ id, parentId }) => photoHref(parentId ?? 0, id),
  }),
};
