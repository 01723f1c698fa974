import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  FIRST_STEPS,
  type FirstStep,
  type FirstSteps,
  SETUP_ITEMS,
  type Setup,
  type SetupChecklist,
} from '../../../shared/contracts/setup';
import { auditLog } from '../../../shared/schema/audit';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { communitySettings, invitations } from '../../../shared/schema/membership';
import { userSkills } from '../../../shared/schema/skills';
import { users } from '../../../shared/schema/users';
import { createFirstAdmin } from '../../auth/service';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import type { Config } from '../../env';
import type { Mail } from '../../mail/plugin';
import type { Brand } from '../../mail/templates/layout';
import { storedCommunityProfile, updateCommunityProfile } from '../settings';

/**
 * The first run (decision 048): the first admin's account and the community's name, city
 * and zone, in one transaction. The settings go through the console's own save, so the
 * audit log says who named the community.
 */
export async function setUpCommunity(db: Database, mail: Mail, brand: Brand, input: Setup) {
  const { communityName, city, timeZone, ...account } = input;
  return createFirstAdmin(
    db,
    mail,
    // The confirmation mail already carries the name just chosen.
    { ...brand, communityName },
    account,
    async (tx, admin) => {
      // Their checklist is the community's (below); the member's first steps are not for them.
      await tx.update(users).set({ onboardedAt: sql`now()` }).where(eq(users.id, admin.id));
      const stored = await storedCommunityProfile(tx);
      await updateCommunityProfile(
        tx,
        { id: admin.id, firstName: admin.firstName, lastName: admin.lastName },
        { ...stored, communityName, city, timeZone },
      );
    },
  );
}

/**
 * Each checklist item, done or not, from the data in one statement: the community's name
 * chosen, the About page made the community's own, the categories changed by an admin (the audit log says
 * so), someone invited or joining open (or a member besides the admin), an event, a
 * discussion.
 */
export async function setupChecklist(
  db: Database,
  config: Pick<Config, 'JOIN_MODE'>,
): Promise<SetupChecklist> {
  const [row] = await selectRows<Record<(typeof SETUP_ITEMS)[number] | 'dismissed', boolean>>(
    db,
    sql`select
      coalesce(s.community_name is not null, false) as details,
      coalesce(num_nonnulls(s.about_text, s.about_mission, s.about_vision, s.about_values,
        s.about_leaders, s.about_figures, s.contact_location) > 0
        or s.about_figure_mode = 'live', false) as about,
      exists (select 1 from ${auditLog} where action like 'category.%') as categories,
      (coalesce(s.join_mode, ${config.JOIN_MODE}) = 'open'
        or exists (select 1 from ${invitations})
        -- A second member: two rows looked at, however large the community.
        or (select count(*) from (select 1 from ${users} where membership = 'active' limit 2) m) > 1)
        as members,
      exists (select 1 from ${events}) as event,
      exists (select 1 from ${discussions}) as welcome,
      coalesce(s.setup_dismissed_at is not null, false) as dismissed
    from (select 1) one left join ${communitySettings} s on s.id = 1`,
  );
  if (!row) throw new Error('the checklist query answered no row');
  return {
    dismissed: row.dismissed,
    items: SETUP_ITEMS.map((key) => ({ key, done: row[key] })),
  };
}

/** The admins put the checklist away: the dashboard no longer shows it, for any admin. */
export async function dismissChecklist(db: Database) {
  await db
    .insert(communitySettings)
    .values({ id: 1, setupDismissedAt: sql`now()` })
    .onConflictDoUpdate({
      target: communitySettings.id,
      set: { setupDismissedAt: sql`coalesce(${communitySettings.setupDismissedAt}, now())` },
    });
}

/**
 * A member's first steps, each from their own rows, in one statement. Once all are done the
 * member is marked onboarded, so the dashboard stops asking from their next visit on.
 */
export async function firstStepsOf(db: Database, userId: string): Promise<FirstSteps> {
  const [row] = await selectRows<Record<FirstStep, boolean>>(
    db,
    sql`select
      u.profile_image_url is not null as photo,
      (u.title is not null and u.company is not null) as headline,
      exists (select 1 from ${userSkills} s where s.user_id = u.id) as skills,
      (exists (select 1 from ${discussions} d where d.author_id = u.id)
        or exists (select 1 from ${discussionReplies} r where r.author_id = u.id)) as introduce
    from ${users} u where u.id = ${userId}`,
  );
  if (!row) throw new Error('the signed-in member has no row');
  const items = FIRST_STEPS.map((key) => ({ key, done: row[key] }));
  if (items.every((item) => item.done)) await markOnboarded(db, userId);
  return { items };
}

/** Done, or put away: the checklist is not shown again. */
export async function markOnboarded(db: Database, userId: string) {
  await db
    .update(users)
    .set({ onboardedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.onboardedAt)));
}

/** The member has seen their dashboard once: from now on it says "Welcome back". */
export async function markWelcomed(db: Database, userId: string) {
  await db
    .update(users)
    .set({ welcomedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.welcomedAt)));
}
