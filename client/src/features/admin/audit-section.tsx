import { AUDIT_ACTIONS, type AuditAction, MEMBER_ROLES } from '@shared/contracts/choices';
import { History, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ChoiceField, choicesOf } from '@/components/fields/choice-field';
import { ListCount } from '@/components/list-count';
import { ListLoading } from '@/components/list-skeleton';
import { LoadMore } from '@/components/load-more';
import { memberProfileHref } from '@/components/member-link';
import { EmptyState, QueryStates } from '@/components/query-states';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { dateTimeText, relativeTime } from '@/lib/dates';
import { AUDIT_LOG_FAILED, type AuditEntry, useAuditLog } from './audit-api';
import { AUDIT_ACTION_LABELS, AUDIT_ACTION_TEXT, entryCountText, ROLE_LABELS } from './labels';
import { ADMIN_SEARCH_DEBOUNCE_MS } from './members-section';

/** The server refuses longer searches. */
const SEARCH_MAX = 100;
const ANY = '';

const asAction = (value: string): AuditAction | '' =>
  (AUDIT_ACTIONS as readonly string[]).includes(value) ? (value as AuditAction) : ANY;

const FIELD_LABELS: Record<string, string> = { role: 'Role', until: 'Until', reason: 'Reason' };
const fieldLabel = (key: string) =>
  FIELD_LABELS[key] ?? `${key.charAt(0).toUpperCase()}${key.slice(1)}`;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One recorded value as a person reads it: a role's name, a date, "Indefinitely". */
function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined) return key === 'until' ? 'Indefinitely' : 'None';
  if (key === 'role' && (MEMBER_ROLES as readonly unknown[]).includes(value)) {
    return ROLE_LABELS[value as keyof typeof ROLE_LABELS];
  }
  if (typeof value === 'string') return ISO_TIME.test(value) ? dateTimeText(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * What changed, a line per field: "Role: Member → Moderator"; a new value alone when there
 * was none before ("Until: 07/04/2099, 5:30 PM"), "→ None" when it went. The reason the
 * entry carries is shown once, by itself, not again as a new value.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after' | 'reason'>) {
  const before = asRecord(entry.before);
  const after = asRecord(entry.after);
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: { key: string; label: string; from: string | null; to: string }[] = [];
  for (const key of keys) {
    const was = before?.[key];
    const now = after?.[key];
    if (before && after && JSON.stringify(was) === JSON.stringify(now)) continue;
    if (!before && key === 'reason' && now === entry.reason) continue;
    lines.push({
      key,
      label: fieldLabel(key),
      from: before ? valueText(key, was) : null,
      to: after ? valueText(key, now) : 'None',
    });
  }
  return lines;
}

/**
 * A member an entry names: a link to their profile, or, once they are removed (decision
 * 022) and the profile answers "not found", the name as recorded marked "(removed)".
 */
function MemberName({ id, name, removed }: { id: string | null; name: string; removed: boolean }) {
  if (removed || !id) {
    return (
      <span className="font-medium">
        {name}
        {removed ? <span className="font-normal text-muted-foreground"> (removed)</span> : null}
      </span>
    );
  }
  return (
    <Link href={memberProfileHref(id)} className="font-medium hover:underline">
      {name}
    </Link>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry);
  const target =
    entry.targetType === 'member' ? (
      <MemberName id={entry.targetId} name={entry.targetLabel} removed={entry.targetRemoved} />
    ) : (
      <span className="font-medium">{entry.targetLabel}</span>
    );
  return (
    <li className="grid gap-2 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 wrap-anywhere">
          <MemberName id={entry.actor.id} name={entry.actor.name} removed={entry.actor.removed} />{' '}
          {AUDIT_ACTION_TEXT[entry.action]} {target}
        </p>
        <time
          dateTime={entry.createdAt}
          title={dateTimeText(entry.createdAt)}
          className="shrink-0 text-sm text-muted-foreground"
        >
          {relativeTime(entry.createdAt)}
        </time>
      </div>
      {lines.length > 0 ? (
        <ul className="grid gap-0.5 text-sm" aria-label="Changes">
          {lines.map((line) => (
            <li key={line.key} className="wrap-anywhere">
              <span className="font-medium">{line.label}:</span>{' '}
              {line.from === null ? line.to : `${line.from} → ${line.to}`}
            </li>
          ))}
        </ul>
      ) : null}
      {entry.reason ? (
        <p className="text-sm wrap-anywhere">
          <span className="font-medium">Reason:</span> {entry.reason}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The audit log (issue 21): every admin and moderator action, newest first, as cards that
 * wrap on a narrow screen; filtered by action and by a name (the actor's or the item's).
 * Read only: nothing here changes an entry, and the server has no route that would.
 */
export function AuditSection() {
  const ids = useId();
  const search = useSearch();
  // `?action=` and `?q=` start the filters, so another tab can link to what it means (the
  // Members tab to the removals, decision 022).
  const [start] = useState(() => new URLSearchParams(search));
  const [text, setText] = useState(() => (start.get('q') ?? '').slice(0, SEARCH_MAX));
  const [action, setAction] = useState<AuditAction | ''>(() => asAction(start.get('action') ?? ''));
  const q = useDebouncedValue(text, ADMIN_SEARCH_DEBOUNCE_MS).trim();
  const log = useAuditLog({ action, q });
  const entries = log.data?.entries ?? [];
  const total = log.data?.total ?? entries.length;

  return (
    <section aria-labelledby={`${ids}-heading`} className="grid gap-4">
      <h2 id={`${ids}-heading`} className="text-xl font-semibold">
        Audit log
      </h2>
      <search className="grid gap-3 md:grid-cols-[1fr_16rem]" aria-label="Filter the audit log">
        <div className="grid content-start gap-2">
          <Label htmlFor={`${ids}-q`}>Who or what</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${ids}-q`}
              type="search"
              value={text}
              maxLength={SEARCH_MAX}
              onChange={(event) => setText(event.target.value)}
              placeholder="A member’s name or an item"
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <ChoiceField
          id={`${ids}-action`}
          label="Action"
          value={action}
          onValueChange={(value) => setAction(asAction(value))}
          choices={choicesOf(AUDIT_ACTION_LABELS)}
          noneLabel="All actions"
        />
      </search>

      <ListCount testId="audit-entry-count" text={log.isSuccess ? entryCountText(total) : null} />

      <QueryStates
        query={log}
        loading={<ListLoading label="Loading the audit log" />}
        error={AUDIT_LOG_FAILED}
        isEmpty={entries.length === 0}
        empty={
          <EmptyState
            icon={<History className="size-10 text-muted-foreground" aria-hidden="true" />}
            title="No entries found"
            text="Admin and moderator actions appear here as they happen."
          />
        }
      >
        {() => (
          <>
            <ul className="grid gap-3" aria-label="Audit log entries">
              {entries.map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </ul>
            <LoadMore pages={log} label="Load more entries" />
          </>
        )}
      </QueryStates>
    </section>
  );
}
