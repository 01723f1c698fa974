import { type SQL, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/contracts/choices';
import type { Queryable } from '../../db/client';
import type { Activity, ActivityKind } from './record';

/** What a notification is about: the `subject_type` the read marks and links go by. */
export type SubjectType =
  | 'discussion'
  | 'photo'
  | 'thread'
  | 'event'
  | 'job'
  | 'skill'
  | 'community'
  | 'application'
  | 'report'
  | 'mail';

export interface Recipient {
  id: string;
  type: NotificationType;
  /** A burst on one subject is one unread row; null: every one is its own row. */
  ck: string | null;
}

/** One activity turned into rows: who, and what every row of it says. */
export interface Delivery {
  /**
   * The members, or a query naming them (an event's attendees: set-based, not a list) as
   * columns `id`, `type` and `ck`.
   */
  recipients: Recipient[] | SQL;
  /** The member who acted (never notified); the row's actor unless `anonymous`. */
  actorId: string | null;
  anonymous?: boolean;
  subjectType: SubjectType;
  subjectId: number;
  targetId: number | null;
  title: string;
  excerpt: string | null;
}

/**
 * Reads what the activity is about as it is now and decides who hears of it. Null when
 * nobody should: the subject is gone, or moderators hid it (nobody is told of what they
 * cannot see, decision 021).
 */
export type ActivityResolver<K extends ActivityKind> = (
  q: Queryable,
  activity: Extract<Activity, { kind: K }>,
) => Promise<Delivery | null>;

/** The entry as the link needs it. */
export interface SubjectRow {
  type: NotificationType;
  subjectId: string;
  targetId: string | null;
}

/** An entry as the visibility test reads it, inside the query that lists or mails it. */
export interface EntryColumns {
  /** The entry's `type`, `subject_id` and `target_id` (text; cast only in the own branch). */
  type: SQL;
  subjectId: SQL;
  targetId: SQL;
  /** The reader's id. */
  viewerId: SQL;
  /** What a hidden row lets the reader see: staff, or not hidden, or their own. */
  seen(hiddenAt: SQL, ownerId: SQL): SQL;
}

/** One kind of subject an entry is about. */
export interface Subject {
  /** Where the entry opens (decided by the server: neither the client nor a mail builds it). */
  href(row: SubjectRow): string;
  /**
   * Whether the reader may see what the entry is about now (decision 025: filtered when
   * read, not deleted when an item is hidden; decision 021): SQL over the entry's columns.
   * None: always.
   */
  visible?(entry: EntryColumns): SQL;
}

/**
 * What a feature tells the notifications feature (decision 025): how to resolve the
 * activities it records, and how entries about each of its subjects open and when the
 * reader may still see them.
 */
export interface Notified {
  activities?: { [K in ActivityKind]?: ActivityResolver<K> };
  subjects?: { [S in SubjectType]?: Subject };
}

const resolvers = new Map<ActivityKind, ActivityResolver<ActivityKind>>();
const subjects = new Map<SubjectType, Subject>();

function put<K, V>(map: Map<K, V>, key: K, value: V, what: string) {
  const known = map.get(key);
  if (known && known !== value) throw new Error(`Two definitions of the ${what} '${key}'`);
  map.set(key, value);
}

/**
 * Registers a feature's activities and subjects, from its routes plugin when the app is
 * built (and so in every API test), before the worker starts (on ready). Building the app
 * again registers the same functions again, which changes nothing.
 */
export function registerNotified(notified: Notified) {
  for (const [kind, resolve] of Object.entries(notified.activities ?? {})) {
    put(resolvers, kind as ActivityKind, resolve as ActivityResolver<ActivityKind>, 'activity');
  }
  for (const [type, subject] of Object.entries(notified.subjects ?? {})) {
    put(subjects, type as SubjectType, subject, 'notification subject');
  }
}

/** The registered resolver of the activity's kind; none is a programming error. */
export function resolve(q: Queryable, activity: Activity): Promise<Delivery | null> {
  const resolver = resolvers.get(activity.kind);
  if (!resolver) throw new Error(`No feature resolves the activity '${activity.kind}'`);
  return resolver(q, activity as Extract<Activity, { kind: ActivityKind }>);
}

/** Where an entry opens: its subject's registered link, the home page for any other. */
export function hrefOf(row: SubjectRow & { subjectType: string }) {
  const subject = subjects.get(row.subjectType as SubjectType);
  return subject ? subject.href(row) : '/';
}

/**
 * Whether an entry is about something its reader may see now: each registered subject's
 * own test on its branch (in a stable order), true for a subject with none.
 */
export function subjectVisible(subjectType: SQL, entry: EntryColumns): SQL {
  const arms = [...subjects.entries()]
    .filter(([, subject]) => subject.visible)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([type, subject]) => sql`when ${type} then ${subject.visible!(entry)}`);
  if (arms.length === 0) return sql`true`;
  return sql`(case ${subjectType} ${sql.join(arms, sql` `)} else true end)`;
}
