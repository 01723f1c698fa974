import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VIRTUALIZE_AFTER, WindowList } from './window-list';

// The windowed list reads its grid's columns as they change; jsdom has no layout.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ id: `c${i + 1}`, title: `Card ${i + 1}` }));

function List({ count }: { count: number }) {
  return (
    <WindowList
      className="grid gap-4"
      aria-label="Cards"
      rowGap={16}
      estimateRowHeight={120}
      items={cards(count)}
      getKey={(card) => card.id}
      renderItem={(card) => <h2>{card.title}</h2>}
    />
  );
}

describe('WindowList', () => {
  it('draws every row as plain list items up to VIRTUALIZE_AFTER', () => {
    render(<List count={VIRTUALIZE_AFTER} />);
    const list = screen.getByRole('list', { name: 'Cards' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(VIRTUALIZE_AFTER);
    expect(within(list).getAllByRole('listitem')[0].getAttribute('aria-setsize')).toBeNull();
  });

  it('past it, downloads the windowing code and draws only the rows near the window, each saying where it sits', async () => {
    const count = VIRTUALIZE_AFTER + 50;
    const { rerender } = render(<List count={VIRTUALIZE_AFTER} />);
    rerender(<List count={count} />);
    const rows = () => within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('listitem');
    // Until the code is there, the whole list stays drawn; then each row says it is n of all.
    await waitFor(() => expect(rows()[0]?.getAttribute('aria-setsize')).toBe(String(count)));
    expect(rows().length).toBeLessThan(count);
    expect(rows()[0].getAttribute('aria-posinset')).toBe('1');
    expect(within(rows()[0]).getByRole('heading').textContent).toBe('Card 1');
  });
});
