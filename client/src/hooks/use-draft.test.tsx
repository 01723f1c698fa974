import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/api';
import { fakeServer, member, signedIn } from '@/test/fake-server';
import { useAuth } from './use-auth';
import { clearAllDrafts, useDraft } from './use-draft';

function ReplyBox({ onSent }: { onSent?: () => void }) {
  const form = useForm({ defaultValues: { content: '', notify: false } });
  const draft = useDraft('reply:7', form);
  const { user } = useAuth();
  return (
    <form
      onSubmit={form.handleSubmit(() => {
        draft.discard();
        onSent?.();
      })}
    >
      <label htmlFor="content">Reply</label>
      <textarea id="content" {...form.register('content')} />
      <button type="submit">Post Reply</button>
      {user ? <p>Signed in as {user.id}</p> : null}
      {draft.restored ? <p>Draft restored</p> : null}
    </form>
  );
}

const renderBox = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <ReplyBox />
    </QueryClientProvider>,
  );

const KEY = 'rt-draft:member-1:reply:7';

describe('drafts', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeServer(signedIn());
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  /** The box, once the member is known (drafts are kept per member). */
  async function replyBoxOf(memberId: string) {
    await screen.findByText(`Signed in as ${memberId}`);
    return screen.getByLabelText('Reply') as HTMLTextAreaElement;
  }

  async function typeReply(text: string) {
    const box = await replyBoxOf('member-1');
    fireEvent.change(box, { target: { value: text } });
    return box;
  }

  it('keep what was typed and bring it back when the form opens again', async () => {
    const view = renderBox();
    await typeReply('Half a thought about');
    view.unmount(); // the dialog closes, or the session ended and the page was left
    expect(JSON.parse(localStorage.getItem(KEY) ?? 'null')).toEqual({
      content: 'Half a thought about',
    });
    renderBox();
    expect(await screen.findByDisplayValue('Half a thought about')).toBeTruthy();
    // The form is told, so it can say so (the profile editor offers Discard changes).
    expect(screen.getByText('Draft restored')).toBeTruthy();
  });

  it('tell the form nothing was restored when there was no draft', async () => {
    renderBox();
    await replyBoxOf('member-1');
    expect(screen.queryByText('Draft restored')).toBeNull();
  });

  it('are dropped once the form is sent, and on sign-out', async () => {
    renderBox();
    await typeReply('Sent in full');
    fireEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    await vi.waitFor(() => expect(localStorage.getItem(KEY)).toBeNull());

    localStorage.setItem(KEY, '{"content":"x"}');
    localStorage.setItem('unrelated', 'kept');
    clearAllDrafts();
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem('unrelated')).toBe('kept');
  });

  it("are the member's own: another member on the same browser starts empty", async () => {
    localStorage.setItem(KEY, '{"content":"Private words"}');
    fakeServer(signedIn(member({ id: 'member-2' })));
    renderBox();
    expect((await replyBoxOf('member-2')).value).toBe('');
  });

  it('ignore a stored value of the wrong kind', async () => {
    localStorage.setItem(KEY, '{"content":42,"notify":"yes"}');
    renderBox();
    expect((await replyBoxOf('member-1')).value).toBe('');
  });
});
