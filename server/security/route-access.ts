/**
 * What a route tells the guards about itself, in its own `config`. The guards (members
 * only, cross-site writes, the write limit, log redaction, caching) read the route the
 * router matched, never the text of the request line: `/%61pi/members` and `/api/members`
 * are one route and get one answer.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Visitors may call it. Every route without this is members-only. */
    public?: boolean;
    /**
     * A signed-in applicant (or declined applicant) may call it: their application's routes.
     * Every other members-only route refuses them (server/features/membership/gate.ts).
     */
    applicant?: boolean;
    /**
     * Only staff may call it: `admin`, or `moderator` (moderators and admins). Refused with
     * 403 before the input is read (server/security/staff-only.ts).
     */
    staff?: 'admin' | 'moderator';
    /** The path itself is a credential (a calendar feed token): logs show the route pattern. */
    secretPath?: boolean;
    /** Same bytes for everyone (built assets): shared caches may keep its answers. */
    sharedCache?: boolean;
  }
}

/** Spread into a route's options: `app.get('/api/config', PUBLIC, handler)`. */
export const PUBLIC = { config: { public: true } } as const;

/** Spread into a members-only route an applicant may call too: their application's page. */
export const APPLICANT = { config: { applicant: true } } as const;
