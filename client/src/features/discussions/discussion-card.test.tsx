import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DiscussionListItem } from './api';
import { DiscussionCard } from './discussion-card';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

function item(overrides: Partial<DiscussionListItem> = {}): DiscussionListItem {
  return {
    id: 7,
    title: 'Best CPA for a small firm?',
    excerpt: 'We are 12 people and growing.',
    categoryId: 3,
    authorId: 'u1',
    isPinned: false,
    isLocked: false,
    viewCount: 4,
    createdAt: minutesAgo(120),
    updatedAt: minutesAgo(120),
    editedAt: null,
    lastActivityAt: minutesAgo(120),
    author: {
      id: 'u1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      profileImageUrl: null,
      title: null,
      company: null,
    },
    category: { id: 3, name: 'Finance', color: 'blue' },
    replyCount: 0,
    hidden: false,
    canReport: false,
    mine: false,
    canEdit: false,
    canUnhide: false,
    canSeeEarlierVersions: false,
    canDelete: false,
    canReply: !(overrides.isLocked ?? false),
    canPin: false,
    canLock: false,
    deleteNeedsReason: false,
    newReplyCount: 0,
    isNew: false,
    ...overrides,
  };
}

const card = () => screen.getByTestId('discussion-card');
const badge = () => screen.queryByTestId('unread-badge');
const link = () => screen.getByRole('link', { name: 'Best CPA for a small firm?' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('DiscussionCard: what is new and when it was last active', () => {
  it("marks a discussion the member never opened 'New', read out with its link", () => {
    render(<DiscussionCard discussion={item({ isNew: true })} />);
    expect(badge()?.textContent).toBe('New');
    expect(card().dataset.unread).toBe('true');
    expect(link().getAttribute('aria-describedby')).toBe(badge()?.id);
    expect(screen.getByRole('link', { description: 'New' })).toBe(link());
  });

  it("says '1 new reply' for one", () => {
    render(
      <DiscussionCard
        discussion={item({ replyCount: 2, newReplyCount: 1, lastActivityAt: minutesAgo(5) })}
      />,
    );
    expect(badge()?.textContent).toBe('1 new reply');
    expect(screen.getByRole('link', { description: '1 new reply' })).toBe(link());
  });

  it("says '3 new replies' for three", () => {
    render(
      <DiscussionCard
        discussion={item({ replyCount: 5, newReplyCount: 3, lastActivityAt: minutesAgo(5) })}
      />,
    );
    expect(badge()?.textContent).toBe('3 new replies');
  });

  it('shows New rather than a count when both would apply', () => {
    render(<DiscussionCard discussion={item({ isNew: true, newReplyCount: 2, replyCount: 2 })} />);
    expect(badge()?.textContent).toBe('New');
  });

  it('marks nothing when nothing is new', () => {
    render(<DiscussionCard discussion={item({ replyCount: 3 })} />);
    expect(badge()).toBeNull();
    expect(card().dataset.unread).toBe('false');
    expect(link().getAttribute('aria-describedby')).toBeNull();
  });

  it("says when the last reply came: 'last reply 5 minutes ago'", () => {
    render(<DiscussionCard discussion={item({ replyCount: 2, lastActivityAt: minutesAgo(5) })} />);
    const last = screen.getByTestId('last-activity');
    expect(last.textContent).toBe('last reply 5 minutes ago');
    expect(last.querySelector('time')?.getAttribute('dateTime')).toBe(minutesAgo(5));
    // The byline keeps when it was started.
    expect(card().textContent).toContain('Ada Lovelace');
    expect(card().textContent).toContain('about 2 hours ago');
    expect(card().textContent).toContain('2 replies');
  });

  it('without replies shows only when it was started', () => {
    render(<DiscussionCard discussion={item()} />);
    expect(screen.queryByTestId('last-activity')).toBeNull();
    expect(card().textContent).not.toContain('last reply');
    expect(card().textContent).toContain('about 2 hours ago');
    expect(card().textContent).toContain('0 replies');
  });
});
