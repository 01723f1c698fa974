import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  costlyMarkdown,
  MAX_POST,
  mostWithinLimits,
  timeOf,
} from '../../../shared/markdown-adversaries';
import { FormattedText, loadMarkdown } from './formatted-text';

/**
 * Issue 33 in the browser: no post freezes the reader's tab (decision 027). The renderer
 * (micromark, then the syntax tree, then React elements; decision 046) costs more than the
 * server's plain text does; before the limits these shapes took seconds to minutes.
 */
const BOUND_MS = 600;

const html = (text: string) => renderToStaticMarkup(<FormattedText text={text} mentions />);

function expectBounded(text: string) {
  const ms = timeOf(() => html(text), BOUND_MS);
  expect(ms, `${JSON.stringify(text.slice(0, 40))}… (${text.length})`).toBeLessThan(BOUND_MS);
}

describe('FormattedText is bounded in time (issue 33)', () => {
  // The first renders run before the JIT has compiled the parser (see markdown-fuzz.test).
  // The renderer downloads apart (decision 067): timed before it is there, every text
  // would be the plain fallback and the bound would say nothing about the parser.
  beforeAll(async () => {
    await loadMarkdown();
    expect(html('**parsed**')).toContain('<strong>parsed</strong>');
    for (let i = 0; i < 100; i++)
      html('# A\n\n> *b* [c](https://d.io) `e`\n\n- f\n\n| h |\n| - |\n| i |');
  });

  it('on costly shapes, parsed or shown as plain text', () => {
    fc.assert(fc.property(costlyMarkdown, expectBounded), { numRuns: 10 });
  }, 60_000);

  it('on the costliest text the limits let through', () => {
    fc.assert(
      fc.property(costlyMarkdown, (text) => expectBounded(mostWithinLimits(text))),
      { numRuns: 6 },
    );
  }, 60_000);

  it('shows text over the limits as plain text: escaped, line breaks kept, mentions linked', () => {
    const text = `<b>hi</b> @[Ann Lee](u-1)\n${'*a'.repeat(MAX_POST / 4)}`;
    const out = html(text);
    expect(out).toContain('<p class="whitespace-pre-wrap">&lt;b&gt;hi&lt;/b&gt; <a');
    expect(out).toContain('data-mention="u-1"');
    expect(out).toContain('>@Ann Lee</a>\n*a*a');
    expect(out).not.toContain('<em>');
  });
});
