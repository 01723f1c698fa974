import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

function Bold({ delay = 300 }: { delay?: number }) {
  return (
    <TooltipProvider delayDuration={delay}>
      <Tooltip>
        <TooltipTrigger asChild>
          <button type="button">B</button>
        </TooltipTrigger>
        <TooltipContent>Bold (Ctrl+B)</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Bold />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'B' });
    const tip = screen.getByRole('tooltip');
    expect(tip.textContent).toBe('Bold (Ctrl+B)');
    expect(button.getAttribute('aria-describedby')).toBe(tip.id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.getAttribute('aria-describedby')).toBeNull();
  });

  it('opens on hover after the delay, closes when the pointer leaves, and not on a press', async () => {
    const user = userEvent.setup();
    render(<Bold delay={50} />);
    const button = screen.getByRole('button', { name: 'B' });
    await user.hover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect((await screen.findByRole('tooltip')).textContent).toBe('Bold (Ctrl+B)');
    await user.unhover(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
    // Pressed: neither the press's own focus nor the hover it began with opens it, even
    // well past the delay.
    await user.click(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
