import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditedMark } from './edited-mark';

describe('EditedMark', () => {
  it('says "edited", the full date in its title and read out after it', () => {
    const at = new Date(2026, 2, 1, 11, 5).toISOString();
    const { container } = render(<EditedMark editedAt={at} />);
    const mark = container.querySelector('time')!;
    expect(mark.textContent).toBe('edited March 1, 2026 at 11:05 AM');
    expect(screen.getByText('March 1, 2026 at 11:05 AM').className).toBe('sr-only');
    expect(mark.getAttribute('datetime')).toBe(at);
    expect(mark.getAttribute('title')).toBe('Edited March 1, 2026 at 11:05 AM');
  });

  it('shows nothing for an item never edited', () => {
    const { container } = render(<EditedMark editedAt={null} />);
    expect(container.innerHTML).toBe('');
  });
});
