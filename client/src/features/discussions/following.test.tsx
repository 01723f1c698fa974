import type { SubscriptionLevel } from '@shared/contracts/discussions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { openedDiscussionOf } from '@/test/discussion-data';
import { fakeServer, json, member, reply, signedIn } from '@/test/fake-server';
import { findToast, loadPage, renderApp } from '@/test/render-app';

// Follow, Mute and Watch (issue 37): toggles that keep their names and say their state.

beforeAll(() => loadPage('/discussions/1'));

function openAt(level: SubscriptionLevel) {
  const sent: unknown[] = [];
  const server = fakeServer({
    ...signedIn(member()),
    'GET /api/discussions/1': reply(openedDiscussionOf({ subscription: level })),
    'GET /api/discussions/1/replies': reply([], 200, { 'X-Total-Count': '0' }),
    'PUT /api/discussions/1/subscription': async (request) => {
      const body = (await request.json()) as { level: SubscriptionLevel };
      sent.push(body);
      return json(body);
    },
  });
  renderApp('/discussions/1');
  return { server, sent };
}

const toggle = (name: 'Follow' | 'Mute') => screen.findByRole('button', { name });

describe('following a discussion', () => {
  it('shows the level as pressed toggles', async () => {
    openAt('muted');
    expect((await toggle('Follow')).getAttribute('aria-pressed')).toBe('false');
    expect((await toggle('Mute')).getAttribute('aria-pressed')).toBe('true');
  });

  it('Follow follows, and says what the member will hear', async () => {
    const { sent } = openAt('normal');
    await userEvent.click(await toggle('Follow'));
    const toast = await findToast();
    expect(toast.textContent).toContain("You're following this discussion");
    expect(toast.textContent).toContain("You'll be notified of every new reply.");
    expect(sent).toEqual([{ level: 'following' }]);
    await waitFor(async () =>
      expect((await toggle('Follow')).getAttribute('aria-pressed')).toBe('true'),
    );
  });

  it('pressed again, Follow goes back to replies and mentions only', async () => {
    const { sent } = openAt('following');
    await userEvent.click(await toggle('Follow'));
    expect((await findToast()).textContent).toContain(
      "You'll still be notified when someone replies to you or mentions you.",
    );
    expect(sent).toEqual([{ level: 'normal' }]);
  });

  it('Mute turns following off', async () => {
    const { sent } = openAt('following');
    await userEvent.click(await toggle('Mute'));
    expect((await findToast()).textContent).toContain("You won't be notified of anything");
    expect(sent).toEqual([{ level: 'muted' }]);
    await waitFor(async () => {
      expect((await toggle('Mute')).getAttribute('aria-pressed')).toBe('true');
      expect((await toggle('Follow')).getAttribute('aria-pressed')).toBe('false');
    });
  });

  it('a refusal leaves the level as it was and says why', async () => {
    const { server } = openAt('normal');
    server.answer({
      'PUT /api/discussions/1/subscription': () => json({ message: 'Discussion not found' }, 404),
    });
    await userEvent.click(await toggle('Follow'));
    expect((await findToast()).textContent).toContain('Discussion not found');
    expect((await toggle('Follow')).getAttribute('aria-pressed')).toBe('false');
  });
});
