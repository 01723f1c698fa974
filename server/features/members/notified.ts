import { sql } from 'drizzle-orm';
import { skillEndorsements, skills, userSkills } from '../../../shared/schema/skills';
import type { Database } from '../../db/client';
import { selectRows } from '../../db/raw';
import { type ActivityResolver, type Notified, plainExcerpt } from '../notifications';

/** An endorsement: the skill's owner hears of it, with the endorser's comment. */
const skillEndorsed: ActivityResolver<'endorsement'> = async (q, { actorId, payload }) => {
  const { userSkillId } = payload;
  const [s] = await selectRows<{ owner: string; name: string; comment: string | null }>(
    q as Database,
    sql`select us.user_id as owner, s.name, e.comment
        from ${userSkills} us join ${skills} s on s.id = us.skill_id
        left join ${skillEndorsements} e on e.user_skill_id = us.id
          and e.endorsed_by = ${actorId}
        where us.id = ${userSkillId}`,
  );
  if (!s) return null;
  return {
    recipients: [{ id: s.owner, type: 'endorsement', ck: `endorsement:${userSkillId}` }],
    actorId,
    subjectType: 'skill',
    subjectId: userSkillId,
    targetId: null,
    title: s.name,
    excerpt: s.comment ? plainExcerpt(s.comment) : null,
  };
};

/** What the notifications feature knows of endorsements: an entry opens the member's own skills. */
export const membersNotified: Notified = {
  activities: { endorsement: skillEndorsed },
  subjects: {
    skill: {
      href: () => '/profile#skills-heading',
      // Their own skill, while they still have it.
      visible: ({ subjectId, viewerId }) => sql`exists (
          select 1 from ${userSkills} us where us.id = ${subjectId}::int
            and us.user_id = ${viewerId})`,
    },
  },
};
