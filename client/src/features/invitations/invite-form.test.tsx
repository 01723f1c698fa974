import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { queryClient } from '@/lib/api';
import { CHECKS_NOT_LOADED } from '@/lib/lazy-resolver';
import { fakeServer, signedIn } from '@/test/fake-server';
import { InviteForm } from './invite-form';

vi.mock('@/hooks/use-toast', async (original) => ({
  ...(await original<typeof import('@/hooks/use-toast')>()),
  toast: vi.fn(),
}));

// The addresses' checks download apart from the page (decision 066): here the download fails.
vi.mock('./address-checks', () => ({
  get checkAddresses(): never {
    throw new Error('offline');
  },
}));

describe('the invite form when its checks cannot be downloaded', () => {
  afterEach(() => queryClient.clear());

  it('says so and sends nothing', async () => {
    const sent = vi.fn();
    fakeServer({
      ...signedIn(),
      'POST /api/invitations': async (request) => {
        sent(await request.json());
        return new Response('{}', { status: 500 });
      },
    });
    render(
      <QueryClientProvider client={queryClient}>
        <InviteForm title="Invite by e-mail" />
      </QueryClientProvider>,
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'E-mail addresses' }),
      'kay@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Error', description: CHECKS_NOT_LOADED }),
      ),
    );
    expect(sent).not.toHaveBeenCalled();
    // Not stuck: the next send tries again (and meets the same failure).
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await vi.waitFor(() => expect(toast).toHaveBeenCalledTimes(2));
    expect(sent).not.toHaveBeenCalled();
  });
});
