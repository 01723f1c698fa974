import { SNIPPET_STOP as E, SNIPPET_START as S } from '@shared/contracts/search';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Snippet, snippetParts } from './snippet';

describe('snippetParts', () => {
  it('cuts the text at the markers, the matches marked', () => {
    expect(snippetParts(`Ask ${S}Miguel${E} at ${S}Harbor${E} Logistics`)).toEqual([
      { text: 'Ask ', marked: false },
      { text: 'Miguel', marked: true },
      { text: ' at ', marked: false },
      { text: 'Harbor', marked: true },
      { text: ' Logistics', marked: false },
    ]);
  });

  it('keeps no marker on screen, even unpaired ones', () => {
    expect(snippetParts(`${E}tail ${S}open`)).toEqual([
      { text: 'tail ', marked: false },
      { text: 'open', marked: true },
    ]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('Snippet', () => {
  it('puts each match in a <mark> and the rest as plain text', () => {
    const { container } = render(<Snippet snippet={`the ${S}port${E} of ${S}Houston${E}`} />);
    expect(container.textContent).toBe('the port of Houston');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'port',
      'Houston',
    ]);
  });

  it('shows hostile text as the characters it is, with no element made from it', () => {
    const hostile = `<b>hostile</b> ${S}<img src=x onerror="alert(1)">${E} <script>x()</script>`;
    const { container } = render(<Snippet snippet={hostile} />);
    expect(container.textContent).toBe(
      '<b>hostile</b> <img src=x onerror="alert(1)"> <script>x()</script>',
    );
    expect(container.querySelector('b, img, script')).toBeNull();
    expect(container.querySelector('mark')?.textContent).toBe('<img src=x onerror="alert(1)">');
  });
});
