import {
  APPLICATION_STATUSES,
  DEPARTMENTS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
} from '../../../shared/contracts/jobs';
import { bookmarks } from '../../../shared/schema/bookmarks';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import { formatCount, insertAll, syncSequence } from './bulk';
import type { LargeSeedContext } from './context';
import {
  COMPANY_PLACES,
  COMPANY_TRADES,
  companyName,
  JOB_SKILLS,
  JOB_TITLES,
  NEIGHBORHOODS,
  SENTENCES,
} from './vocabulary';

const DAY = 86_400_000;

/**
 * Postings over the last year, most still open, some closed or expired; each with a few
 * applications (never from the poster) and saves.
 */
export async function seedJobs(ctx: LargeSeedContext) {
  const { dice, members } = ctx;
  const jobs: (typeof jobPostings.$inferInsert)[] = [];
  const applications: (typeof jobApplications.$inferInsert)[] = [];
  const saves: (typeof bookmarks.$inferInsert)[] = [];
  for (let id = 1; id <= ctx.sizes.jobs; id++) {
    const poster = dice.pick(members);
    const createdAt = dice.dateAround(ctx.now, 365);
    const low = dice.int(45, 160);
    jobs.push({
      id,
      title: dice.pick(JOB_TITLES),
      company: companyName(dice.pick(COMPANY_PLACES), dice.pick(COMPANY_TRADES)),
      description: `${dice.pick(SENTENCES)} ${dice.pick(SENTENCES)} ${dice.pick(SENTENCES)}`,
      location: dice.chance(0.8) ? `${dice.pick(NEIGHBORHOODS)}, Houston, TX` : null,
      jobType: dice.pick(JOB_TYPES),
      experienceLevel: dice.chance(0.9) ? dice.pick(EXPERIENCE_LEVELS) : null,
      department: dice.chance(0.9) ? dice.pick(DEPARTMENTS) : null,
      salaryRange: dice.chance(0.7) ? `$${low}k – $${low + dice.int(10, 60)}k` : null,
      skills: dice.sample(JOB_SKILLS, dice.int(2, 5)).join(', '),
      requirements: dice.pick(SENTENCES),
      benefits: dice.chance(0.6)
        ? 'Health, dental and vision; 401(k) match; hybrid schedule.'
        : null,
      applicationUrl: dice.chance(0.5) ? `https://careers.example.com/jobs/${id}` : null,
      contactEmail: dice.chance(0.5) ? `jobs+${id}@example.com` : null,
      postedBy: poster.id,
      isActive: dice.chance(0.85),
      expiresAt: dice.chance(0.5) ? new Date(createdAt.getTime() + dice.int(30, 400) * DAY) : null,
      createdAt,
      updatedAt: createdAt,
    });
    for (const i of dice.distinctIndexes(members.length, dice.skewed(4))) {
      if (members[i].id === poster.id) continue;
      applications.push({
        jobId: id,
        applicantId: members[i].id,
        coverLetter: dice.chance(0.7) ? dice.pick(SENTENCES) : null,
        status: dice.pick(APPLICATION_STATUSES),
        appliedAt: new Date(
          Math.min(createdAt.getTime() + dice.int(1, 30) * DAY, ctx.now.getTime()),
        ),
      });
    }
    for (const i of dice.distinctIndexes(members.length, dice.skewed(3))) {
      saves.push({ userId: members[i].id, jobId: id, createdAt });
    }
  }
  await insertAll(ctx.db, jobPostings, jobs);
  await syncSequence(ctx.db, jobPostings);
  await insertAll(ctx.db, jobApplications, applications);
  await insertAll(ctx.db, bookmarks, saves);
  return `${formatCount(jobs.length)} jobs, ${formatCount(applications.length)} applications, ${formatCount(saves.length)} saves`;
}
