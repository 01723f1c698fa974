import type { DirectoryMember } from '@shared/contracts/members';
import type { ReactNode } from 'react';
import { MemberAvatarImage } from '@/components/member-link';
import { displayName } from '@/lib/names';
import { cn } from '@/lib/utils';

/** "Title at Company", or null when the member gave neither. */
export function memberLine(member: Pick<DirectoryMember, 'title' | 'company'>): string | null {
  const parts = [member.title, member.company].filter(Boolean);
  return parts.length ? parts.join(' at ') : null;
}

interface MemberOptionProps {
  member: DirectoryMember;
  /** The option's element id, which the combobox's `aria-activedescendant` names. */
  id: string;
  active: boolean;
  /**
   * In a list that picks several (aria-multiselectable): whether this one is chosen, which
   * `aria-selected` then says instead of which is active.
   */
  chosen?: boolean;
  /** After the name, at the end of the row (a chosen member's check mark). */
  trailing?: ReactNode;
  /** Not to be picked now (a list already full): said, and a click does nothing. */
  disabled?: boolean;
  onActivate: () => void;
  onPick: () => void;
  size?: 'sm' | 'md';
  'data-testid'?: string;
}

/**
 * One member in a combobox's listbox (the recipient picker, the @mention suggestions):
 * photo, name, "title at company". The text field keeps the focus and points at the active
 * option, so the keyboard works through the field; a click picks without taking the focus
 * from it first.
 */
export function MemberOption({
  member,
  id,
  active,
  chosen,
  trailing,
  disabled = false,
  onActivate,
  onPick,
  size = 'md',
  'data-testid': testId,
}: MemberOptionProps) {
  const line = memberLine(member);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's field handles the keys
    <div
      id={id}
      role="option"
      // Focusable by script only: the focus stays in the field.
      tabIndex={-1}
      aria-selected={chosen ?? active}
      aria-disabled={disabled || undefined}
      data-testid={testId}
      className={cn(
        'flex cursor-pointer items-center gap-3',
        size === 'sm' ? 'rounded-md px-2.5 py-1.5' : 'rounded-lg px-3 py-2',
        active ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
        disabled && 'cursor-not-allowed opacity-60',
      )}
      onMouseMove={onActivate}
      onMouseDown={(event) => event.preventDefault()}
      onClick={disabled ? undefined : onPick}
    >
      <MemberAvatarImage
        member={member}
        className={size === 'sm' ? 'size-8' : 'size-9'}
        fallbackClassName="text-xs"
      />
      <span className="grid min-w-0">
        <span className={cn('truncate font-medium', size === 'sm' && 'text-sm')}>
          {displayName(member)}
        </span>
        {line ? <span className="truncate text-xs text-muted-foreground">{line}</span> : null}
      </span>
      {trailing}
    </div>
  );
}
