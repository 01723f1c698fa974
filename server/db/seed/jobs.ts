import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import type { User } from '../../../shared/schema/users';
import type { SeedContext } from './context';
import { type ResumeHistory, resumePdf } from './documents';
import { storeSeedObject } from './images';

const DAY = 86_400_000;

interface Posting {
  title: string;
  company: string;
  jobType: string;
  experienceLevel: string;
  department: string;
  location: string;
  salaryRange: string;
  skills: string;
  daysAgo: number;
  description: string;
  requirements: string;
  benefits: string;
}

/** Each posting's company is the company of the member who posts it (see seedJobs). */
export const POSTINGS: Posting[] = [
  {
    title: 'Senior Data Engineer',
    company: 'Bayou Analytics',
    jobType: 'full-time',
    experienceLevel: 'senior',
    department: 'engineering',
    location: 'Houston, TX (hybrid)',
    salaryRange: '$150k–$180k',
    skills: 'Python, SQL, Airflow',
    daysAgo: 2,
    description:
      'Bayou Analytics builds data platforms for energy companies along the Gulf Coast. We are looking for a senior data engineer to design the pipelines that bring sensor, trading and maintenance data into one warehouse our clients trust. You will own ingestion end to end, from the first connector to the dashboards operations teams read every morning.',
    requirements:
      'Five or more years building production data pipelines; strong Python and SQL; experience with Airflow or a similar orchestrator; comfort working directly with client engineers.',
    benefits:
      'Health, dental and vision; 401(k) with a 4% match; two days a week in our Energy Corridor office; a conference budget.',
  },
  {
    title: 'Brand Designer',
    company: 'Heights Creative Studio',
    jobType: 'contract',
    experienceLevel: 'mid',
    department: 'design',
    location: 'The Heights, Houston',
    salaryRange: '$60–$80/hr',
    skills: 'Figma, Illustrator, Brand Systems',
    daysAgo: 5,
    description:
      'We are a small studio that names, brands and designs for restaurants, shops and hospitality groups in the Heights and beyond. We need a brand designer for a three-month contract covering two restaurant openings: identity, menus, signage and social templates.',
    requirements:
      'A portfolio with at least two complete identity systems; fluency in Illustrator and Figma; print production experience is a plus.',
    benefits: 'Flexible hours; studio space on 19th Street when you want it; possible extension.',
  },
  {
    title: 'Account Executive, Commercial Solar',
    company: 'Lone Star Solar',
    jobType: 'full-time',
    experienceLevel: 'mid',
    department: 'sales',
    location: 'Houston, TX',
    salaryRange: '$90k base + commission',
    skills: 'B2B Sales, Salesforce',
    daysAgo: 9,
    description:
      'Lone Star Solar designs and installs rooftop and carport solar for warehouses, schools and offices across Harris County. As an account executive you will run deals from the first site visit to a signed contract, working with our engineers on proposals and financing.',
    requirements:
      'Two or more years of B2B sales with a record of closing; confidence presenting to owners and facility managers; Salesforce experience; a valid driver’s licence.',
    benefits:
      'Uncapped commission; health, dental and vision; 401(k) match; a company vehicle allowance.',
  },
  {
    title: 'Marketing Coordinator',
    company: 'Tacos del Norte Group',
    jobType: 'part-time',
    experienceLevel: 'entry',
    department: 'marketing',
    location: 'Montrose, Houston',
    salaryRange: '$22/hr',
    skills: 'Social Media, Events',
    daysAgo: 1,
    description:
      'Tacos del Norte runs six neighbourhood restaurants. We are hiring an entry-level marketing coordinator, about 25 hours a week, to keep our social channels lively, plan monthly events and help open our seventh location in the spring.',
    requirements:
      'A feel for food and Houston neighbourhoods; strong phone photography; some experience running social accounts for a business or organisation.',
    benefits: 'Flexible schedule; staff meals; paid time off after 90 days.',
  },
  {
    title: 'Robotics Software Engineer',
    company: 'Portside Robotics',
    jobType: 'full-time',
    experienceLevel: 'senior',
    department: 'engineering',
    location: 'Pasadena, TX',
    salaryRange: '$160k–$200k',
    skills: 'C++, ROS, Computer Vision',
    daysAgo: 12,
    description:
      'Portside Robotics automates container handling for terminals along the Houston Ship Channel. You will write the perception and motion software that runs on our yard vehicles, test it on our track in Pasadena and ship it to live terminals.',
    requirements:
      'Six or more years of C++ in production; experience with ROS 2; computer vision or sensor fusion in the field; willingness to spend time on site at the port.',
    benefits: 'Equity; health, dental and vision; 401(k) match; relocation support.',
  },
  {
    title: 'Growth Marketing Lead',
    company: 'Energy Corridor Labs',
    jobType: 'remote',
    experienceLevel: 'senior',
    department: 'marketing',
    location: 'Remote (US)',
    salaryRange: '$130k–$150k',
    skills: 'Lifecycle, Analytics, SEO',
    daysAgo: 20,
    description:
      'Energy Corridor Labs makes maintenance-planning software for industrial sites. We are hiring an experienced growth marketer to own acquisition and lifecycle marketing, from search and content to onboarding emails that turn trials into customers.',
    requirements:
      'Five or more years in B2B growth or demand generation; hands-on with analytics and experimentation; experience selling to technical buyers.',
    benefits: 'Fully remote; quarterly meetups in Houston; health, dental and vision; equity.',
  },
  {
    title: 'Sales Development Representative',
    company: 'MedCenter Logistics',
    jobType: 'full-time',
    experienceLevel: 'entry',
    department: 'sales',
    location: 'Texas Medical Center',
    salaryRange: '$55k + bonus',
    skills: 'Prospecting, HubSpot',
    daysAgo: 3,
    description:
      'MedCenter Logistics moves supplies, specimens and equipment for hospitals and clinics in the Texas Medical Center. Our sales development team books the first meetings with supply chain leaders; you will research accounts, reach out and hand qualified opportunities to our account managers.',
    requirements:
      'Excellent written and spoken communication; curiosity about healthcare operations; experience with HubSpot or a similar CRM is helpful but not required.',
    benefits: 'Health, dental and vision; 401(k) match; a clear path to an account manager role.',
  },
  {
    title: 'Product Designer',
    company: 'Galleria Health Partners',
    jobType: 'remote',
    experienceLevel: 'mid',
    department: 'design',
    location: 'Remote (Central time)',
    salaryRange: '$110k–$130k',
    skills: 'UX Research, Prototyping',
    daysAgo: 26,
    description:
      'Galleria Health Partners runs outpatient clinics across Houston. We are building our own patient app for scheduling, payments and messages, and need an experienced product designer to research with patients and staff, prototype and ship.',
    requirements:
      'Three or more years designing digital products; a portfolio showing research through to shipped work; experience with accessibility standards.',
    benefits:
      'Remote within Central time; health, dental and vision; 401(k) match; learning budget.',
  },
];

/** Who applies to what, with a résumé and a cover letter in their own words. */
const APPLICATIONS: {
  job: string;
  applicant: string;
  status: 'pending' | 'reviewed';
  coverLetter: string;
}[] = [
  {
    job: 'Senior Data Engineer',
    applicant: 'jordan.lee@example.com',
    status: 'reviewed',
    coverLetter:
      'I have spent the last three years building the freight data warehouse at Gulf Freight Systems, moving 40 pipelines from cron jobs to Airflow. I would love to do the same for energy clients at Bayou Analytics.',
  },
  {
    job: 'Brand Designer',
    applicant: 'olivia.harris@example.com',
    status: 'pending',
    coverLetter:
      'I designed the identities for two Montrose restaurants last year, from logo to menus and signage, and I am available for the full three months. My portfolio is attached to my résumé.',
  },
  {
    job: 'Account Executive, Commercial Solar',
    applicant: 'daniel.kim@example.com',
    status: 'pending',
    coverLetter:
      'At Greenway Energy Services I sell efficiency upgrades to the same property owners who buy solar. I closed 110% of my quota last year and am ready for an account executive role with longer, larger deals.',
  },
  {
    job: 'Marketing Coordinator',
    applicant: 'emily.foster@example.com',
    status: 'pending',
    coverLetter:
      'I run Instagram and event promotion for three hospitality clients at Bayou City Events, and I am a regular at your Montrose location. I would love to help plan the seventh opening.',
  },
  {
    job: 'Product Designer',
    applicant: 'olivia.harris@example.com',
    status: 'pending',
    coverLetter:
      'Alongside brand work I have designed booking flows for two local clinics and tested them with patients. I would be glad to bring that research habit to your patient app.',
  },
];

const HISTORIES: Record<string, ResumeHistory> = {
  'jordan.lee@example.com': {
    summary:
      'Data engineer with five years of experience building reliable pipelines and warehouses for logistics companies. Comfortable across Python, SQL and cloud infrastructure, and happiest working directly with the people who use the data.',
    roles: [
      {
        role: 'Data Engineer',
        company: 'Gulf Freight Systems',
        years: '2023–present',
        bullets: [
          'Migrated 40 scheduled jobs to Airflow, cutting failed nightly loads from weekly to rare.',
          'Designed the shipment warehouse in Snowflake used by operations, finance and sales.',
          'Built a data quality suite that flags late or missing carrier feeds within an hour.',
        ],
      },
      {
        role: 'Analyst, Data & Analytics',
        company: 'Accenture',
        years: '2021–2023',
        bullets: [
          'Delivered reporting pipelines for two energy clients on Azure Data Factory.',
          'Automated monthly reconciliation reports that had taken three analysts two days.',
        ],
      },
    ],
    education: ['B.S. Computer Science, University of Houston, 2021'],
    skills: 'Python, SQL, Airflow, dbt, Snowflake, AWS (S3, Lambda), Docker, Git.',
    projects: [
      {
        name: 'Carrier feed monitor',
        when: '2025',
        text: 'Built an alerting service that compares each carrier’s expected and received shipment files every fifteen minutes. Dispatch now hears about a missing feed before customers call.',
      },
      {
        name: 'Fuel surcharge model',
        when: '2024',
        text: 'Worked with finance to model fuel surcharges by lane from public diesel prices, replacing a manual spreadsheet updated once a month.',
      },
      {
        name: 'Open-source contributions',
        when: 'ongoing',
        text: 'Small fixes to Airflow provider packages and dbt utilities; maintainer of an internal library for reading EDI 214 status messages.',
      },
    ],
    community: ['Volunteer mentor, Code Houston', 'Member, Roundtable Technology group'],
  },
  'olivia.harris@example.com': {
    summary:
      'Brand and product designer with six years of experience creating identities, packaging and digital products for restaurants, retailers and healthcare startups in Houston.',
    roles: [
      {
        role: 'Brand Designer',
        company: 'Montrose Design Co.',
        years: '2022–present',
        bullets: [
          'Led identity systems for two restaurant openings, from naming to signage.',
          'Designed appointment booking flows for two outpatient clinics and tested them with patients.',
          'Built a shared Figma library that halved production time for social templates.',
        ],
      },
      {
        role: 'Junior Designer',
        company: 'Phoenix Creative',
        years: '2020–2022',
        bullets: [
          'Produced menus, packaging and print collateral for hospitality clients.',
          'Prepared files for press and managed proofs with local printers.',
        ],
      },
    ],
    education: ['B.F.A. Graphic Design, Texas State University, 2020'],
    skills:
      'Figma, Illustrator, InDesign, Photoshop, prototyping, usability testing, print production.',
    projects: [
      {
        name: 'Casa Montrose identity',
        when: '2025',
        text: 'Name, logo, menus, signage and social templates for a 90-seat Montrose restaurant, delivered in ten weeks for opening night.',
      },
      {
        name: 'Clinic booking flow',
        when: '2024',
        text: 'Research with twelve patients and front-desk staff, then a booking flow that cut phone bookings at two clinics by a quarter.',
      },
      {
        name: 'Houston Design Week talk',
        when: '2025',
        text: '“Menus are interfaces”: a talk on what restaurant design and product design can learn from each other.',
      },
    ],
    community: ['AIGA Houston member', 'Speaker, Houston Design Week 2025'],
  },
  'daniel.kim@example.com': {
    summary:
      'Sales associate with three years of B2B experience selling energy services to commercial property owners. Consistently above quota, organised in the CRM, and ready for larger deals.',
    roles: [
      {
        role: 'Sales Associate',
        company: 'Greenway Energy Services',
        years: '2024–present',
        bullets: [
          'Closed 110% of annual quota selling lighting and HVAC upgrades.',
          'Built a pipeline of 60 commercial property owners across west Houston.',
          'Worked with engineers on proposals and utility rebate applications.',
        ],
      },
      {
        role: 'Account Representative',
        company: 'Comcast Business',
        years: '2023–2024',
        bullets: [
          'Managed 120 small-business accounts and renewals.',
          'Ranked in the top quarter of the regional team for upsells.',
        ],
      },
    ],
    education: ['B.B.A. Marketing, University of Houston, 2023'],
    skills: 'Salesforce, HubSpot, prospecting, proposal writing, utility rebate programmes.',
    projects: [
      {
        name: 'West Houston property owners campaign',
        when: '2025',
        text: 'Planned and ran an outreach campaign to 200 commercial property owners, booking 35 site visits and 12 signed upgrades.',
      },
      {
        name: 'Rebate proposal template',
        when: '2024',
        text: 'Built a proposal template that adds CenterPoint rebate estimates automatically; the team now sends proposals in a day instead of a week.',
      },
    ],
    community: ['Volunteer, Habitat for Humanity Houston'],
  },
  'emily.foster@example.com': {
    summary:
      'Marketing associate with two years of experience running social media, events and email for Houston restaurants and venues.',
    roles: [
      {
        role: 'Marketing Associate',
        company: 'Bayou City Events',
        years: '2024–present',
        bullets: [
          'Run Instagram and TikTok for three hospitality clients, growing followers by 40%.',
          'Plan and promote monthly events, from tastings to live music nights.',
          'Write the weekly email newsletter for a list of 8,000 subscribers.',
        ],
      },
      {
        role: 'Marketing Intern',
        company: 'Houston Food Bank',
        years: '2023',
        bullets: ['Supported volunteer recruitment campaigns and event photography.'],
      },
    ],
    education: ['B.A. Communication, University of Houston–Downtown, 2024'],
    skills: 'Instagram, TikTok, Canva, Mailchimp, event planning, phone photography.',
    projects: [
      {
        name: 'Summer patio series',
        when: '2025',
        text: 'Planned eight Thursday evening events for a Heights venue; attendance grew from 60 to 220 over the summer.',
      },
      {
        name: 'Newsletter relaunch',
        when: '2024',
        text: 'Rewrote and redesigned a weekly newsletter, lifting the open rate from 24% to 41%.',
      },
    ],
    community: ['Volunteer, Houston Food Bank'],
  },
};

/** The member who posts a job is one who works at its company. */
export function posterFor(members: User[], company: string) {
  const poster = members.find((m) => m.company === company);
  if (!poster) throw new Error(`No demo member works at ${company}`);
  return poster;
}

/** Postings across every type, level and department, several with applications and résumés. */
export async function seedJobs(ctx: SeedContext) {
  const rows = POSTINGS.map(({ daysAgo, ...posting }, i) => ({
    ...posting,
    contactEmail: `careers@${posting.company.toLowerCase().replace(/[^a-z]+/g, '')}.example.com`,
    postedBy: posterFor(ctx.members, posting.company).id,
    createdAt: new Date(Date.now() - daysAgo * DAY),
    expiresAt: new Date(Date.now() + (30 + i) * DAY),
  }));
  const jobs = await ctx.db.insert(jobPostings).values(rows).returning();
  const applications = [];
  for (const [i, a] of APPLICATIONS.entries()) {
    const job = jobs.find((j) => j.title === a.job);
    const applicant = ctx.members.find((m) => m.email === a.applicant);
    if (!job || !applicant) continue;
    const history = applicant.email ? HISTORIES[applicant.email] : undefined;
    const resumeUrl = history
      ? await storeSeedObject(
          ctx,
          `seed/resume-${i}`,
          applicant.id,
          resumePdf(applicant, history),
          'application/pdf',
        )
      : null;
    applications.push({
      jobId: job.id,
      applicantId: applicant.id,
      coverLetter: a.coverLetter,
      resumeUrl,
      status: a.status,
      appliedAt: new Date(
        Math.min(Date.now(), job.createdAt.getTime() + (i + 1) * 5 * 3600 * 1000),
      ),
    });
  }
  if (applications.length) await ctx.db.insert(jobApplications).values(applications);
  return `${jobs.length} job postings with ${applications.length} applications`;
}
