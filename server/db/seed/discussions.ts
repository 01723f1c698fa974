import { eq } from 'drizzle-orm';
import {
  discussionCategories,
  discussionReads,
  discussionReplies,
  discussions,
  discussionViews,
} from '../../../shared/schema/discussions';
import type { SeedContext } from './context';
import { FOUNDING_MEMBERS } from './members';

interface SeedReply {
  /** Who writes it (email before the @), where the words say who they are. */
  by?: string;
  content: string;
  replies?: SeedReply[];
}

interface SeedThread {
  by?: string;
  title: string;
  content: string;
  pinned?: boolean;
  locked?: boolean;
  replies: SeedReply[];
}

/** Threads by starter category name (migration 0004). */
const THREADS: Record<string, SeedThread[]> = {
  General: [
    {
      by: 'grace.thompson',
      title: 'Welcome to Roundtable: start here',
      pinned: true,
      content:
        'Welcome! Roundtable is a members-only space for Houston business leaders to trade advice, referrals and opportunities.\n\nA few house rules:\n- Be generous with what you know.\n- No cold pitching in threads; use direct messages.\n- Keep confidential details out of public posts.\n\nIntroduce yourself below: who you are, what you are building and what you could use help with.',
      replies: [
        {
          by: 'maya.patel',
          content:
            'Glad to be here. I run a data platform shop for energy firms in the Energy Corridor. Happy to talk analytics with anyone.',
          replies: [
            {
              by: 'ryan.chen',
              content: 'Welcome, Maya! We should compare notes on Snowflake costs sometime.',
            },
          ],
        },
        {
          by: 'carlos.garcia',
          content:
            'Hi all, restaurant group owner here (six locations and counting). Always looking for good commercial real estate advice.',
        },
      ],
    },
    {
      title: 'Best coworking spaces inside the Loop?',
      content:
        'Our team is outgrowing the home office. Looking for a coworking space inside the Loop with good meeting rooms and parking that does not cost a fortune. The Ion, Station, something in Midtown? What has worked for you?',
      replies: [
        {
          content:
            'The Ion is great for events and meeting people, but parking adds up. We moved to a smaller space in EaDo and love it.',
          replies: [
            {
              content: 'Second EaDo. Easy access to 45 and 59, and you can actually find lunch.',
              replies: [{ content: 'Which building? Would love to take a tour.' }],
            },
          ],
        },
        {
          content:
            'The Ion lists day passes at https://iondistrict.com. Worth a trial week before you sign anything.',
        },
      ],
    },
  ],
  'Business Strategy': [
    {
      by: 'aisha.williams',
      title: 'When did you hire your first operations lead?',
      content:
        'We are at 14 people and I am still the bottleneck on hiring, vendor contracts and scheduling. For those who have been there: at what size did you bring in an ops lead, and what did the role look like at first?',
      replies: [
        {
          content:
            'Around 12 for us. The best thing I did was write down every recurring task I owned for two weeks, then hand over the list.',
          replies: [{ content: 'That two-week audit is gold. Stealing it.' }],
        },
        {
          content:
            'Hire for judgement, not for a process you already have. The process will change within six months anyway.',
        },
      ],
    },
    {
      title: 'Pricing a service business when costs keep moving',
      content:
        'Insurance, fuel and labor all went up again this year. Are people moving to annual price reviews, index-linked contracts, or just eating it?',
      replies: [
        {
          content:
            'We added an annual CPI adjustment clause to every new contract. Clients rarely push back when it is in writing from day one.',
        },
      ],
    },
  ],
  Networking: [
    {
      by: 'elena.rodriguez',
      title: 'Looking for an introduction to Port of Houston logistics folks',
      content:
        'We are piloting warehouse robotics and would love 20 minutes with anyone who runs operations near the Port. Happy to return the favor with introductions in the Texas Medical Center.',
      replies: [
        {
          by: 'david.nguyen',
          content: 'I know two terminal managers. Send me a message and I will make the intro.',
          replies: [{ by: 'elena.rodriguez', content: 'Thank you, David! Message sent.' }],
        },
      ],
    },
    {
      by: 'michael.brown',
      title: 'Monthly breakfast in the Heights: who is in?',
      content:
        'Thinking of a small monthly breakfast, eight to ten people, first Friday of the month at 7:30. No pitches, just conversation. Reply if you would come.',
      replies: [
        { content: 'In. First Fridays work well.' },
        {
          by: 'aisha.williams',
          content: 'Count me in. Happy to host the first one at our studio.',
        },
      ],
    },
  ],
  Technology: [
    {
      by: 'ryan.chen',
      title: 'AI tools that actually saved your team time',
      content:
        'Lots of hype, little signal. Which AI tools have actually paid for themselves at your company, and for what task?\n\nFor us: meeting transcription and first drafts of RFP answers.',
      replies: [
        {
          content:
            'Support ticket triage. We route about 60% of tickets automatically now, with a human checking the rest.',
          replies: [
            {
              content: 'What did you use for the routing? Built in-house or off the shelf?',
              replies: [
                {
                  content:
                    'Off the shelf, on top of our help desk. Took two weeks to tune the categories.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      title: 'Cybersecurity basics for a 25-person company',
      content:
        'Our insurer is asking for MFA everywhere, endpoint protection and a written incident response plan. Any recommended local firms for a one-time assessment?',
      replies: [
        {
          content:
            'Start with a password manager and MFA on email. That closes most of the doors attackers actually use.',
        },
      ],
    },
  ],
  'Marketing & Sales': [
    {
      title: 'Is LinkedIn still worth it for B2B in Houston?',
      content:
        'We have been posting three times a week for a year. Engagement is fine, leads are thin. Is anyone getting real pipeline from LinkedIn, or should we put the time into events?',
      replies: [
        {
          content:
            'Posts build trust; they rarely close. Our best leads come from people who saw our posts and then met us at an event.',
        },
        {
          content: 'Founder-led posts outperform the company page for us by about 10x.',
          replies: [{ content: 'Same here. People follow people.' }],
        },
      ],
    },
  ],
  'Finance & Investment': [
    {
      by: 'carlos.garcia',
      title: 'SBA loan or a line of credit for equipment?',
      content:
        'We need about $400k of equipment over the next year. Our bank is offering a line of credit; a broker is pushing an SBA 7(a). What did you choose and why?',
      replies: [
        {
          content:
            'For equipment, look at SBA 504 as well: long fixed terms and a lower down payment.',
          replies: [{ content: 'Did not know about 504. Looking into it now, thanks.' }],
        },
      ],
    },
    {
      by: 'marcus.johnson',
      title: 'What Houston angels look for in 2026',
      content:
        'Sharing notes from last week’s angel panel: traction over decks, clear use of funds, and founders who know their unit economics cold. Happy to answer questions.',
      replies: [{ content: 'Did they say anything about valuations for pre-seed rounds?' }],
    },
  ],
  Events: [
    {
      by: 'grace.thompson',
      title: 'Spring Mixer at the Ion: details and recap',
      locked: true,
      content:
        'Thanks to everyone who came to the Spring Mixer. Photos are in the gallery. This thread is closed; look out for the summer event announcement.',
      replies: [
        { content: 'Great turnout. Thanks to the organizers!' },
        { content: 'Met three people I will be working with next quarter. Worth it.' },
      ],
    },
    {
      title: 'Worth attending CERAWeek as a small company?',
      content:
        'The passes are expensive. For those who went without a corporate budget: did you get enough out of the side events and hallway conversations to justify it?',
      replies: [
        {
          content:
            'The side events are where the value is for smaller firms. Many are free with registration.',
        },
      ],
    },
  ],
  Opportunities: [
    {
      by: 'elena.rodriguez',
      title: 'Seeking a fractional CFO, 10 hours a month',
      content:
        'Healthcare logistics company, $6M revenue, preparing for a bank refinance. Looking for a fractional CFO for about 10 hours a month for the next six months.',
      replies: [
        {
          by: 'priya.shah',
          content:
            'Not me, but my former EY colleague has done two healthcare refinances this year. I will introduce you.',
        },
      ],
    },
    {
      by: 'james.okafor',
      title: 'Partnering on a city RFP for solar on municipal buildings',
      content:
        'The city has an RFP out for rooftop solar. We have the installation side covered and are looking for partners on structural engineering and financing.',
      replies: [
        {
          by: 'michael.brown',
          content: 'Our firm does structural reviews for rooftop systems. Let us talk this week.',
          replies: [{ by: 'james.okafor', content: 'Perfect. Sending a calendar invite.' }],
        },
      ],
    },
  ],
};

/** For a category a community added or renamed: one believable thread still. */
const fallbackThread = (name: string): SeedThread => ({
  title: `What should we talk about in ${name}?`,
  content: `This is the place for ${name.toLowerCase()} conversations. What questions are on your mind?`,
  replies: [{ content: 'Glad this category exists. Following.' }],
});

const HOUR = 3600 * 1000;

/**
 * Discussions in every category of the table (the migration's starter set, or whatever
 * the community has), with threaded replies, one pinned and one locked. Replies come
 * after their parent in time, and view counts match the discussion_view rows.
 */
export async function seedDiscussions(ctx: SeedContext) {
  const categories = await ctx.db.select().from(discussionCategories);
  const members = ctx.members;
  if (members.length < 2 || categories.length === 0) return '0 discussions';
  // Threads and replies come from the founding cohort unless the words name their writer.
  const cohort = members.slice(0, Math.min(FOUNDING_MEMBERS, members.length));
  const memberAt = (i: number) => cohort[i % cohort.length];
  const writer = (by: string | undefined, i: number) =>
    members.find((m) => by && m.email === `${by}@example.com`) ?? memberAt(i);
  let threadCount = 0;
  let replyCount = 0;
  let authorIndex = 0;

  for (const category of categories) {
    for (const thread of THREADS[category.name] ?? [fallbackThread(category.name)]) {
      // Spread over the last three weeks, so the dashboard's 7-day count has some of each.
      const startedAt = new Date(Date.now() - Math.floor(ctx.random() * 21 * 24) * HOUR - HOUR);
      const author = writer(thread.by, authorIndex++);
      const viewers = members.filter((m) => m.id !== author.id && ctx.random() < 0.6);
      const [row] = await ctx.db
        .insert(discussions)
        .values({
          title: thread.title,
          content: thread.content,
          categoryId: category.id,
          authorId: author.id,
          isPinned: thread.pinned ?? false,
          isLocked: thread.locked ?? false,
          viewCount: viewers.length,
          createdAt: startedAt,
          updatedAt: startedAt,
        })
        .returning({ id: discussions.id });
      threadCount += 1;
      if (viewers.length > 0) {
        await ctx.db
          .insert(discussionViews)
          .values(viewers.map((v) => ({ discussionId: row.id, userId: v.id })));
      }

      let at = startedAt.getTime();
      const insertReplies = async (replies: SeedReply[], parentReplyId: number | null) => {
        for (const reply of replies) {
          at += Math.ceil(ctx.random() * 6) * HOUR;
          const when = new Date(Math.min(at, Date.now()));
          const [inserted] = await ctx.db
            .insert(discussionReplies)
            .values({
              discussionId: row.id,
              authorId: writer(reply.by, authorIndex++).id,
              content: reply.content,
              parentReplyId,
              createdAt: when,
              updatedAt: when,
            })
            .returning({ id: discussionReplies.id });
          replyCount += 1;
          if (reply.replies) await insertReplies(reply.replies, inserted.id);
        }
      };
      await insertReplies(thread.replies, null);
      // The list sorts by last activity; the author and the members who opened it have
      // read it as it started, so later replies show as new to them.
      const lastActivityAt = new Date(Math.min(at, Date.now()));
      await ctx.db.update(discussions).set({ lastActivityAt }).where(eq(discussions.id, row.id));
      await ctx.db.insert(discussionReads).values(
        [author, ...viewers].map((m) => ({
          discussionId: row.id,
          userId: m.id,
          readAt: startedAt,
        })),
      );
    }
  }
  return `${threadCount} discussions with ${replyCount} replies`;
}
