import { describe, expect, it } from 'vitest';
import {
  CARD_PAST_COMPANIES,
  CARD_SKILLS,
  endorsementCountText,
  resultCountText,
  splitForCard,
} from './directory-text';

describe('splitForCard', () => {
  it('shows 2 past companies and 3 skills, then counts the rest', () => {
    expect(CARD_PAST_COMPANIES).toBe(2);
    expect(CARD_SKILLS).toBe(3);
    expect(splitForCard(['a', 'b', 'c', 'd', 'e'], 2)).toEqual({ visible: ['a', 'b'], more: 3 });
    expect(splitForCard([1, 2, 3, 4], 3)).toEqual({ visible: [1, 2, 3], more: 1 });
  });

  it('has nothing more at or under the limit, and takes null as empty', () => {
    expect(splitForCard(['a', 'b'], 2)).toEqual({ visible: ['a', 'b'], more: 0 });
    expect(splitForCard(['a'], 2)).toEqual({ visible: ['a'], more: 0 });
    expect(splitForCard(null, 2)).toEqual({ visible: [], more: 0 });
  });
});

describe('texts', () => {
  it('endorsements, singular and plural', () => {
    expect(endorsementCountText(0)).toBe('0 endorsements');
    expect(endorsementCountText(1)).toBe('1 endorsement');
    expect(endorsementCountText(2)).toBe('2 endorsements');
  });

  it('the result count says what narrowed it', () => {
    expect(resultCountText(12, '', 'all')).toBe('12 members');
    expect(resultCountText(1, '', 'all')).toBe('1 member');
    expect(resultCountText(3, 'energy', 'all')).toBe('3 members found for “energy”');
    expect(resultCountText(2, '', 'leadership')).toBe('2 members in leadership roles');
    expect(resultCountText(1, '', 'new')).toBe('1 new member (joined in the last 30 days)');
  });
});
