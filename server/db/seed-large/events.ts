import { eventAttendees, events } from '../../../shared/schema/events';
import { formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import { notAfter } from './random';
import { EVENT_KINDS, NEIGHBORHOODS, SENTENCES, VENUES } from './vocabulary';

const DAY = 86_400_000;

/**
 * Events over the past eighteen months and the next six, so every calendar month around
 * today is busy (about 80 a month at full size), with RSVPs up to each event's seats.
 * The organiser never RSVPs to their own event (spec-notes).
 */
export async function seedEvents(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const today = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate());
  const rows: (typeof events.$inferInsert)[] = [];
  const rsvps: (typeof eventAttendees.$inferInsert)[] = [];
  for (let id = 1; id <= ctx.sizes.events; id++) {
    // 12:00–01:30 UTC is 7 AM to 8:30 PM in Houston.
    const start = new Date(
      today +
        dice.int(-540, 180) * DAY +
        (12 + dice.int(0, 13)) * 3_600_000 +
        dice.int(0, 1) * 1_800_000,
    );
    const isVirtual = dice.chance(0.25);
    const maxAttendees = dice.chance(0.6) ? dice.pick([8, 12, 20, 30, 40, 60, 100, 150]) : null;
    const organiser = dice.pick(members);
    const createdAt = new Date(
      Math.min(start.getTime() - dice.int(3, 60) * DAY, ctx.now.getTime()),
    );
    rows.push({
      id,
      title: `${dice.pick(EVENT_KINDS)} — ${dice.pick(NEIGHBORHOODS)}`,
      description: `${dice.pick(SENTENCES)} ${dice.pick(SENTENCES)}`,
      startDate: start,
      endDate: new Date(start.getTime() + dice.pick([1, 1.5, 2, 3]) * 3_600_000),
      location: isVirtual ? null : dice.pick(VENUES),
      isVirtual,
      meetingUrl: isVirtual ? `https://meet.example.com/roundtable-${id}` : null,
      createdBy: organiser.id,
      maxAttendees,
      createdAt,
      updatedAt: createdAt,
    });
    const going = Math.min(dice.skewed(14), maxAttendees ?? 120);
    for (const i of dice.distinctIndexes(members.length, going)) {
      if (members[i].id === organiser.id) continue;
      rsvps.push({
        eventId: id,
        userId: members[i].id,
        status: 'attending',
        createdAt: notAfter(ctx.now, new Date(createdAt.getTime() + dice.int(0, 48) * 3_600_000)),
      });
    }
  }
  await insertAll(ctx.db, events, rows);
  await syncSequence(ctx.db, events);
  await insertAll(ctx.db, eventAttendees, rsvps);
  return `${formatCount(rows.length)} events, ${formatCount(rsvps.length)} RSVPs`;
}
