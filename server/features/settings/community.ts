import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AboutFigure, DEFAULT_ABOUT_FIGURES } from '../../../shared/contracts/choices';
import type { CommunityProfileSettings } from '../../../shared/contracts/community';
import { communitySettings } from '../../../shared/schema/membership';
import type { Database, Queryable } from '../../db/client';
import type { Config } from '../../env';
import { keptAnswer } from '../../lib/generations';
import { KeptAnswers } from '../../lib/kept-answers';
import { type AuditEntry, recordAudit } from '../audit';

/** The environment's part of the community's profile: what a null column falls back to. */
export type CommunityDefaults = Pick<
  Config,
  | 'COMMUNITY_NAME'
  | 'COMMUNITY_CITY'
  | 'COMMUNITY_REGION'
  | 'COMMUNITY_TIME_ZONE'
  | 'CONTACT_EMAIL'
  | 'CONTACT_PHONE'
>;

/** The community as the app shows it now: the admins' choices over the environment's. */
export interface CommunityProfile {
  communityName: string;
  city: string;
  region: string;
  timeZone: string;
  /** Null: the About page's own sentence, naming the city. */
  aboutText: string | null;
  aboutFigures: AboutFigure[];
  contactEmail: string;
  contactPhone: string;
}

const storedColumns = {
  communityName: communitySettings.communityName,
  city: communitySettings.city,
  region: communitySettings.region,
  timeZone: communitySettings.timeZone,
  aboutText: communitySettings.aboutText,
  aboutFigures: communitySettings.aboutFigures,
  contactEmail: communitySettings.contactEmail,
  contactPhone: communitySettings.contactPhone,
};

const NOTHING_STORED: CommunityProfileSettings = {
  communityName: null,
  city: null,
  region: null,
  timeZone: null,
  aboutText: null,
  aboutFigures: null,
  contactEmail: null,
  contactPhone: null,
};

/** What the admins have chosen, each null where they left the environment's default. */
export async function storedCommunityProfile(db: Queryable): Promise<CommunityProfileSettings> {
  const [row] = await db
    .select(storedColumns)
    .from(communitySettings)
    .where(eq(communitySettings.id, 1));
  return row ?? NOTHING_STORED;
}

/** The environment's values, as the console shows them beside the fields. */
export const communityDefaults = (config: CommunityDefaults) => ({
  communityName: config.COMMUNITY_NAME,
  city: config.COMMUNITY_CITY,
  region: config.COMMUNITY_REGION,
  timeZone: config.COMMUNITY_TIME_ZONE,
  contactEmail: config.CONTACT_EMAIL,
  contactPhone: config.CONTACT_PHONE,
  aboutFigures: DEFAULT_ABOUT_FIGURES,
});

/**
 * The community's name, place, zone, About texts and contacts. Read from the database on
 * each use (one indexed row), like the joining settings: a change shows at once on every
 * server process, with no cache to invalidate. Hot reads use `keptCommunityProfile`.
 */
export async function communityProfile(
  db: Queryable,
  config: CommunityDefaults,
): Promise<CommunityProfile> {
  return withDefaults(await storedCommunityProfile(db), config);
}

/**
 * The community's profile for the answers that read it at every request (the calendar's
 * zone, the dashboard's week): kept until an admin's change moves the settings'
 * generation (decision 045), which the request's session lookup has read already, so a
 * hit costs no statement. Each call makes its own store (one per route plugin).
 */
export function keptCommunityProfile(db: Queryable, config: CommunityDefaults) {
  const kept = new KeptAnswers(1);
  return async (request: FastifyRequest): Promise<CommunityProfile> =>
    withDefaults(
      await keptAnswer(db, request, { kept, domain: 'settings', key: 'profile' }, () =>
        storedCommunityProfile(db),
      ),
      config,
    );
}

function withDefaults(
  stored: CommunityProfileSettings,
  config: CommunityDefaults,
): CommunityProfile {
  const fallback = communityDefaults(config);
  return {
    communityName: stored.communityName ?? fallback.communityName,
    city: stored.city ?? fallback.city,
    region: stored.region ?? fallback.region,
    timeZone: stored.timeZone ?? fallback.timeZone,
    aboutText: stored.aboutText,
    aboutFigures: stored.aboutFigures ?? fallback.aboutFigures,
    contactEmail: stored.contactEmail ?? fallback.contactEmail,
    contactPhone: stored.contactPhone ?? fallback.contactPhone,
  };
}

/** Only what an admin changed, for the audit log (decision 020). */
function changes<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
    changed: keys.length > 0,
  };
}

/**
 * The admins' choice, kept from now on over the environment's defaults, with what changed
 * in the audit log in the same transaction (nothing logged when nothing changed). Answers
 * the settings as stored now.
 */
export async function updateCommunityProfile(
  db: Database,
  actor: AuditEntry['actor'],
  settings: CommunityProfileSettings,
) {
  await db.transaction(async (tx) => {
    // Locked, so two admins saving at once log each change against what it replaced.
    await tx.execute(sql`select id from community_settings where id = 1 for update`);
    const diff = changes(await storedCommunityProfile(tx), settings);
    if (!diff.changed) return;
    await tx
      .insert(communitySettings)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({
        target: communitySettings.id,
        set: { ...settings, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'community',
      targetLabel: 'Community',
      before: diff.before,
      after: diff.after,
    });
  });
  return storedCommunityProfile(db);
}

/**
 * The configuration with the community's name and time zone as the admins set them now, for
 * services that take the configuration (events read the zone their times are shown in).
 */
export function currentConfig<C extends CommunityDefaults>(
  profile: CommunityProfile,
  config: C,
): C {
  return {
    ...config,
    COMMUNITY_NAME: profile.communityName,
    COMMUNITY_TIME_ZONE: profile.timeZone,
  };
}
