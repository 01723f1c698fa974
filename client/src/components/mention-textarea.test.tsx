import { requiredText } from '@shared/contracts/fields';
import type { DirectoryMember } from '@shared/contracts/members';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { queryClient } from '@/lib/api';
import { fakeServer, member, reply, signedIn } from '@/test/fake-server';
import { FormDialog } from './form-dialog';
import { FormMarkdownField } from './markdown-editor';
import { MentionTextarea } from './mention-textarea';
import { MENTION_DEBOUNCE_MS } from './use-mention-suggestions';
import { useMutationForm } from './use-mutation-form';

const me = member({ id: 'me', firstName: 'Vera', lastName: 'Viewer' });

const entry = (id: string, firstName: string, lastName: string, extra = {}): DirectoryMember => ({
  id,
  firstName,
  lastName,
  email: null,
  profileImageUrl: null,
  title: null,
  company: null,
  pastCompanies: null,
  bio: null,
  website: null,
  openToConnect: false,
  joinedAt: '2026-01-01T00:00:00.000Z',
  skills: [],
  isSelf: false,
  canEdit: false,
  hidden: false,
  canReport: true,
  ...extra,
});

const grace = entry('u-grace', 'Grace', 'Hopper', { title: 'Admiral', company: 'Navy' });
const greta = entry('u-greta', 'Greta', 'Garbo');
// The directory's search also matches titles: a member whose name does not match is not offered.
const byTitle = entry('u-title', 'Tom', 'Jones', { title: 'Great Engineer' });
const self = entry('me', 'Vera', 'Gray', { isSelf: true, canEdit: true });

const users = (list: DirectoryMember[]) =>
  reply(list, 200, { 'X-Total-Count': String(list.length) });

// Drafts are saved as the form unmounts, after a test's own cleanup: cleared before each.
beforeEach(() => localStorage.clear());
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/**
 * For the checks that nothing is asked or shown: the clock is fake from the first key, so
 * the suggestions' typing pause runs out when the test says, not after a fixed sleep that
 * a loaded machine could outrun. It still moves with real time, for the waits of
 * Testing Library. `afterEach` puts the real clock back.
 */
function onAFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

const pastTheDebounce = () => act(() => vi.advanceTimersByTimeAsync(MENTION_DEBOUNCE_MS * 2));

const schema = z.object({ content: requiredText(60, 'Content is required') });

function NoteForm({ onSent, onClose }: { onSent: (content: string) => void; onClose: () => void }) {
  const send = useMutation({ mutationFn: async (v: { content: string }) => onSent(v.content) });
  const { form, dialog } = useMutationForm({
    schema,
    defaultValues: { content: '' },
    mutation: send,
    draftKey: 'note:mentions',
    onSuccess: onClose,
    onDismiss: onClose,
  });
  return (
    <FormDialog
      title="Write"
      description="A note."
      {...dialog}
      pendingLabel="Sending..."
      submitLabel="Send"
    >
      <FormMarkdownField control={form.control} name="content" label="Message" />
    </FormDialog>
  );
}

function Harness({ onSent }: { onSent: (content: string) => void }) {
  const [open, setOpen] = useState(true);
  return open ? <NoteForm onSent={onSent} onClose={() => setOpen(false)} /> : <p>Closed</p>;
}

function setup(routes = {}) {
  const server = fakeServer({
    ...signedIn(me),
    'GET /api/users?limit=20&search=gr': users([byTitle, grace, greta, self]),
    'GET /api/users?limit=20&search=gre': users([byTitle, greta, self]),
    ...routes,
  });
  const sent: string[] = [];
  render(
    <QueryClientProvider client={queryClient}>
      <Harness onSent={(content) => sent.push(content)} />
    </QueryClientProvider>,
  );
  const box = screen.getByRole('combobox', { name: 'Message' });
  return { server, sent, box };
}

describe('MentionTextarea: the suggestions', () => {
  it('is a combobox that opens a listbox of members by name, never oneself', async () => {
    const { box } = setup();
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.hasAttribute('aria-activedescendant')).toBe(false);

    await userEvent.type(box, 'Ask @gr');
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(box.getAttribute('aria-controls')).toBe(list.id);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'GHGrace HopperAdmiral at Navy',
      'GGGreta Garbo',
    ]);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 members to mention');
  });

  it('moves with the arrow keys (wrapping), picks with Enter, and submits the token', async () => {
    const { box, sent } = setup();
    await userEvent.type(box, 'Ask @gr');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await userEvent.keyboard('{Enter}');

    expect((box as HTMLTextAreaElement).value).toBe('Ask @Greta Garbo ');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
    await userEvent.type(box, 'now');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['Ask @[Greta Garbo](u-greta) now']));
  });

  it('picks with Tab and with a click; a name edited after picking is sent as text', async () => {
    const { box, sent } = setup();
    await userEvent.type(box, '@gr');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Tab}');
    expect((box as HTMLTextAreaElement).value).toBe('@Grace Hopper ');
    expect(document.activeElement).toBe(box);

    await userEvent.type(box, 'and @gre');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    await userEvent.click(screen.getByRole('option', { name: /Greta Garbo/ }));
    expect((box as HTMLTextAreaElement).value).toBe('@Grace Hopper and @Greta Garbo ');
    expect(document.activeElement).toBe(box);

    // Greta's name edited: plain text again.
    await userEvent.type(box, '{Backspace}{Backspace}x');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toEqual(['@[Grace Hopper](u-grace) and @Greta Garbx']));
  });

  it('Escape closes the list and not the dialog; the next Escape closes the dialog', async () => {
    const user = onAFakeClock();
    const { box } = setup();
    await user.type(box, '@gr');
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Write' })).toBeTruthy();
    // Typing on in the same mention keeps it closed, past the pause that would ask.
    await user.type(box, 'e');
    await pastTheDebounce();
    expect(screen.queryByRole('option')).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Closed')).toBeTruthy();
  });

  it('asks nothing for an e-mail address', async () => {
    const user = onAFakeClock();
    const { box, server } = setup();
    await user.type(box, 'write to ann@gr');
    await pastTheDebounce();
    expect(server.calls.filter((c) => c.startsWith('GET /api/users'))).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('counts the stored text against the limit', async () => {
    const { box, sent } = setup();
    // 45 characters on screen, 54 stored: within the 60 limit.
    await userEvent.type(box, `${'x'.repeat(30)} @gr`);
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Enter}');
    expect((box as HTMLTextAreaElement).value).toHaveLength(45);
    await userEvent.type(box, 'y'.repeat(10));
    // 55 on screen, 64 stored: over.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Must be at most 60 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe('MentionTextarea: a stored text', () => {
  it('shows tokens as @Name and hands back the same stored text as the member types on', async () => {
    fakeServer(signedIn(me));
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('Hi @[Grace Hopper](u-grace)');
      return (
        <MentionTextarea
          aria-label="Text"
          value={value}
          onChange={(next) => {
            changes.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Controlled />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('combobox', { name: 'Text' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Hi @Grace Hopper');
    await userEvent.type(box, '!');
    expect(changes.at(-1)).toBe('Hi @[Grace Hopper](u-grace)!');
  });
});
