import { SEARCH_KINDS, type SearchKind } from '@shared/contracts/choices';
import type { SearchResult } from '@shared/contracts/search';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { QueryError } from '@/components/query-states';
import { MarkedParts, SnippetText } from '@/components/snippet-text';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { cn } from '@/lib/utils';
import { SEARCH_MAX_LENGTH, type SearchPreview, useSearchPreview } from './api';
import { MemberHitAvatar } from './hit-parts';
import { KIND_LABELS, KindIcon } from './kinds';
import { resultsHref } from './search-params';
import { titleParts } from './title-marks';

/** The server is asked once typing pauses this long. */
export const PREVIEW_DEBOUNCE_MS = 150;

/** One row of the listbox: a hit, or the closing "See all results" row. */
interface Choice {
  id: string;
  href: string;
  hit: SearchResult | null;
}

function choicesOf(baseId: string, preview: SearchPreview | undefined, q: string) {
  const groups: { kind: SearchKind; choices: Choice[] }[] = [];
  let n = 0;
  for (const kind of SEARCH_KINDS) {
    const hits = preview?.[kind] ?? [];
    if (hits.length === 0) continue;
    groups.push({
      kind,
      choices: hits.map((hit) => ({ id: `${baseId}-option-${n++}`, href: hit.href, hit })),
    });
  }
  const seeAll: Choice | null = q
    ? { id: `${baseId}-option-all`, href: resultsHref(q), hit: null }
    : null;
  const flat = [...groups.flatMap((group) => group.choices), ...(seeAll ? [seeAll] : [])];
  return { groups, seeAll, flat };
}

/** A hit as the listbox offers it; the words the answer is for marked in its title. */
function HitOption({ hit, q }: { hit: SearchResult; q: string }) {
  return (
    <span className="flex min-w-0 items-start gap-3">
      {hit.kind === 'members' ? (
        <MemberHitAvatar hit={hit} className="size-8 shrink-0" />
      ) : (
        <KindIcon kind={hit.kind} className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      )}
      <span className="grid min-w-0 gap-0.5">
        <span className="truncate font-medium">
          {hit.replyId !== null ? 'Reply in ' : null}
          <MarkedParts parts={titleParts(hit.title, q)} />
        </span>
        {hit.snippet ? (
          <SnippetText
            snippet={hit.snippet}
            className="line-clamp-2 text-xs text-muted-foreground"
          />
        ) : null}
      </span>
    </span>
  );
}

interface SearchDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to on closing: what opened the dialog. */
  returnFocusTo: HTMLElement | null;
}

/**
 * The as-you-type search (issue 23): a combobox over a listbox of the best hits of each
 * kind, grouped under the kind's name. The focus stays in the field; the arrows move the
 * active option (aria-activedescendant), Enter opens it, or the results page when none is
 * active.
 */
export function SearchDialog({ open, onOpenChange, returnFocusTo }: SearchDialogProps) {
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDebouncedValue(typed, PREVIEW_DEBOUNCE_MS);
  const preview = useSearchPreview(q);
  // An answer for an earlier text stays on screen until the new one is in.
  const { groups, seeAll, flat } = choicesOf(baseId, typed ? preview.data : undefined, typed);
  const [active, setActive] = useState(-1);

  // New results, new list: nothing active until the member moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new answer or text
  useEffect(() => setActive(-1), [preview.data, typed]);

  // Each opening starts afresh (the dialog stays mounted between openings).
  useEffect(() => {
    if (!open) setText('');
  }, [open]);

  const activeChoice = active >= 0 ? flat[active] : undefined;
  useEffect(() => {
    if (activeChoice)
      document.getElementById(activeChoice.id)?.scrollIntoView({ block: 'nearest' });
  }, [activeChoice]);

  const navigated = useRef(false);
  const go = (href: string) => {
    navigated.current = true;
    onOpenChange(false);
    navigate(href);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const n = flat.length;
    if (event.key === 'ArrowDown' && n > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % n);
    } else if (event.key === 'ArrowUp' && n > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeChoice) go(activeChoice.href);
      else if (typed) go(resultsHref(typed));
    }
  };

  const waiting = typed !== '' && (typed !== q || preview.isFetching);
  const settled = typed !== '' && !waiting;
  const hitCount = flat.length - (seeAll ? 1 : 0);
  const expanded = flat.length > 0;

  const noHits = settled && !preview.isError && hitCount === 0;
  let status = '';
  if (waiting) status = 'Searching…';
  else if (settled && preview.isError) status = '';
  else if (settled && hitCount === 0) status = `No results for “${typed}”`;
  else if (settled) status = `${hitCount} ${hitCount === 1 ? 'result' : 'results'}`;

  // Each choice is a link, so a middle or Ctrl/Cmd click opens it in a new tab as anywhere
  // else; a plain click, or Enter in the field, opens it here and closes the dialog.
  const option = (choice: Choice, index: number, children: React.ReactNode) => (
    <a
      key={choice.id}
      id={choice.id}
      href={choice.href}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      className={cn(
        'block cursor-pointer rounded-md px-3 py-2 text-sm',
        index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
      )}
      onMouseMove={() => setActive(index)}
      // The field keeps the focus: a click picks without blurring it first.
      onMouseDown={(event) => {
        if (event.button === 0) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        go(choice.href);
      }}
    >
      {children}
    </a>
  );

  let index = 0;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-4 max-w-2xl translate-y-0 gap-0 overflow-hidden p-0 sm:top-[10vh]"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // A hit opened: the member is on its page now, so the next Tab starts in its content
          // (a reply's anchor then moves the focus on to the reply).
          if (navigated.current) {
            navigated.current = false;
            document.getElementById('main-content')?.focus({ preventScroll: true });
            return;
          }
          // Dismissed: no trigger when Ctrl-K opened it, so back to whatever had the focus.
          if (returnFocusTo?.isConnected) returnFocusTo.focus();
        }}
      >
        <DialogTitle className="sr-only">Search</DialogTitle>
        <DialogDescription className="sr-only">
          Results appear as you type. Use the arrow keys to choose one and Enter to open it.
        </DialogDescription>
        <div className="flex items-center gap-2 border-b py-2 pr-12 pl-4">
          <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <input
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeChoice?.id}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder="Search members, discussions, events…"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            className="h-10 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm [&::-webkit-search-cancel-button]:hidden"
          />
          {waiting ? <Spinner className="size-4 shrink-0" /> : null}
        </div>
        <div className="max-h-[min(60vh,32rem)] overflow-y-auto">
          <div
            id={listboxId}
            role="listbox"
            aria-label="Search results"
            hidden={!expanded}
            className="grid gap-2 p-2"
          >
            {groups.map((group) => {
              const labelId = `${baseId}-group-${group.kind}`;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group; a fieldset is a form's
                <div key={group.kind} role="group" aria-labelledby={labelId}>
                  <div
                    id={labelId}
                    className="flex items-center gap-2 px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                  >
                    <KindIcon kind={group.kind} className="size-3.5" />
                    {KIND_LABELS[group.kind]}
                  </div>
                  {group.choices.map((choice) =>
                    option(
                      choice,
                      index++,
                      choice.hit ? <HitOption hit={choice.hit} q={q} /> : null,
                    ),
                  )}
                </div>
              );
            })}
            {seeAll ? (
              <div role="presentation" className="border-t pt-2">
                {option(
                  seeAll,
                  index++,
                  <span className="flex items-center gap-3 font-medium">
                    <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    <span className="min-w-0 truncate">See all results for “{typed}”</span>
                  </span>,
                )}
              </div>
            ) : null}
          </div>
          {settled && preview.isError ? (
            <QueryError
              message="Search failed. Check your connection and try again."
              onRetry={() => void preview.refetch()}
              className="px-4 py-8"
            />
          ) : null}
          {/* Said, not shown, while searching or counting; shown when nothing matched. */}
          <p
            role="status"
            className={noHits ? 'px-4 py-8 text-center text-sm text-muted-foreground' : 'sr-only'}
          >
            {status}
          </p>
          {typed === '' ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">
              Search members, discussions, events, jobs, resources, albums and photos.
            </p>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
