import type { SQL } from 'drizzle-orm';
import type { ReportItemType } from '../../../shared/contracts/choices';
import type { Database, Queryable } from '../../db/client';
import type { Actor, Viewer } from '../../lib/policy';
import type { ObjectStore } from '../../storage/object-store';

/**
 * What the reports feature knows of a reported item: who wrote it (a profile's "author" is
 * the member), whether moderators hid it, and what names it in the audit log. A kind adds
 * the facts its own checks need (a message's recipient, a reply's discussion).
 */
export interface ReportedItem {
  authorId: string | null;
  hidden: boolean;
  label: string;
}

/**
 * How a staff delete from the queue runs for a kind (decision 018: with the reason, through
 * the item's own staff delete):
 * - `in-transaction`: inside the resolution's transaction, after the item was found and
 *   locked, so the delete, the closing of the reports and the audit entry commit together;
 * - `with-files`: the kind's delete also releases stored files, so it runs its own
 *   transaction and then discards them (a rollback would not bring files back); the
 *   reports close after it. It answers 404 itself when the item is not there;
 * - `refused`: the kind cannot be deleted from the queue; the message says what to do.
 */
export type Removal<Item extends ReportedItem> =
  | {
      how: 'in-transaction';
      run(
        tx: Database,
        actor: Actor,
        target: { itemId: string; item: Item; reason: string },
      ): Promise<unknown>;
    }
  | {
      how: 'own-transaction';
      run(
        db: Database,
        store: ObjectStore,
        actor: Actor,
        target: { key: number; reason: string },
      ): Promise<unknown>;
    }
  | { how: 'refused'; message: string };

/**
 * How the moderation queue shows the kind: SQL pieces over the kind's own tables, which the
 * reports feature puts together into ONE statement per page (a lateral join per registered
 * kind, matched by the page's ids), never a query per row. `key` is the page's item id as
 * this kind's key (SQL over the text id, null for a group of another kind); `from` names
 * the tables (with their aliases) the other pieces read.
 */
export interface QueueSummary {
  from: SQL;
  /** The condition that the row is the one `key` names (and still counts as existing). */
  match(key: SQL): SQL;
  author: SQL;
  hidden: SQL;
  title: SQL;
  excerpt: SQL;
  /** When its author last changed its words (issue 23), for kinds that keep versions. */
  editedAt?: SQL;
  /** What the link into the item's page needs besides its id (an integer, e.g. a reply's discussion). */
  linkId?: SQL;
}

/**
 * One kind of item a member can report (decision 021), registered by the feature that owns
 * it (server/features/<feature>/reportable.ts) and used by the reports feature only
 * through this shape.
 */
export interface Reportable<Item extends ReportedItem = ReportedItem> {
  kind: ReportItemType;
  /** The id as its table keys it; null for one that cannot name a row (so: 404, never a 500 from a bad cast). */
  key(itemId: string): string | number | null;
  /** The item (locked for update when `lock`, inside a transaction), or null when there is none. */
  find(db: Queryable, itemId: string, lock: boolean): Promise<Item | null>;
  /**
   * Whether the member may know the item exists at all, before the hidden rules (which the
   * reports feature applies to every kind): a message only to its sender and recipient.
   */
  knownTo?(item: Item, viewer: Viewer): boolean;
  /** Hides the item (by the moderator) or shows it again (`by` null); whether it changed. */
  setHidden(tx: Queryable, itemId: string, by: string | null): Promise<boolean>;
  remove: Removal<Item>;
  queue: QueueSummary;
  /** Where "Open in context" goes; null for none (a private message). */
  href(itemId: string, linkId: number | null): string | null;
  /** Members write its text in Markdown (decision 026): the queue shows the excerpt as words. */
  markdown: boolean;
}

/**
 * The registered kinds. A module-level map: each feature's routes plugin registers its kinds
 * when the app is built (server/app.ts, and so the test harness), before any request.
 */
const registry = new Map<ReportItemType, Reportable>();

/**
 * Registers a kind. Building the app again (every API test file does) registers the same
 * definition again, which changes nothing; a second, different definition of a kind is a
 * programming error and fails the build of the app.
 */
export function registerReportable<Item extends ReportedItem>(reportable: Reportable<Item>) {
  const known = registry.get(reportable.kind);
  if (known && known !== reportable) {
    throw new Error(`Two definitions of the reportable kind '${reportable.kind}'`);
  }
  registry.set(reportable.kind, reportable as unknown as Reportable);
}

/** The kind's definition; a kind nobody registered is a programming error (a 500). */
export function reportableOf(kind: ReportItemType): Reportable {
  const reportable = registry.get(kind);
  if (!reportable) throw new Error(`The reportable kind '${kind}' is not registered`);
  return reportable;
}

/** Every registered kind, in a stable order (by kind), for the queue's one statement. */
export const registeredReportables = () =>
  [...registry.values()].sort((a, b) => a.kind.localeCompare(b.kind));
