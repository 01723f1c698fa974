import type { createTestApp, Member } from '../../test/harness';

type App = Awaited<ReturnType<typeof createTestApp>>;

const DAY_MS = 24 * 3600 * 1000;

/** An instant `days` from now (negative for the past), on the whole minute. */
export function daysFromNow(days: number, hours = 0) {
  const date = new Date(Date.now() + days * DAY_MS + hours * 3600 * 1000);
  date.setUTCSeconds(0, 0);
  return date;
}

/** A valid event body; tests override what they are about. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Founders Breakfast',
    description: 'Coffee, tacos and introductions.',
    startDate: daysFromNow(7).toISOString(),
    endDate: daysFromNow(7, 2).toISOString(),
    location: 'The Ion, 4201 Main St, Houston, TX 77002',
    isVirtual: false,
    meetingUrl: null,
    maxAttendees: null,
    ...overrides,
  };
}

/** The calls every events test makes, bound to one app. */
export function eventCalls(app: App) {
  return {
    create: (member: Member, overrides: Record<string, unknown> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/events',
        headers: member.headers,
        payload: eventBody(overrides),
      }),
    /** Creates through the API and returns the created event (fails the test otherwise). */
    async make(member: Member, overrides: Record<string, unknown> = {}) {
      const res = await this.create(member, overrides);
      if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number; [key: string]: unknown };
    },
    update: (member: Member, id: number | string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: `/api/events/${id}`, headers: member.headers, payload }),
    remove: (member: Member, id: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/events/${id}`, headers: member.headers }),
    attend: (member: Member, id: number | string) =>
      app.inject({
        method: 'POST',
        url: `/api/events/${id}/attendance`,
        headers: member.headers,
      }),
    cancel: (member: Member, id: number | string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/events/${id}/attendance`,
        headers: member.headers,
      }),
    list: (member: Member, query: string) =>
      app.inject({ url: `/api/events${query}`, headers: member.headers }),
    get: (member: Member, id: number | string) =>
      app.inject({ url: `/api/events/${id}`, headers: member.headers }),
  };
}
