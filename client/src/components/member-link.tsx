import { memberHref } from '@shared/permalinks';
import { UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { displayName, type PersonLike, userInitials } from '@/lib/names';
import { cn } from '@/lib/utils';

/** Who a link names: enough for a name, an avatar and the address of their profile. */
export type LinkedMember = PersonLike & { id: string; profileImageUrl?: string | null };

/** A member's profile address (shared/permalinks.ts). */
export const memberProfileHref = memberHref;

/** The avatar every member link shows: photo, else initials (spec §2 avatar rules). */
export function MemberAvatarImage({
  member,
  className,
  fallbackClassName,
}: {
  member: LinkedMember | null | undefined;
  className?: string;
  fallbackClassName?: string;
}) {
  // Decorative wherever it stands: the name beside it (or in the link) says who it is.
  return (
    <Avatar className={className} aria-hidden="true">
      {member?.profileImageUrl ? <AvatarImage src={member.profileImageUrl} alt="" /> : null}
      <AvatarFallback className={fallbackClassName}>
        {/* A former member (decision 022): a neutral figure, no initials. */}
        {member?.former ? <UserRound className="size-1/2" /> : userInitials(member)}
      </AvatarFallback>
    </Avatar>
  );
}

interface MemberLinkProps {
  /** The member; `null` (a former member) shows the name without a link. */
  member: LinkedMember | null | undefined;
  /** What the link shows: the name (default), the avatar, or both side by side. */
  show?: 'name' | 'avatar' | 'both';
  className?: string;
  avatarClassName?: string;
  fallbackClassName?: string;
  /** The name's own classes (weight, truncation). */
  nameClassName?: string;
  /** The name when there is no member. */
  fallbackName?: string;
  /** The name to show, where a screen names members its own way (an author: 'Someone'). */
  name?: string;
  /**
   * A second link to the same profile beside a focusable one (an avatar next to the
   * name): kept out of the tab order and the accessibility tree, still clickable.
   */
  decorative?: boolean;
}

const FOCUS =
  'rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/**
 * A member's name and/or avatar, linking to their profile (`/members/:id`). The link's
 * accessible name is always the member's display name (full name, else e-mail, else
 * 'User'); the avatar is decorative inside it.
 */
export function MemberLink({
  member,
  show = 'name',
  className,
  avatarClassName,
  fallbackClassName,
  nameClassName,
  fallbackName,
  name: shownName,
  decorative = false,
}: MemberLinkProps) {
  const name = shownName ?? (member ? displayName(member) : (fallbackName ?? displayName(member)));
  const avatar =
    show === 'name' ? null : (
      <MemberAvatarImage
        member={member}
        className={avatarClassName}
        fallbackClassName={fallbackClassName}
      />
    );
  // A decorative twin says nothing: the focusable link beside it names the member.
  const label =
    show === 'avatar' ? (
      decorative ? null : (
        <span className="sr-only">{name}</span>
      )
    ) : (
      <span className={cn('min-w-0 wrap-anywhere', nameClassName)}>{name}</span>
    );

  // A former member (decision 022) has no profile to open: the name without a link.
  if (!member || member.former) {
    return (
      <span className={cn('inline-flex min-w-0 items-center gap-2', className)}>
        {avatar}
        {label}
      </span>
    );
  }

  return (
    <Link
      href={memberProfileHref(member.id)}
      className={cn(
        'inline-flex min-w-0 items-center gap-2',
        show !== 'avatar' && 'hover:underline underline-offset-2',
        FOCUS,
        show === 'avatar' && 'rounded-full',
        className,
      )}
      aria-hidden={decorative || undefined}
      tabIndex={decorative ? -1 : undefined}
      data-member-link={member.id}
    >
      {avatar}
      {label}
    </Link>
  );
}
