import { eventAttendees, events } from '../../../shared/schema/events';
import type { SeedContext } from './context';

/** The demo community meets on Houston time. */
const TIME_ZONE = 'America/Chicago';

/**
 * The instant of a Houston wall-clock time `days` from today. The zone's offset is read
 * for that very day, so an event across a daylight-saving change keeps its 7:30 AM.
 */
function houstonTime(days: number, hour: number, minute = 0) {
  const today = new Date();
  const day = new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, 12),
  );
  const offset = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    timeZoneName: 'longOffset',
  })
    .formatToParts(day)
    .find((p) => p.type === 'timeZoneName')?.value; // e.g. "GMT-05:00"
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset ?? '');
  const offsetMinutes = match
    ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
    : 0;
  return new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute) -
      offsetMinutes * 60000,
  );
}

interface DemoEvent {
  title: string;
  /** The organiser (email before the @): the member the description names, or who runs it. */
  host?: string;
  description: string;
  /** Days from today, Houston start hour and minute, length in hours. */
  day: number;
  at: [number, number];
  hours: number;
  location?: string;
  meetingUrl?: string;
  maxAttendees?: number;
  /** How many members RSVP (capped by the seats). */
  going: number;
}

const SEASON: DemoEvent[] = [
  {
    title: 'Founders Breakfast at The Ion',
    host: 'carlos.garcia',
    description: 'Tacos, coffee and quick introductions. Bring one ask and one offer.',
    day: -24,
    at: [7, 30],
    hours: 1.5,
    location: 'The Ion, 4201 Main St, Houston, TX 77002',
    maxAttendees: 30,
    going: 9,
  },
  {
    title: 'Energy Transition Roundtable',
    host: 'maya.patel',
    description:
      'Operators, investors and policy people on hydrogen hubs, carbon capture and what the Gulf Coast builds next.',
    day: -12,
    at: [16, 0],
    hours: 2,
    location: 'Greentown Houston, 4200 San Jacinto St, Houston, TX 77004',
    maxAttendees: 40,
    going: 11,
  },
  {
    title: 'Fundraising Office Hours (virtual)',
    host: 'marcus.johnson',
    description:
      'Twenty-minute slots with Marcus Johnson of Third Ward Ventures. Sign up and get a calendar invite.',
    day: -5,
    at: [12, 0],
    hours: 1,
    meetingUrl: 'https://meet.jit.si/RoundtableHoustonFundraisingOfficeHours',
    going: 6,
  },
  {
    title: 'Houston Tech & Energy Mixer',
    host: 'james.okafor',
    description: 'Our monthly mixer. Name tags, local beer, no pitches before the second drink.',
    day: 2,
    at: [18, 0],
    hours: 2.5,
    location: 'POST Houston, 401 Franklin St, Houston, TX 77201',
    maxAttendees: 12,
    going: 11,
  },
  {
    title: 'Legal Basics for Growing Companies',
    host: 'sofia.martinez',
    description:
      'Sofia Martinez walks through entity choice, founder agreements and the contracts that bite later. Q&A at the end.',
    day: 4,
    at: [12, 0],
    hours: 1,
    meetingUrl: 'https://meet.jit.si/RoundtableHoustonLegalBasics',
    going: 7,
  },
  {
    title: 'Port of Houston Logistics Tour',
    host: 'david.nguyen',
    description:
      'A guided tour of the Bayport terminal with Portside Robotics. Closed-toe shoes; photo ID at the gate.',
    day: 9,
    at: [9, 0],
    hours: 3,
    location: 'Bayport Container Terminal, 12619 Port Rd, Pasadena, TX 77507',
    maxAttendees: 8,
    going: 8,
  },
  {
    title: 'Women in Leadership Lunch',
    host: 'grace.thompson',
    description: 'Grace Thompson hosts a conversation on boards, sponsorship and building a bench.',
    day: 13,
    at: [11, 30],
    hours: 1.5,
    location: "Brennan's of Houston, 3300 Smith St, Houston, TX 77006",
    maxAttendees: 24,
    going: 6,
  },
  {
    title: 'AI for Small Business Workshop',
    host: 'ryan.chen',
    description:
      'Hands-on: bring a laptop and one process you want to automate. We leave with something running.',
    day: 17,
    at: [14, 0],
    hours: 3,
    location: 'The Cannon, 1336 Brittmoore Rd, Houston, TX 77043',
    maxAttendees: 20,
    going: 4,
  },
  {
    title: 'Medical Center Innovation Forum',
    host: 'elena.rodriguez',
    description:
      'Founders and clinicians from the Texas Medical Center on what gets a pilot signed.',
    day: 23,
    at: [17, 30],
    hours: 2,
    location: 'TMC Helix Park, 2450 Holcombe Blvd, Houston, TX 77021',
    going: 5,
  },
  {
    title: 'Quarterly Members Town Hall',
    host: 'grace.thompson',
    description: 'What we did this quarter, what is next, and your ideas for the calendar.',
    day: 30,
    at: [18, 0],
    hours: 1,
    meetingUrl: 'https://meet.jit.si/RoundtableHoustonTownHall',
    going: 3,
  },
  {
    title: 'Gulf Coast Founders Summit',
    host: 'marcus.johnson',
    description:
      'Two days of talks, workshops and dinners across the region. Early-bird seats are limited.',
    day: 41,
    at: [9, 0],
    hours: 32,
    location: 'George R. Brown Convention Center, 1001 Avenida De Las Americas, Houston, TX 77010',
    maxAttendees: 150,
    going: 8,
  },
];

/**
 * A believable Houston season around today: past and upcoming, in person and online,
 * two near capacity and one full, each organised by a demo member with others attending.
 * The organiser does not RSVP to their own event (spec-notes).
 */
export async function seedEvents(ctx: SeedContext) {
  const { members } = ctx;
  let rsvps = 0;
  for (const [i, e] of SEASON.entries()) {
    const start = houstonTime(e.day, e.at[0], e.at[1]);
    const organiser =
      members.find((m) => e.host && m.email === `${e.host}@example.com`) ??
      members[(i * 5) % members.length];
    const [row] = await ctx.db
      .insert(events)
      .values({
        title: e.title,
        description: e.description,
        startDate: start,
        endDate: new Date(start.getTime() + e.hours * 3600 * 1000),
        location: e.location ?? null,
        isVirtual: Boolean(e.meetingUrl),
        meetingUrl: e.meetingUrl ?? null,
        maxAttendees: e.maxAttendees ?? null,
        createdBy: organiser.id,
      })
      .returning({ id: events.id });
    const others = members.filter((m) => m.id !== organiser.id);
    const seats = Math.min(e.going, e.maxAttendees ?? e.going, others.length);
    const offset = Math.floor(ctx.random() * others.length);
    const guests = Array.from({ length: seats }, (_, k) => others[(offset + k) % others.length]);
    if (guests.length > 0) {
      await ctx.db
        .insert(eventAttendees)
        .values(guests.map((g) => ({ eventId: row.id, userId: g.id })));
      rsvps += guests.length;
    }
  }
  return `${SEASON.length} events with ${rsvps} RSVPs`;
}
