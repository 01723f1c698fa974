import type { SearchResult } from '@shared/contracts/search';
import { MemberAvatarImage } from '@/components/member-link';

/**
 * The line that names a hit: its title, or for a reply "Reply in <discussion>", since a
 * reply has no title of its own and the member should know where it will land.
 */
export function hitTitle(hit: SearchResult): string {
  return hit.replyId !== null ? `Reply in ${hit.title}` : hit.title;
}

/**
 * A member hit's picture: the hit carries the name only (the search contract has no photo
 * for members), so the initials stand in.
 */
export function MemberHitAvatar({ hit, className }: { hit: SearchResult; className?: string }) {
  const [firstName = '', ...rest] = hit.title.split(' ');
  return (
    <MemberAvatarImage
      member={{ id: String(hit.id), firstName, lastName: rest.join(' ') || null }}
      className={className}
      fallbackClassName="text-xs"
    />
  );
}
