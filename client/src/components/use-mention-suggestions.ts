import type { DirectoryMember } from '@shared/contracts/members';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth } from '@/hooks/use-auth';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { type MentionQuery, mentionQueryAt } from '@/lib/mention-text';
import { displayName } from '@/lib/names';
import { fetchPage } from '@/lib/pages';

/** How long typing pauses before the directory is asked. */
export const MENTION_DEBOUNCE_MS = 150;
/** How many members are suggested at most. */
export const MENTION_SUGGESTIONS = 6;
/**
 * How many the directory is asked for: its search also matches titles, companies and
 * skills, and only names are suggested, so a few more than are shown.
 */
const FETCHED = 20;

/**
 * Under the directory's '/api/users' prefix, so whatever refreshes the directory (a new
 * member, an edited name) refreshes the suggestions too.
 */
const suggestionsQuery = (search: string) => ({
  queryKey: ['/api/users', 'mention-suggestions', search] as const,
  queryFn: () =>
    fetchPage<DirectoryMember>(
      `/api/users?${new URLSearchParams({ limit: String(FETCHED), search })}`,
      'Failed to fetch members',
    ),
  staleTime: 30_000,
});

/** Whether the search is the start of a word of the member's name ("pat" finds Maya Patel). */
const nameMatches = (member: DirectoryMember, search: string) =>
  ` ${displayName(member)}`.toLowerCase().includes(` ${search.toLowerCase()}`);

/**
 * The members to suggest for the mention being typed at the caret: by name, from the
 * member directory, at most six, never the member typing. `dismiss` closes the list for
 * this mention (Escape, or a pick) until the member starts another.
 */
export function useMentionSuggestions(text: string, caret: number | null, focused: boolean) {
  const { user } = useAuth();
  const at: MentionQuery | null = focused && caret !== null ? mentionQueryAt(text, caret) : null;
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const typing = at !== null && at.start !== dismissedAt;
  const search = useDebouncedValue(typing ? at.query.trim() : '', MENTION_DEBOUNCE_MS);

  // Another mention (or none) reopens the list for the next one.
  useEffect(() => {
    if (dismissedAt !== null && at?.start !== dismissedAt) setDismissedAt(null);
  }, [at?.start, dismissedAt]);

  const found = useQuery({
    ...suggestionsQuery(search),
    enabled: typing && search !== '',
    // While the member types on, the last answer stays until the next one comes.
    placeholderData: keepPreviousData,
  });
  const current = typing ? at.query.trim() : '';
  const members =
    typing && search !== '' && found.data
      ? found.data.items
          .filter((m) => m.id !== user?.id && !m.former && nameMatches(m, current))
          .slice(0, MENTION_SUGGESTIONS)
      : [];

  const [active, setActive] = useState(0);
  // A new search starts again at its first member.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a new search only
  useEffect(() => setActive(0), [current]);

  return {
    /** The mention being typed, while the list is not dismissed for it. */
    at: typing ? at : null,
    members,
    open: members.length > 0,
    active: Math.min(active, Math.max(members.length - 1, 0)),
    setActive,
    dismiss: () => setDismissedAt(at?.start ?? null),
  };
}
