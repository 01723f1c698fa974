import type { Community, LoadMember } from './community';
import type { Ledger } from './tally';

/**
 * The mix each member runs, one request at a time: mostly the pages members read, and
 * the writes they make, each acknowledged write entered in the ledger with the id the
 * server answered with. Weights are relative; reads are about 70% of requests.
 */
interface Context {
  me: LoadMember;
  community: Community;
  ledger: Ledger;
}
type Action = (ctx: Context) => Promise<void>;

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)];
const other = (ctx: Context) => {
  let m = pick(ctx.community.members);
  while (m.id === ctx.me.id && ctx.community.members.length > 1) m = pick(ctx.community.members);
  return m;
};
const read =
  (path: string, route = path.split('?')[0]): Action =>
  async ({ me }) => {
    await me.client.send('GET', path, route);
  };

const reads: [number, Action][] = [
  [6, read('/api/dashboard')],
  [8, read('/api/discussions?limit=20')],
  [
    8,
    async ({ me, community }) => {
      const id = pick(community.discussionIds);
      await me.client.send('GET', `/api/discussions/${id}`, '/api/discussions/:id');
      await me.client.send('GET', `/api/discussions/${id}/replies`, '/api/discussions/:id/replies');
    },
  ],
  [
    6,
    async ({ me }) => {
      const letter = String.fromCharCode(97 + Math.floor(Math.random() * 26));
      await me.client.send('GET', `/api/users?search=${letter}&limit=20`, '/api/users');
    },
  ],
  [5, read('/api/messages')],
  [5, read('/api/messages/unread-count')],
  [
    4,
    async ({ me }) => {
      if (me.threads.length === 0) return;
      const id = pick(me.threads);
      await me.client.send('GET', `/api/messages/threads/${id}`, '/api/messages/threads/:id');
    },
  ],
  [4, read('/api/events?upcoming=10')],
  [3, read('/api/jobs')],
  [3, read('/api/resources')],
  [3, read('/api/skills?limit=50')],
  [2, read('/api/photo-albums')],
  [4, read('/api/auth/user')],
  [
    3,
    async (ctx) => {
      const them = other(ctx);
      await ctx.me.client.send('GET', `/api/users/${them.id}/skills`, '/api/users/:id/skills');
    },
  ],
];

const writes: [number, Action][] = [
  [
    3,
    async ({ me, community, ledger }) => {
      const res = await me.client.send('POST', '/api/discussions', '/api/discussions', {
        title: `Load topic from ${me.id.slice(0, 8)}`,
        content: 'Who else is hiring this spring?',
        categoryId: pick(community.categoryIds),
      });
      if (res.status === 201) {
        ledger.add('discussion', res.json.id);
        community.discussionIds.push(res.json.id);
      }
    },
  ],
  [
    6,
    async ({ me, community, ledger }) => {
      const id = pick(community.discussionIds);
      const res = await me.client.send(
        'POST',
        `/api/discussions/${id}/replies`,
        '/api/discussions/:id/replies',
        { content: 'Count me in.' },
      );
      if (res.status === 201) ledger.add('reply', res.json.id);
    },
  ],
  [
    4,
    async (ctx) => {
      const them = other(ctx);
      const res = await ctx.me.client.send('POST', '/api/messages', '/api/messages', {
        recipientId: them.id,
        subject: 'Coffee next week?',
        content: 'Would love to compare notes.',
      });
      if (res.status === 201) {
        ctx.ledger.add('message', res.json.id);
        ctx.me.threads.push(res.json.id);
        them.threads.push(res.json.id);
      }
    },
  ],
  [
    3,
    async ({ me, ledger }) => {
      if (me.threads.length === 0) return;
      const id = pick(me.threads);
      const res = await me.client.send(
        'POST',
        `/api/messages/threads/${id}/replies`,
        '/api/messages/threads/:id/replies',
        { content: 'Sounds good.' },
      );
      if (res.status === 201) ledger.add('message', res.json.id);
    },
  ],
  [
    5,
    async (ctx) => {
      const them = other(ctx);
      // 409 when already endorsed: a refusal, not a write.
      const res = await ctx.me.client.send(
        'POST',
        `/api/user-skills/${them.userSkillId}/endorse`,
        '/api/user-skills/:id/endorse',
        { comment: 'Great to work with.' },
      );
      if (res.status === 201) ctx.ledger.add('endorsement', res.json.endorsement.id);
    },
  ],
  [
    4,
    async ({ me, community, ledger }) => {
      const id = pick(community.eventIds);
      // 201 took a seat, 200 already had one, 409 the event is full.
      const res = await me.client.send(
        'POST',
        `/api/events/${id}/attendance`,
        '/api/events/:id/attendance',
      );
      if (res.status === 201) ledger.add('rsvp', `${id}:${me.id}`);
    },
  ],
  [
    3,
    async ({ me, ledger }) => {
      me.saves += 1;
      const bio = `Load run save ${me.saves}`;
      const res = await me.client.send('PUT', '/api/auth/user', '/api/auth/user', {
        firstName: 'Load',
        lastName: 'Member',
        bio,
      });
      if (res.status === 200) {
        ledger.add('profile', `${me.id}:${me.saves}`);
        ledger.lastProfile.set(me.id, bio);
      }
    },
  ],
];

const mix = [...reads, ...writes];
const totalWeight = mix.reduce((sum, [w]) => sum + w, 0);

/** One step of the mix, chosen by weight. */
export function nextAction(): Action {
  let r = Math.random() * totalWeight;
  for (const [weight, action] of mix) {
    r -= weight;
    if (r < 0) return action;
  }
  return mix[mix.length - 1][1];
}

export const readShare = reads.reduce((sum, [w]) => sum + w, 0) / totalWeight;
