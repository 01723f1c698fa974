import { SNIPPET_STOP as E, SNIPPET_START as S } from '@shared/contracts/choices';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SnippetText, snippetParts } from './snippet-text';

describe('snippetParts', () => {
  it('splits a snippet into the marked matches and the text around them', () => {
    expect(snippetParts(`my ${S}lawyer${E}, and ${S}lawyers${E}`)).toEqual([
      { text: 'my ', match: false },
      { text: 'lawyer', match: true },
      { text: ', and ', match: false },
      { text: 'lawyers', match: true },
    ]);
  });

  it('marks nothing for a start without a stop, and drops a stray stop', () => {
    expect(snippetParts(`a ${S}b c`)).toEqual([
      { text: 'a ', match: false },
      { text: 'b c', match: false },
    ]);
    expect(snippetParts(`a${E} b`)).toEqual([{ text: 'a b', match: false }]);
  });
});

describe('SnippetText', () => {
  it('renders matches in <mark> and everything as text, never as HTML', () => {
    const { container } = render(
      <SnippetText snippet={`<script>alert(1)</script> the ${S}zanzibar${E} <b>bold</b>`} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['zanzibar']);
    expect(container.textContent).toBe('<script>alert(1)</script> the zanzibar <b>bold</b>');
  });
});
