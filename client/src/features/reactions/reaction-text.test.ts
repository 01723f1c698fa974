import { describe, expect, it } from 'vitest';
import { toggled } from './api';
import { pillLabel, toggledText, whoReactedText } from './reaction-text';

describe('whoReactedText', () => {
  it('names up to three, then two and how many others', () => {
    expect(whoReactedText(['Ada Lovelace'], 1)).toBe('Ada Lovelace');
    expect(whoReactedText(['Ada Lovelace', 'Grace Hopper'], 2)).toBe(
      'Ada Lovelace and Grace Hopper',
    );
    expect(whoReactedText(['A', 'B', 'C'], 3)).toBe('A, B and C');
    expect(whoReactedText(['A', 'B', 'C', 'D'], 4)).toBe('A, B and 2 others');
    // The tooltip asks for the newest ten; the count says how many in all.
    expect(whoReactedText(['A', 'B', 'C'], 12)).toBe('A, B and 10 others');
    expect(whoReactedText(['A', 'B'], 3)).toBe('A, B and 1 other');
  });

  it('says how many when no names came (all of them left since)', () => {
    expect(whoReactedText([], 2)).toBe('2 members');
  });
});

describe('pillLabel and toggledText', () => {
  it('hold the count the pill shows and whether it is mine', () => {
    expect(pillLabel('like', 1, false)).toBe('Like: 1 member reacted');
    expect(pillLabel('celebrate', 4, true)).toBe('Celebrate: 4 members reacted. You reacted');
    expect(toggledText('love', true)).toBe('You reacted with Love');
    expect(toggledText('love', false)).toBe('You removed your Love reaction');
  });
});

describe('toggled', () => {
  const item = {
    reactions: [
      { reaction: 'like' as const, count: 2 },
      { reaction: 'funny' as const, count: 1 },
    ],
    myReactions: ['funny' as const],
  };

  it('adds a reaction in REACTIONS order and counts it', () => {
    expect(toggled(item, { reaction: 'celebrate', on: true })).toEqual({
      reactions: [
        { reaction: 'like', count: 2 },
        { reaction: 'celebrate', count: 1 },
        { reaction: 'funny', count: 1 },
      ],
      myReactions: ['celebrate', 'funny'],
    });
  });

  it('drops a reaction whose last member took it back', () => {
    expect(toggled(item, { reaction: 'funny', on: false })).toEqual({
      reactions: [{ reaction: 'like', count: 2 }],
      myReactions: [],
    });
  });

  it('changes nothing when the reaction is already as asked', () => {
    expect(toggled(item, { reaction: 'funny', on: true })).toEqual(item);
    expect(toggled(item, { reaction: 'like', on: false })).toEqual(item);
  });
});
