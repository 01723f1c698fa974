import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// The renderer's module arrives only when the test opens the gate: the time between a
// post's data and its renderer (decision 067), which a fast machine may never show.
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
});
vi.mock('@/components/markdown-elements', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { FormattedText, loadMarkdown } = await import('./formatted-text');

describe('FormattedText while its renderer downloads', () => {
  it('shows the words as typed, mentions linked, then the formatted post', async () => {
    const { container } = render(
      <FormattedText text={'**Agenda** for @[Ann Lee](u-1)\nsecond line'} mentions />,
    );
    const plain = container.querySelector('p');
    expect(plain?.textContent).toBe('**Agenda** for @Ann Lee\nsecond line');
    expect(plain?.className).toContain('whitespace-pre-wrap');
    expect(screen.getByRole('link', { name: '@Ann Lee' }).getAttribute('href')).toBe(
      '/members/u-1',
    );
    expect(container.querySelector('strong')).toBeNull();

    gate.open();
    await loadMarkdown();
    expect((await screen.findByText('Agenda')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: '@Ann Lee' }).getAttribute('href')).toBe(
      '/members/u-1',
    );
  });
});
