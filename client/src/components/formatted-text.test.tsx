import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormattedText, loadMarkdown } from './formatted-text';

// The renderer downloads apart (decision 067); what it draws is tested once it is there
// (formatted-text-loading.test.tsx covers the time before).
beforeAll(() => loadMarkdown());

const show = (text: string, mentions = true) =>
  render(<FormattedText text={text} mentions={mentions} />).container;

describe('FormattedText: GitHub Markdown', () => {
  it('renders a table inside a scrollable region', () => {
    show('| Name | Role |\n| :--- | ---: |\n| Ann | CFO |');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Role']);
    expect(within(table).getByRole('cell', { name: 'CFO' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Table' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.className).toContain('overflow-x-auto');
  });

  it('renders task lists with read-only, labelled checkboxes and strikethrough', () => {
    const box = show('- [x] Book the room\n- [ ] Send invites\n\n~~cancelled~~');
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.checked, b.disabled, b.getAttribute('aria-label')])).toEqual([
      [true, true, 'Done'],
      [false, true, 'Not done'],
    ]);
    expect(box.querySelector('del')?.textContent).toBe('cancelled');
  });

  it('keeps single line breaks of plain text written before Markdown', () => {
    const box = show('Line one\nLine two\n\nNext paragraph');
    const paragraphs = box.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.querySelector('br')).not.toBeNull();
    expect(paragraphs[0]!.textContent).toBe('Line one\nLine two');
  });

  it('never emits headings that outrank the page', () => {
    const box = show('# Big\n\n## Smaller\n\n### Third');
    expect(box.querySelector('h1, h2')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Big' }).tagName).toBe('H3');
    expect(screen.getByRole('heading', { name: 'Smaller' }).tagName).toBe('H4');
  });
});

describe('FormattedText: the shapes a post takes (decision 046)', () => {
  it('aligns table columns as written and gives a short row its empty cells', () => {
    show('| Name | Seats | Note |\n| :--- | :---: | ---: |\n| Ann | 2 |');
    const [name, seats, note] = screen.getAllByRole('columnheader');
    expect([name!.style.textAlign, seats!.style.textAlign, note!.style.textAlign]).toEqual([
      'left',
      'center',
      'right',
    ]);
    expect(screen.getAllByRole('cell').map((c) => c.textContent)).toEqual(['Ann', '2', '']);
  });

  it("keeps a tight list's words in its items and a loose list's paragraphs", () => {
    const tight = show('- one\n- two\n  - nested');
    expect(tight.querySelector('li p')).toBeNull();
    expect(tight.querySelectorAll('ul ul li')).toHaveLength(1);
    const loose = show('- one\n\n- two');
    expect(loose.querySelectorAll('li > p')).toHaveLength(2);
  });

  it('numbers a list from where it starts and marks a code block with its language', () => {
    const box = show('3. third\n4. fourth\n\n```ts twoslash\nconst a = 1;\n```');
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('3');
    const code = box.querySelector('pre > code');
    expect(code?.className).toBe('language-ts');
    expect(code?.textContent).toBe('const a = 1;\n');
    expect(box.querySelector('pre')?.getAttribute('tabindex')).toBe('0');
  });

  it('follows reference links and keeps what a typed address holds', () => {
    show('[the guide][g] and [a path](https://e.io/a\\b)\n\n[g]: https://e.io/guide');
    expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe(
      'https://e.io/guide',
    );
    // A backslash is encoded as written, not read as a slash.
    expect(screen.getByRole('link', { name: 'a path' }).getAttribute('href')).toBe(
      'https://e.io/a%5Cb',
    );
  });
});

describe('FormattedText: links and what is never rendered', () => {
  it('opens web links in a new tab with the ugc rel, bare addresses included', () => {
    show(
      'See [the guide](https://example.com/g) or https://example.org/x, or [mail](mailto:a@b.co)',
    );
    const guide = screen.getByRole('link', { name: 'the guide' });
    expect(guide.getAttribute('href')).toBe('https://example.com/g');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    const bare = screen.getByRole('link', { name: 'https://example.org/x' });
    expect(bare.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    const mail = screen.getByRole('link', { name: 'mail' });
    expect(mail.getAttribute('href')).toBe('mailto:a@b.co');
    expect(mail.getAttribute('target')).toBeNull();
  });

  it('shows javascript:, data:, vbscript: and relative links as text', () => {
    const box = show(
      [
        '[x](javascript:alert(1))',
        '[d](data:text/html,<b>hi</b>)',
        '[v](vbscript:msgbox)',
        '[r](/admin)',
        '[p](//evil.example)',
        '[ref][1]\n\n[1]: javascript:alert(2)',
      ].join(' '),
    );
    expect(box.querySelector('a')).toBeNull();
    expect(box.querySelector('p')?.textContent).toBe('x d v r p ref');
  });

  it('renders raw HTML as text, never as markup', () => {
    const box = show(
      'Press <Enter> <script>alert(1)</script> <img src=x onerror=alert(1)>\n\n<div>block</div>',
    );
    expect(box.firstElementChild!.querySelector('script, img, div')).toBeNull();
    expect(box.textContent).toContain('<script>alert(1)</script>');
    expect(box.textContent).toContain('Press <Enter>');
    expect(box.textContent).toContain('<div>block</div>');
  });

  it('never loads an image: a link to it, or its description', () => {
    const box = show('![A map](https://example.com/m.png) ![tracker](data:image/png;base64,AAAA)');
    expect(box.querySelector('img')).toBeNull();
    const link = screen.getByRole('link', { name: 'A map' });
    expect(link.getAttribute('href')).toBe('https://example.com/m.png');
    expect(box.textContent).toContain('tracker');
  });
});

describe('FormattedText: mentions', () => {
  it('shows a mention as @Name linking to the profile, whatever its name holds', () => {
    show('Ask **@[Maya Patel](oidc%3Ahost%3Asub)** and @[Ann *x*](u-2) about [it](https://e.io)');
    const maya = screen.getByRole('link', { name: '@Maya Patel' });
    expect(maya.getAttribute('href')).toBe('/members/oidc:host:sub');
    expect(maya.getAttribute('data-mention')).toBe('oidc:host:sub');
    expect(maya.getAttribute('target')).toBeNull();
    expect(maya.closest('strong')).not.toBeNull();
    expect(screen.getByRole('link', { name: '@Ann *x*' }).getAttribute('href')).toBe(
      '/members/u-2',
    );
    expect(screen.queryByText(/@\[/)).toBeNull();
  });

  it('links a forged token only to the profile address of its id', () => {
    show('@[Evil](javascript%3Aalert%281%29) @[Away](%2F%2Fevil.example%2Fx)');
    expect(screen.getByRole('link', { name: '@Evil' }).getAttribute('href')).toBe(
      '/members/javascript:alert(1)',
    );
    expect(screen.getByRole('link', { name: '@Away' }).getAttribute('href')).toBe(
      '/members/%2F%2Fevil.example%2Fx',
    );
  });

  it('keeps a mention as plain @Name in code and inside a link', () => {
    const box = show('`@[Maya](u-1)` and [hi @[Ann](u-2)](https://e.io)');
    expect(box.querySelector('code')?.textContent).toBe('@Maya');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link').textContent).toBe('hi @Ann');
  });

  it('leaves tokens unlinked where the text takes no mentions', () => {
    const box = show('@[Maya Patel](u-1)', false);
    expect(box.querySelector('a')).toBeNull();
    expect(box.textContent).toBe('@Maya Patel');
  });
});
