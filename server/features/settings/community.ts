import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { type AccentName, DEFAULT_ACCENT, isAccentName } from '../../../shared/accents';
import { logoUrlOf } from '../../../shared/branding';
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
  /** The About page's opening lines (the landing page's too); null: the standard ones. */
  aboutText: string | null;
  /** '' when the admins left it off the About page. */
  contactEmail: string;
  contactPhone: string;
  /** The uploaded logo's address (decision 050); null: the built-in mark. */
  logoUrl: string | null;
  /** The accent preset (`shared/accents.ts`). */
  accent: AccentName;
}

const editableColumns = {
  communityName: communitySettings.communityName,
  city: communitySettings.city,
  region: communitySettings.region,
  timeZone: communitySettings.timeZone,
};

/** The profile's columns and the About page's that the public configuration carries. */
const storedColumns = {
  ...editableColumns,
  aboutText: communitySettings.aboutText,
  contactEmail: communitySettings.contactEmail,
  contactPhone: communitySettings.contactPhone,
  logoPath: communitySettings.logoPath,
  accent: communitySettings.accent,
};
type StoredProfile = { [K in keyof typeof storedColumns]: string | null };

const NOTHING_STORED: StoredProfile = {
  communityName: null,
  city: null,
  region: null,
  timeZone: null,
  aboutText: null,
  contactEmail: null,
  contactPhone: null,
  logoPath: null,
  accent: null,
};

/** The settings row's `columns`, or null for each when no admin has saved anything yet. */
export async function settingsRow<C extends Record<string, PgColumn>, T>(
  db: Queryable,
  columns: C,
  nothing: T,
): Promise<T> {
  const [row] = await db.select(columns).from(communitySettings).where(eq(communitySettings.id, 1));
  return (row as T | undefined) ?? nothing;
}

/** What the admins have chosen, each null where they left the environment's default. */
export const storedCommunityProfile = (db: Queryable): Promise<CommunityProfileSettings> =>
  settingsRow(db, editableColumns, {
    communityName: null,
    city: null,
    region: null,
    timeZone: null,
  });

const storedProfile = (db: Queryable) => settingsRow(db, storedColumns, NOTHING_STORED);

/** The environment's values, as the console shows them beside the fields. */
export const communityDefaults = (config: CommunityDefaults) => ({
  communityName: config.COMMUNITY_NAME,
  city: config.COMMUNITY_CITY,
  region: config.COMMUNITY_REGION,
  timeZone: config.COMMUNITY_TIME_ZONE,
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
  return withDefaults(await storedProfile(db), config);
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
        storedProfile(db),
      ),
      config,
    );
}

function withDefaults(stored: StoredProfile, config: CommunityDefaults): CommunityProfile {
  const fallback = communityDefaults(config);
  return {
    communityName: stored.communityName ?? fallback.communityName,
    city: stored.city ?? fallback.city,
    region: stored.region ?? fallback.region,
    timeZone: stored.timeZone ?? fallback.timeZone,
    aboutText: stored.aboutText || null,
    contactEmail: stored.contactEmail ?? config.CONTACT_EMAIL,
    contactPhone: stored.contactPhone ?? config.CONTACT_PHONE,
    logoUrl: logoUrlOf(stored.logoPath),
    // A name a later release dropped shows the default rather than nothing.
    accent: isAccentName(stored.accent) ? stored.accent : DEFAULT_ACCENT,
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

/** One section of the settings row as the console saves it, and how the audit log names it. */
export interface SettingsSection<T extends Record<string, unknown>> {
  read: (db: Queryable) => Promise<T>;
  /** The section's values as the row's columns, where their names differ. */
  toRow?: (values: T) => Partial<typeof communitySettings.$inferInsert>;
  targetId: string;
  targetLabel: string;
  /** In the save's transaction, once the row holds `after`: what else the change asks. */
  onChange?: (tx: Queryable, before: T, after: T) => Promise<void>;
}

/**
 * The admins' choice for one section of the settings, kept from now on over the defaults,
 * with what changed in the audit log in the same transaction (nothing logged when nothing
 * changed). Answers the section as stored now.
 */
export async function saveSettingsSection<T extends Record<string, unknown>>(
  db: Database,
  actor: AuditEntry['actor'],
  section: SettingsSection<T>,
  values: T,
) {
  await db.transaction(async (tx) => {
    // Locked, so two admins saving at once log each change against what it replaced.
    await tx.execute(sql`select id from community_settings where id = 1 for update`);
    const before = await section.read(tx);
    const diff = changes(before, values);
    if (!diff.changed) return;
    const row = section.toRow ? section.toRow(values) : values;
    await tx
      .insert(communitySettings)
      .values({ id: 1, ...row })
      .onConflictDoUpdate({
        target: communitySettings.id,
        set: { ...row, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actor,
      action: 'settings.update',
      targetType: 'settings',
      targetId: section.targetId,
      targetLabel: section.targetLabel,
      before: diff.before,
      after: diff.after,
    });
    await section.onChange?.(tx, before, values);
  });
  return section.read(db);
}

const communitySection: SettingsSection<CommunityProfileSettings> = {
  read: storedCommunityProfile,
  targetId: 'community',
  targetLabel: 'Community',
};

/** The community's name, place and zone as the admins chose them (blank: the defaults). */
export const updateCommunityProfile = (
  db: Database,
  actor: AuditEntry['actor'],
  settings: CommunityProfileSettings,
) => saveSettingsSection(db, actor, communitySection, settings);

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
