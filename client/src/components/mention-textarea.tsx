import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { MemberOption } from '@/components/member-option';
import { Textarea } from '@/components/ui/textarea';
import {
  decodeMentions,
  encodeMentions,
  insertMention,
  type MentionPick,
  mentionName,
} from '@/lib/mention-text';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';
import { useMentionSuggestions } from './use-mention-suggestions';

type TextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'defaultValue'>;

export interface MentionTextareaProps extends TextareaProps {
  /** The stored text: mentions as tokens (shared/mentions.ts). */
  value: string;
  /** The stored text after each change the member makes. */
  onChange: (stored: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}

const suggestionCount = (n: number) => `${n} ${n === 1 ? 'member' : 'members'} to mention`;

/**
 * A textarea where `@` and the start of a name suggests members (an ARIA 1.2 combobox:
 * the focus stays in the text, the arrow keys move through the list, Enter or Tab picks,
 * Escape closes the list and nothing else). The member sees and types `@Maya Patel`; the
 * form holds the stored text, each picked name still present turned into its token, so
 * a name edited after picking is plain text again. A stored text with tokens (a draft)
 * shows as `@Name` and keeps its mentions.
 */
export function MentionTextarea({
  value,
  onChange,
  ref,
  id,
  onKeyDown,
  onBlur,
  onFocus,
  onSelect,
  className,
  ...props
}: MentionTextareaProps) {
  const ownId = useId();
  const listId = `${id ?? ownId}-mentions`;
  const optionId = (index: number) => `${listId}-${index}`;
  const box = useRef<HTMLTextAreaElement | null>(null);

  const [shown, setShown] = useState(() => decodeMentions(value).shown);
  const picks = useRef<MentionPick[]>(decodeMentions(value).picks);
  // What this editor last handed the form: any other value came from outside (a reset, a
  // draft restored) and is shown afresh.
  const emitted = useRef(value);
  if (value !== emitted.current) {
    emitted.current = value;
    const decoded = decodeMentions(value);
    picks.current = [...picks.current, ...decoded.picks];
    if (decoded.shown !== shown) setShown(decoded.shown);
  }

  const [caret, setCaret] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const suggestions = useMentionSuggestions(shown, caret, focused);
  const { open, members, active } = suggestions;

  const change = (text: string) => {
    setShown(text);
    const stored = encodeMentions(text, picks.current);
    emitted.current = stored;
    onChange(stored);
  };

  // Where the caret goes once a picked name is in the text.
  const nextCaret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (nextCaret.current === null || !box.current) return;
    box.current.setSelectionRange(nextCaret.current, nextCaret.current);
    setCaret(nextCaret.current);
    nextCaret.current = null;
  });

  const pick = (index: number) => {
    const member = members[index];
    const at = suggestions.at;
    if (!member || !at || caret === null) return;
    const name = mentionName(displayName(member), member.id);
    picks.current = [...picks.current, { name, id: member.id }];
    const next = insertMention(shown, at, caret, name);
    nextCaret.current = next.caret;
    suggestions.dismiss();
    change(next.text);
  };

  // Escape with the list open closes the list only: the dialog around it (Radix listens
  // on the document, before the textarea hears the key) is told it was handled.
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && openRef.current && event.target === box.current) {
        event.preventDefault();
      }
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, []);

  // The active member stays in view as the arrow keys move.
  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method's Enter confirms the characters being composed, not a member.
    const composing = event.nativeEvent.isComposing;
    if (open && !composing && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const last = members.length - 1;
      const moves: Record<string, number> = {
        ArrowDown: active >= last ? 0 : active + 1,
        ArrowUp: active <= 0 ? last : active - 1,
      };
      if (event.key in moves) {
        event.preventDefault();
        suggestions.setActive(moves[event.key]!);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        pick(active);
        return;
      }
      if (event.key === 'Escape') {
        // Not the reply form's Escape (it closes the form) either.
        event.stopPropagation();
        suggestions.dismiss();
        return;
      }
    }
    onKeyDown?.(event);
  };

  return (
    <div className="grid gap-1">
      <Textarea
        {...props}
        id={id}
        ref={(node) => {
          box.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        className={className}
        value={shown}
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onChange={(event) => {
          setCaret(event.target.selectionStart);
          change(event.target.value);
        }}
        onSelect={(event) => {
          setCaret(event.currentTarget.selectionStart);
          onSelect?.(event);
        }}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        onKeyDown={keyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Members to mention"
        // The attribute for what reads the page without styles (tests); the class for Tailwind's
        // `grid`, which would otherwise win over the attribute.
        hidden={!open}
        className={cn(
          'z-10 grid max-h-80 gap-0.5 overflow-y-auto rounded-lg border bg-card p-1 text-card-foreground shadow-md',
          !open && 'hidden',
        )}
      >
        {members.map((member, index) => (
          <MemberOption
            key={member.id}
            member={member}
            id={optionId(index)}
            active={index === active}
            size="sm"
            data-testid="mention-option"
            onActivate={() => suggestions.setActive(index)}
            onPick={() => pick(index)}
          />
        ))}
      </div>
      <p role="status" className="sr-only">
        {open ? suggestionCount(members.length) : ''}
      </p>
    </div>
  );
}
