import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type AboutFigure,
  type AboutPageSettings,
  STANDARD_ABOUT_SETTINGS,
  type StoredAboutLeader,
} from '../../../shared/contracts/about';
import { communitySettings } from '../../../shared/schema/membership';
import { users } from '../../../shared/schema/users';
import type { Database, Queryable } from '../../db/client';
import { selectRows } from '../../db/raw';
import { ROW_COUNT, rowCountSql } from '../../db/schema/row-counts';
import { badRequest } from '../../lib/http-error';
import { memberSummaryColumns } from '../../lib/member-summary';
import type { AuditEntry } from '../audit';
import { type CommunityProfile, saveSettingsSection, settingsRow } from '../settings';
import { LIVE_FIGURE_LABELS, standardAbout } from './defaults';

/** Each part of the page and the settings row's column that holds it. */
const ABOUT_KEYS = {
  intro: 'aboutText',
  mission: 'aboutMission',
  vision: 'aboutVision',
  values: 'aboutValues',
  leaders: 'aboutLeaders',
  figureMode: 'aboutFigureMode',
  figures: 'aboutFigures',
  contactEmail: 'contactEmail',
  contactPhone: 'contactPhone',
  contactLocation: 'contactLocation',
} as const satisfies Record<keyof AboutPageSettings, keyof typeof communitySettings.$inferInsert>;
type Part = keyof typeof ABOUT_KEYS;

const aboutColumns = Object.fromEntries(
  Object.entries(ABOUT_KEYS).map(([part, key]) => [part, communitySettings[key]]),
) as { [P in Part]: (typeof communitySettings)[(typeof ABOUT_KEYS)[P]] };

/** The section's values under the row's property names, as an insert takes them. */
const aboutRow = (settings: AboutPageSettings) =>
  Object.fromEntries(
    Object.entries(settings).map(([part, value]) => [ABOUT_KEYS[part as Part], value]),
  );

/** What the admins chose for the About page, each null where the standard text shows. */
export const storedAbout = (db: Queryable): Promise<AboutPageSettings> =>
  settingsRow(db, aboutColumns, STANDARD_ABOUT_SETTINGS);

/** The standard texts as the console shows them, with the environment's contacts. */
export const aboutDefaults = (
  profile: Pick<CommunityProfile, 'city' | 'region'>,
  contacts: { email: string; phone: string },
) => {
  const { intro, mission, vision, values, leaders, figures, contactLocation } =
    standardAbout(profile);
  return {
    intro,
    mission,
    vision,
    values,
    leaders,
    figures,
    contactEmail: contacts.email,
    contactPhone: contacts.phone,
    contactLocation,
  };
};

export const LEADER_NOT_A_MEMBER = 'Choose each leader from the members of the community';

/**
 * The admins' About page, audited as one section of the settings. A leader picked from
 * the directory must be an active member: refused otherwise, and nothing is saved.
 */
export async function updateAbout(
  db: Database,
  actor: AuditEntry['actor'],
  settings: AboutPageSettings,
) {
  const picked = [...new Set((settings.leaders ?? []).flatMap((l) => l.memberId ?? []))];
  if (picked.length > 0) {
    const found = await db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, picked), eq(users.membership, 'active')));
    if (found.length !== picked.length) throw badRequest(LEADER_NOT_A_MEMBER);
  }
  return saveSettingsSection(
    db,
    actor,
    { read: storedAbout, toRow: aboutRow, targetId: 'about', targetLabel: 'About page' },
    settings,
  );
}

/**
 * The page's content, standard texts filled in, with each picked leader as they are now
 * (one statement for all of them). Kept by the route until the settings or the members
 * change; the live figures are read apart, as time alone changes them.
 */
export async function aboutContent(db: Queryable, profile: CommunityProfile) {
  const stored = await storedAbout(db);
  const standard = standardAbout(profile);
  const leaders = stored.leaders ?? standard.leaders;
  const memberIds = leaders.flatMap((l) => l.memberId ?? []);
  const rows =
    memberIds.length === 0
      ? []
      : await db
          .select(memberSummaryColumns)
          .from(users)
          .where(
            and(
              inArray(users.id, memberIds),
              eq(users.membership, 'active'),
              isNull(users.profileHiddenAt),
            ),
          );
  const members = new Map(rows.map((row) => [row.id, row]));
  const text = (chosen: string | null, fallback: string) => (chosen ?? fallback) || null;
  return {
    intro: text(stored.intro, standard.intro),
    mission: text(stored.mission, standard.mission),
    vision: text(stored.vision, standard.vision),
    values: stored.values ?? standard.values,
    leaders: leaders.map((leader) => shownLeader(leader, members)),
    figureMode: stored.figureMode,
    figures: stored.figures ?? standard.figures,
    contact: {
      email: text(stored.contactEmail, profile.contactEmail),
      phone: text(stored.contactPhone, profile.contactPhone),
      location: text(stored.contactLocation, standard.contactLocation),
    },
  };
}

/**
 * A leader as the page shows them: a picked member as they are now; one who has left (or
 * hid their profile) shows as the name written with them, without a link or photo.
 */
function shownLeader<M>(leader: StoredAboutLeader, members: Map<string, M>) {
  const member = leader.memberId ? (members.get(leader.memberId) ?? null) : null;
  return { name: leader.name, role: leader.role, bio: leader.bio, member };
}

/** The community's own counts, in the spec's four places: what every member may see. */
export async function liveFigures(db: Database): Promise<AboutFigure[]> {
  const [row] = await selectRows<Record<keyof typeof LIVE_FIGURE_LABELS, number>>(
    db,
    sql`select
      ${rowCountSql(ROW_COUNT.members)} as members,
      (select count(*)::int from event where start_date < now() and hidden_at is null) as events,
      (select count(*)::int from job_posting
        where is_active and (expires_at is null or expires_at > now()) and hidden_at is null) as jobs,
      (select count(*)::int from resource where hidden_at is null) as resources`,
  );
  if (!row) throw new Error('the live figures query answered no row');
  return (Object.keys(LIVE_FIGURE_LABELS) as (keyof typeof LIVE_FIGURE_LABELS)[]).map((key) => ({
    value: row[key].toLocaleString('en-US'),
    label: LIVE_FIGURE_LABELS[key],
  }));
}
