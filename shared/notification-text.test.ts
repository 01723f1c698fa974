import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPE_LABELS } from './notification-labels';
import { notificationHeadline } from './notification-text';

// Reactions' sentences (issue 37): a burst counts members, and says what was reacted to.
describe('reaction headlines', () => {
  const words = { type: 'reaction' as const, actorName: 'Ada Lovelace', title: 'Seed rounds' };

  it('a post in a discussion', () => {
    expect(notificationHeadline({ ...words, count: 1, subjectType: 'discussion' })).toBe(
      'Ada Lovelace reacted to your post in “Seed rounds”',
    );
    expect(notificationHeadline({ ...words, count: 2, subjectType: 'discussion' })).toBe(
      'Ada Lovelace and 1 other reacted to your post in “Seed rounds”',
    );
  });

  it('a photo', () => {
    expect(notificationHeadline({ ...words, count: 5, subjectType: 'photo', title: 'Stage' })).toBe(
      'Ada Lovelace and 4 others reacted to your photo “Stage”',
    );
  });

  it('a message, which the excerpt quotes', () => {
    expect(notificationHeadline({ ...words, count: 1, subjectType: 'thread', title: '' })).toBe(
      'Ada Lovelace reacted to your message',
    );
  });

  it('a member who left is named as such by the caller; nobody at all is "A member"', () => {
    expect(
      notificationHeadline({ ...words, actorName: null, count: 1, subjectType: 'photo' }),
    ).toBe('A member reacted to your photo “Seed rounds”');
  });
});

// Following and watching (issue 37): a reply in a followed discussion, a watched category.
describe('following headlines', () => {
  const words = { actorName: 'Ada Lovelace', title: 'Seed rounds' };

  it('a reply in a discussion the member follows, then a burst of them', () => {
    expect(notificationHeadline({ ...words, type: 'followed_reply', count: 1 })).toBe(
      'Ada Lovelace replied in “Seed rounds”',
    );
    expect(notificationHeadline({ ...words, type: 'followed_reply', count: 3 })).toBe(
      '3 new replies in “Seed rounds”',
    );
  });

  it('a new discussion in a watched category', () => {
    expect(notificationHeadline({ ...words, type: 'category_discussion', count: 1 })).toBe(
      'Ada Lovelace started “Seed rounds”',
    );
  });
});

// Group conversations (issue 37, decision 064): being added, to a named group or not.
describe('group conversation headlines', () => {
  it('says who added the member, and to what', () => {
    const words = { actorName: 'Ada Lovelace', count: 1, type: 'conversation_added' as const };
    expect(notificationHeadline({ ...words, title: 'Founders circle' })).toBe(
      'Ada Lovelace added you to “Founders circle”',
    );
    expect(notificationHeadline({ ...words, title: '' })).toBe(
      'Ada Lovelace added you to a group conversation',
    );
    expect(NOTIFICATION_TYPE_LABELS.conversation_added).toBe('Being added to a group conversation');
  });
});
