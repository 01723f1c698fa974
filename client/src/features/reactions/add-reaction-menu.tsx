import { REACTION_FACES, REACTIONS, type Reaction } from '@shared/contracts/reactions';
import { Check } from 'lucide-react';
import { type FocusEvent, useRef } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { OpenedWith } from '@/hooks/use-open-on-intent';
import { AddReactionButton } from './add-reaction-button';

/**
 * The five reactions in a menu (loaded the first time a member reaches for "Add reaction",
 * decision 044, and mounted open then, in the button's place, for the rest of the visit).
 * Each item is named by its reaction and checked when it is the viewer's; choosing one
 * leaves it, or takes it back when it was theirs.
 */
export function AddReactionMenu({
  myReactions,
  onToggle,
  openedWith,
  buttonClassName,
}: {
  myReactions: readonly Reaction[];
  onToggle: (reaction: Reaction, on: boolean) => void;
  openedWith: OpenedWith;
  /** The button's colours for the surface it sits on (reaction-bar.tsx's tones). */
  buttonClassName?: string;
}) {
  // Radix moves on to the first item when it saw the key that opened the menu; the first
  // time, that key was pressed before the menu was here, so it stops on the menu itself.
  const firstOpening = useRef<OpenedWith | null>(openedWith);
  const onMenuFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const byKeyboard = firstOpening.current === 'keyboard';
    firstOpening.current = null;
    if (byKeyboard) event.currentTarget.querySelector<HTMLElement>('[role^="menuitem"]')?.focus();
  };
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <AddReactionButton className={buttonClassName} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" loop className="min-w-[10rem]" onFocus={onMenuFocus}>
        {REACTIONS.map((reaction) => {
          const mine = myReactions.includes(reaction);
          const face = REACTION_FACES[reaction];
          return (
            // Radix's CheckboxItem is this item with these two attributes; used here alone, it
            // would still land in the chunk every page's menus share (JS per route).
            <DropdownMenuItem
              key={reaction}
              role="menuitemcheckbox"
              aria-checked={mine}
              onSelect={() => onToggle(reaction, !mine)}
            >
              <span aria-hidden="true" className="text-base leading-none">
                {face.emoji}
              </span>
              <span className="flex-1">{face.name}</span>
              {mine ? <Check aria-hidden="true" className="text-gold-text" /> : null}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
