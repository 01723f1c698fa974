import { REACTION_FACES, type Reaction } from '@shared/contracts/reaction-kinds';
import type { ReactionCounts } from '@shared/contracts/reactions';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { OpenOnIntent } from '@/components/open-on-intent';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { lazyComponent, preloadOnIntent } from '@/lib/lazy-component';
import { authorName } from '@/lib/names';
import { cn } from '@/lib/utils';
import { AddReactionButton } from './add-reaction-button';
import { type ReactionCache, reactionQueries, useToggleReaction } from './api';
import { pillLabel, toggledText, whoReactedText } from './reaction-text';

// Radix's menu (floating-ui's part aside, which the page has already) and the who-reacted
// list download when a member reaches for them (decision 044): every post has the bar,
// few visits open either.
const menu = lazyComponent(() => import('./add-reaction-menu').then((m) => m.AddReactionMenu));
const WhoReactedDialog = lazyDialog(() =>
  import('./who-reacted-dialog').then((m) => m.WhoReactedDialog),
);

export interface ReactionBarProps<T> {
  /** The item's reactions: only those left at least once, in REACTIONS order. */
  reactions: ReactionCounts;
  /** The ones the viewer left. */
  myReactions: readonly Reaction[];
  /**
   * The item as the bar's names say it after "Reactions to": "this discussion", "reply by
   * Ada Lovelace".
   */
  itemLabel: string;
  /** The item's API address: `/api/discussions/12`, `/api/discussions/12/replies/40`. */
  path: string;
  /** Where the page keeps the item, so a toggle changes it there (see `ReactionCache`). */
  cache: ReactionCache<T>;
  /** What the bar sits on: the page (cards), or the photo viewer's ink. */
  tone?: Tone;
  className?: string;
}

type Tone = 'page' | 'ink';

/** The bar's colours on each surface: the theme's on the page, white on ink in both schemes. */
const TONES: Record<Tone, { pill: string; mine: string; add: string; who: string }> = {
  page: {
    pill: 'border-border bg-card text-foreground hover:bg-muted',
    mine: 'border-gold bg-accent text-accent-foreground hover:bg-accent/70',
    add: '',
    who: 'text-muted-foreground hover:text-foreground',
  },
  ink: {
    pill: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
    mine: 'border-gold bg-gold/25 text-white hover:bg-gold/35',
    add: 'text-white/80 hover:bg-white/15 hover:text-white',
    who: 'text-white/80 hover:text-white',
  },
};

/**
 * An item's reactions (issue 37, decision 061): a pill for each reaction left, pressed
 * when it is the viewer's, which toggles it; "Add reaction" for the five; who reacted on a
 * pill's hover or focus, and everyone in the "See who reacted" dialog. Changes show at
 * once and are put back, with the error toast, when the server refuses.
 */
export function ReactionBar<T>({
  reactions,
  myReactions,
  itemLabel,
  path,
  cache,
  tone = 'page',
  className,
}: ReactionBarProps<T>) {
  const colours = TONES[tone];
  const toggle = useToggleReaction({ path, cache });
  // Said to screen readers: a pill says its new state itself, the menu's choice does not.
  const [said, setSaid] = useState('');
  const onToggle = (reaction: Reaction, on: boolean) => {
    setSaid(toggledText(reaction, on));
    toggle.mutate({ reaction, on });
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggles, not a form's fieldset
    <div
      role="group"
      aria-label={`Reactions to ${itemLabel}`}
      className={cn('flex flex-wrap items-center gap-1.5', className)}
    >
      {reactions.length > 0 ? (
        <TooltipProvider delayDuration={300}>
          {reactions.map(({ reaction, count }) => (
            <ReactionPill
              key={reaction}
              path={path}
              reaction={reaction}
              count={count}
              mine={myReactions.includes(reaction)}
              onToggle={onToggle}
              className={myReactions.includes(reaction) ? colours.mine : colours.pill}
            />
          ))}
        </TooltipProvider>
      ) : null}
      <OpenOnIntent
        preload={menu.preload}
        options={{ opensOn: 'pointerdown', keys: ['ArrowDown'], what: 'reaction menu' }}
        standIn={(intent) => <AddReactionButton className={colours.add} {...intent} />}
        opened={(openedWith) => (
          <menu.Component
            myReactions={myReactions}
            onToggle={onToggle}
            openedWith={openedWith}
            buttonClassName={colours.add}
          />
        )}
      />
      {reactions.length > 0 ? (
        <SeeWhoReacted
          path={path}
          itemLabel={itemLabel}
          reactions={reactions}
          className={colours.who}
        />
      ) : null}
      <span className="sr-only" aria-live="polite">
        {said}
      </span>
    </div>
  );
}

/** One reaction: its emoji and count; who left it in a tooltip, asked for when first shown. */
function ReactionPill({
  path,
  reaction,
  count,
  mine,
  onToggle,
  className,
}: {
  path: string;
  reaction: Reaction;
  count: number;
  mine: boolean;
  onToggle: (reaction: Reaction, on: boolean) => void;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const names = useQuery({ ...reactionQueries.names(path, reaction), enabled: open });
  const who = names.data
    ? whoReactedText(
        names.data.items.map((entry) => authorName(entry.member)),
        count,
      )
    : names.isError
      ? 'Failed to fetch reactions'
      : 'Loading...';
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-pressed={mine}
          aria-label={pillLabel(reaction, count, mine)}
          onClick={() => onToggle(reaction, !mine)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-full border px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
        >
          <span aria-hidden="true" className="text-base leading-none">
            {REACTION_FACES[reaction].emoji}
          </span>
          <span className="tabular-nums">{count}</span>
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-64 text-center">{who}</TooltipContent>
    </Tooltip>
  );
}

/**
 * "See who reacted": a plain button until pressed; the dialog (Radix's, with the list)
 * downloads on the pointer's or the focus's approach, so a page without other dialogs
 * does not carry one for every post.
 */
function SeeWhoReacted({
  path,
  itemLabel,
  reactions,
  className,
}: {
  path: string;
  itemLabel: string;
  reactions: ReactionCounts;
  className: string;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        aria-haspopup="dialog"
        className={cn(
          'h-8 rounded-sm px-1 text-xs font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        {...preloadOnIntent(WhoReactedDialog.preload)}
        onClick={() => setOpen(true)}
      >
        See who reacted
      </button>
      <WhoReactedDialog
        open={open}
        onOpenChange={setOpen}
        path={path}
        itemLabel={itemLabel}
        reactions={reactions}
        returnFocusTo={() => opener.current}
      />
    </>
  );
}
