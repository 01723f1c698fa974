import { REACTION_FACES, REACTIONS, type Reaction } from '@shared/contracts/reaction-kinds';
import { Check } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useFirstItemFocus } from '@/hooks/use-first-item-focus';
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
  const onMenuFocus = useFirstItemFocus(openedWith);
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
