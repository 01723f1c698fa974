import type { DirectMessage, ThreadPage } from '@shared/contracts/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, json, reply, signedIn } from '@/test/fake-server';
import { renderApp } from '@/test/render-app';
import { messageOf, pairHead } from './test-data';

const message = messageOf;

const page = (messages: DirectMessage[]): ThreadPage => ({
  thread: pairHead(),
  messages,
  olderCursor: null,
});
const mine = message(1, 'Free Thursday?', true);
const theirs = message(2, 'Thursday works.', false);

describe("the sender's Edit on their message", () => {
  it('is offered on their own messages only', async () => {
    fakeServer({ ...signedIn(), 'GET /api/messages/threads/7': reply(page([mine, theirs])) });
    renderApp('/messages/7');
    expect(await screen.findAllByRole('button', { name: 'Edit your message' })).toHaveLength(1);
  });

  it('turns the bubble into a form, saves, toasts "Message updated" and marks it "edited"', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    const edited = { ...mine, content: 'Free Friday?', editedAt: '2026-03-01T10:30:00.000Z' };
    const server = fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(page([mine, theirs])),
      'PATCH /api/messages/threads/7/messages/1': async (request) => {
        bodies.push(await request.json());
        return json(edited);
      },
    });
    renderApp('/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Edit your message' }));
    const box = (await screen.findByRole('combobox', {
      name: 'Edit your message',
    })) as HTMLTextAreaElement;
    expect(box.value).toBe('Free Thursday?');
    expect(document.activeElement).toBe(box);
    await user.clear(box);
    await user.type(box, 'Free Friday?');
    server.answer({ 'GET /api/messages/threads/7': reply(page([edited, theirs])) });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Message updated')).toBeTruthy();
    expect(bodies).toEqual([{ content: 'Free Friday?' }]);
    const bubble = (await screen.findByText('Free Friday?')).closest('li');
    expect(bubble?.textContent).toContain('edited');
  });

  it('Escape puts the message back and the focus on its Edit button', async () => {
    const user = userEvent.setup();
    fakeServer({ ...signedIn(), 'GET /api/messages/threads/7': reply(page([mine])) });
    renderApp('/messages/7');
    const edit = await screen.findByRole('button', { name: 'Edit your message' });
    await user.click(edit);
    await user.type(await screen.findByRole('combobox', { name: 'Edit your message' }), '!!');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Edit your message' })).toBeNull();
    expect(screen.getByText('Free Thursday?')).toBeTruthy();
    expect(document.activeElement).toBe(edit);
  });

  it("shows the server's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    fakeServer({
      ...signedIn(),
      'GET /api/messages/threads/7': reply(page([mine])),
      'PATCH /api/messages/threads/7/messages/1': reply({ message: 'Message not found' }, 404),
    });
    renderApp('/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Edit your message' }));
    await user.type(await screen.findByRole('combobox', { name: 'Edit your message' }), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Message not found')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Edit your message' })).toBeTruthy();
  });
});
