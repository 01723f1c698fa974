import { mentionToken } from '@shared/mentions';
import { previewText } from '@shared/preview';
import { describe, expect, it } from 'vitest';
import { linkifyWithMentions } from './linkify';
import {
  decodeMentions,
  encodeMentions,
  insertMention,
  mentionName,
  mentionQueryAt,
} from './mention-text';

const maya = { name: 'Maya Patel', id: 'u-maya' };
const ann = { name: 'Ann', id: 'u-ann' };
const annLee = { name: 'Ann Lee', id: 'u-annlee' };

describe('encodeMentions', () => {
  it('turns each picked @Name still in the text into its token', () => {
    expect(encodeMentions('Ask @Maya Patel, and @Maya Patel again.', [maya])).toBe(
      'Ask @[Maya Patel](u-maya), and @[Maya Patel](u-maya) again.',
    );
    expect(encodeMentions('@Maya Patel', [maya])).toBe('@[Maya Patel](u-maya)');
  });

  it('leaves a name edited after picking, or run on into a word, as text', () => {
    expect(encodeMentions('Ask @Maya Pate', [maya])).toBe('Ask @Maya Pate');
    expect(encodeMentions('Ask @Maya Patelson', [maya])).toBe('Ask @Maya Patelson');
    expect(encodeMentions('mail x@Maya Patel', [maya])).toBe('mail x@Maya Patel');
    expect(encodeMentions('no picks @Maya Patel', [])).toBe('no picks @Maya Patel');
  });

  it('prefers the longest picked name and the latest pick of a name', () => {
    expect(encodeMentions('@Ann Lee and @Ann', [ann, annLee])).toBe(
      '@[Ann Lee](u-annlee) and @[Ann](u-ann)',
    );
    expect(encodeMentions('@Ann', [ann, { name: 'Ann', id: 'u-other' }])).toBe('@[Ann](u-other)');
  });

  it('encodes the id and reads names with regex characters literally', () => {
    const odd = { name: 'J. (Jo) Smith+', id: 'oidc:host/sub 1' };
    expect(encodeMentions('hi @J. (Jo) Smith+!', [odd])).toBe(
      `hi ${mentionToken(odd.name, odd.id)}!`,
    );
    expect(encodeMentions('hi @J  (Jo) Smith+', [odd])).toBe('hi @J  (Jo) Smith+');
  });
});

describe('decodeMentions', () => {
  it('shows tokens as @Name and gives back the picks, so encoding again is the same text', () => {
    const stored = 'Thanks @[Maya Patel](u-maya) and @[Ann](u%2Fann)!';
    const { shown, picks } = decodeMentions(stored);
    expect(shown).toBe('Thanks @Maya Patel and @Ann!');
    expect(picks).toEqual([maya, { name: 'Ann', id: 'u/ann' }]);
    expect(encodeMentions(shown, picks)).toBe(stored);
    expect(decodeMentions('plain')).toEqual({ shown: 'plain', picks: [] });
  });
});

describe('mentionName', () => {
  it('is the name the token keeps', () => {
    expect(mentionName('Maya Patel', 'x')).toBe('Maya Patel');
    expect(mentionName('Ma[ya]', 'x')).toBe('Ma ya');
  });
});

describe('mentionQueryAt', () => {
  it('finds an @ and letters at the start or after whitespace, up to the caret', () => {
    expect(mentionQueryAt('@ma', 3)).toEqual({ query: 'ma', start: 0 });
    expect(mentionQueryAt('hi\n@Maya P', 10)).toEqual({ query: 'Maya P', start: 3 });
    expect(mentionQueryAt('hi @Zoë', 7)).toEqual({ query: 'Zoë', start: 3 });
    expect(mentionQueryAt('hi @Maya and more', 8)).toEqual({ query: 'Maya', start: 3 });
  });

  it('asks nothing for an e-mail address, a bare @, a digit, or a long run of words', () => {
    expect(mentionQueryAt('ann@example', 11)).toBeNull();
    expect(mentionQueryAt('hi @', 4)).toBeNull();
    expect(mentionQueryAt('hi @1', 5)).toBeNull();
    expect(mentionQueryAt('@a b c d', 8)).toBeNull();
    expect(mentionQueryAt(`@${'a'.repeat(61)}`, 62)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces what was typed with @Name and a space, the caret after it', () => {
    const text = 'Ask @may about it';
    const at = mentionQueryAt(text, 8)!;
    expect(insertMention(text, at, 8, 'Maya Patel')).toEqual({
      text: 'Ask @Maya Patel about it',
      caret: 16,
    });
    const end = insertMention('Ask @may', mentionQueryAt('Ask @may', 8)!, 8, 'Maya Patel');
    expect(end).toEqual({ text: 'Ask @Maya Patel ', caret: 16 });
  });
});

describe('linkifyWithMentions', () => {
  it('makes a part of each mention, and links between them', () => {
    expect(linkifyWithMentions('Hi @[Maya Patel](u-maya), see https://x.io/a.')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', text: '@Maya Patel', memberId: 'u-maya' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'https://x.io/a', href: 'https://x.io/a' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of a mention', () => {
    expect(linkifyWithMentions('@[https://evil.example](javascript%3Aalert(1))')).toEqual([
      { kind: 'text', text: '@[https://evil.example](javascript%3Aalert(1))' },
    ]);
    expect(linkifyWithMentions('@[https://evil.example](javascript%3Aalert)')).toEqual([
      { kind: 'mention', text: '@https://evil.example', memberId: 'javascript:alert' },
    ]);
  });
});

describe('previewText with mentions', () => {
  it('shows @Name, and cuts after, so no half token shows', () => {
    expect(previewText('Ping @[Maya Patel](u-maya)')).toBe('Ping @Maya Patel');
    const long = `${'x'.repeat(190)} @[Maya Patel](u-maya) more`;
    expect(previewText(long)).toBe(`${'x'.repeat(190)} @Maya Pat...`);
  });
});
