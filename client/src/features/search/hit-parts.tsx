import type { SearchResult } from '@shared/contracts/search';
import { MemberAvatarImage } from '@/components/member-link';

/**
 * A member hit's picture: their photo (the hit's author is the member), else the
 * initials of the name it shows.
 */
export function MemberHitAvatar({ hit, className }: { hit: SearchResult; className?: string }) {
  const [firstName = '', ...rest] = hit.title.split(' ');
  return (
    <MemberAvatarImage
      member={hit.author ?? { id: String(hit.id), firstName, lastName: rest.join(' ') || null }}
      className={className}
      fallbackClassName="text-xs"
    />
  );
}
