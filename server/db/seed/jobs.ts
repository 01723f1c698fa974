import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import type { SeedContext } from './context';

const DAY = 86_400_000;

const POSTINGS = [
  [
    'Senior Data Engineer',
    'Bayou Analytics',
    'full-time',
    'senior',
    'engineering',
    'Houston, TX (hybrid)',
    '$150k–$180k',
    'Python, SQL, Airflow',
    2,
  ],
  [
    'Brand Designer',
    'Heights Creative Studio',
    'contract',
    'mid',
    'design',
    'The Heights, Houston',
    '$60–$80/hr',
    'Figma, Illustrator, Brand Systems',
    5,
  ],
  [
    'Account Executive, Commercial Solar',
    'Lone Star Solar',
    'full-time',
    'mid',
    'sales',
    'Houston, TX',
    '$90k base + commission',
    'B2B Sales, Salesforce',
    9,
  ],
  [
    'Marketing Coordinator',
    'Tacos del Norte Group',
    'part-time',
    'entry',
    'marketing',
    'Montrose, Houston',
    '$22/hr',
    'Social Media, Events',
    1,
  ],
  [
    'Robotics Software Engineer',
    'Portside Robotics',
    'full-time',
    'senior',
    'engineering',
    'Pasadena, TX',
    '$160k–$200k',
    'C++, ROS, Computer Vision',
    12,
  ],
  [
    'Growth Marketing Lead',
    'Energy Corridor Labs',
    'remote',
    'senior',
    'marketing',
    'Remote (US)',
    '$130k–$150k',
    'Lifecycle, Analytics, SEO',
    20,
  ],
  [
    'Sales Development Representative',
    'MedCenter Logistics',
    'full-time',
    'entry',
    'sales',
    'Texas Medical Center',
    '$55k + bonus',
    'Prospecting, HubSpot',
    3,
  ],
  [
    'Product Designer',
    'Galleria Health Partners',
    'remote',
    'mid',
    'design',
    'Remote (Central time)',
    '$110k–$130k',
    'UX Research, Prototyping',
    26,
  ],
] as const;

/** Postings across every type, level and department, a few with applications. */
export async function seedJobs(ctx: SeedContext) {
  const posters = ctx.members;
  const rows = POSTINGS.map(
    (
      [
        title,
        company,
        jobType,
        experienceLevel,
        department,
        location,
        salaryRange,
        skills,
        daysAgo,
      ],
      i,
    ) => ({
      title,
      company,
      jobType,
      experienceLevel,
      department,
      location,
      salaryRange,
      skills,
      description: `${company} is hiring a ${title} to join a growing Houston team. You will work closely with the founders, own meaningful outcomes from your first month, and help shape how we build.`,
      requirements:
        'Track record of shipping; clear written communication; comfort with ambiguity.',
      benefits: 'Health, dental and vision; 401(k) match; flexible hours; Roundtable membership.',
      contactEmail: `careers@${company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
      postedBy: posters[i % posters.length].id,
      createdAt: new Date(Date.now() - daysAgo * DAY),
      expiresAt: new Date(Date.now() + (30 + i) * DAY),
    }),
  );
  const jobs = await ctx.db.insert(jobPostings).values(rows).returning();
  const applications = jobs.slice(0, 4).flatMap((job, i) =>
    posters
      .filter((m) => m.id !== job.postedBy)
      .slice(i, i + 2)
      .map((m) => ({
        jobId: job.id,
        applicantId: m.id,
        coverLetter: `I would love to bring my experience at ${m.company ?? 'my company'} to ${job.company}.`,
        status: i === 0 ? 'reviewed' : 'pending',
      })),
  );
  await ctx.db.insert(jobApplications).values(applications);
  return `${jobs.length} job postings with ${applications.length} applications`;
}
