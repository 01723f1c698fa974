import { inBatches, MemberClient } from './client';
import type { Ledger } from './tally';

export interface LoadMember {
  id: string;
  client: MemberClient;
  /** The one skill each member lists, for others to endorse. */
  userSkillId: number;
  /** Conversations this member is in. */
  threads: number[];
  /** Counts this member's profile saves, so each save writes a different bio. */
  saves: number;
}

export interface Community {
  members: LoadMember[];
  categoryIds: number[];
  /** Grows as members start discussions. */
  discussionIds: number[];
  eventIds: number[];
}

/** Seats per event: fewer than the members, so RSVPs also meet "This event is full". */
export const EVENT_SEATS = 40;
const EVENTS = 6;
const STARTER_DISCUSSIONS = 12;

function expect(status: number, wanted: number, what: string, json: unknown) {
  if (status !== wanted) {
    throw new Error(`setup: ${what} answered ${status}: ${JSON.stringify(json)}`);
  }
}

/**
 * The community the load runs in, made through the API like real members would: every
 * member signs up (argon2 makes this the slow part, so a few at a time) and lists a
 * skill; a few of them post events with limited seats and open discussions. Every
 * acknowledged write goes into the ledger like the ones during the run.
 */
export async function buildCommunity(origin: string, count: number, ledger: Ledger) {
  const run = `${Date.now().toString(36)}`;
  const first = new MemberClient(origin, null);
  let catalog: Promise<number[]> | null = null;

  const members = await inBatches(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i): Promise<LoadMember> => {
      const client = new MemberClient(origin, null);
      const signUp = await client.send('POST', '/api/auth/signup', '/api/auth/signup', {
        email: `load.${run}.${i}@example.com`,
        password: 'correct horse battery',
        firstName: `Load${i}`,
        lastName: 'Member',
      });
      expect(signUp.status, 201, 'sign-up', signUp.json);
      ledger.add('member', signUp.json.id);
      if (!catalog) {
        first.cookie = client.cookie;
        catalog = client
          .send('GET', '/api/skills?limit=200', '/api/skills')
          .then((res) => (res.json as { id: number }[]).map((s) => s.id));
      }
      const skillIds = await catalog;
      if (skillIds.length === 0) throw new Error('setup: the skill catalog is empty');
      const skill = await client.send(
        'POST',
        `/api/users/${signUp.json.id}/skills`,
        '/api/users/:id/skills',
        { skillId: skillIds[i % skillIds.length] },
      );
      expect(skill.status, 201, 'adding a skill', skill.json);
      ledger.add('skill', skill.json.id);
      return { id: signUp.json.id, client, userSkillId: skill.json.id, threads: [], saves: 0 };
    },
  );

  const categories = await first.send(
    'GET',
    '/api/discussion-categories',
    '/api/discussion-categories',
  );
  const categoryIds = (categories.json as { id: number }[]).map((c) => c.id);

  const eventIds: number[] = [];
  for (let i = 0; i < EVENTS; i++) {
    const event = await members[i % members.length].client.send(
      'POST',
      '/api/events',
      '/api/events',
      {
        title: `Load test mixer ${i + 1}`,
        startDate: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
        location: 'Downtown Houston',
        maxAttendees: EVENT_SEATS,
      },
    );
    expect(event.status, 201, 'creating an event', event.json);
    ledger.add('event', event.json.id);
    eventIds.push(event.json.id);
  }

  const discussionIds: number[] = [];
  for (let i = 0; i < STARTER_DISCUSSIONS; i++) {
    const discussion = await members[i % members.length].client.send(
      'POST',
      '/api/discussions',
      '/api/discussions',
      {
        title: `Starter topic ${i + 1}`,
        content: 'What is everyone working on this quarter?',
        categoryId: categoryIds[i % categoryIds.length],
      },
    );
    expect(discussion.status, 201, 'starting a discussion', discussion.json);
    ledger.add('discussion', discussion.json.id);
    discussionIds.push(discussion.json.id);
  }
  return { members, categoryIds, discussionIds, eventIds } satisfies Community;
}
