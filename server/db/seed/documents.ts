import type { User } from '../../../shared/schema/users';
import { type PdfDocument, pdfDocument } from './pdf';

/** The demo resources' documents, by resource title: what a member downloads. */
export const RESOURCE_DOCUMENTS: Record<string, Omit<PdfDocument, 'title'>> = {
  'Seed fundraising playbook': {
    subtitle: 'How three Houston founders raised their first institutional round',
    byline: [
      'Compiled by Marcus Johnson, Third Ward Ventures',
      'Roundtable Guides & Playbooks · Spring 2026',
    ],
    body: [
      { h: 'Why this playbook exists' },
      {
        p: 'Houston has more angel capital than most founders realise, but it moves through relationships rather than cold email. We interviewed three members who closed seed rounds between $1.2M and $3M in the last eighteen months and asked them what they would do again, what they would skip and what surprised them.',
      },
      {
        p: 'The pattern was consistent: the founders who raised fastest had a tight story, a short list of investors who already understood their market, and a process with a real deadline.',
      },
      { h: '1. Get ready before you ask' },
      {
        ul: [
          'Know your numbers cold: monthly revenue, gross margin, burn, runway and the three metrics that prove the business is working.',
          'Write a one-page memo before you build a deck. If the story does not work in prose, slides will not save it.',
          'Set up a clean data room: cap table, incorporation documents, material contracts, and a simple financial model.',
          'Decide how much you are raising and what milestones it buys. Investors fund a plan, not a number.',
        ],
      },
      { h: '2. Build the list' },
      {
        p: 'Start with sixty names and expect to talk to forty. Sort them into tiers by fit: stage, sector, cheque size and whether they have backed a company like yours. Local groups such as the Houston Angel Network, the Texas Medical Center’s venture programmes and the Ion’s investor events are good places to meet people before you need them.',
      },
      {
        ul: [
          'Tier 1: investors who lead rounds at your stage and know your sector.',
          'Tier 2: active angels and operators who follow a lead and bring introductions.',
          'Tier 3: strategic investors and corporate venture arms; slower, but valuable later.',
        ],
      },
      { h: '3. Run a tight process' },
      {
        ol: [
          'Warm introductions only, ideally from founders the investor has backed.',
          'Batch first meetings into two weeks so interest builds at the same time.',
          'Follow up within 24 hours with the memo and one answer to the question they pushed hardest on.',
          'Set a first-close date and hold to it. Momentum is the strongest term you have.',
        ],
      },
      { h: '4. Terms worth understanding' },
      {
        p: 'Most Houston seed rounds in our sample used post-money SAFEs or a priced round on standard documents. Focus on the few terms that matter: valuation or cap, pro-rata rights, information rights and any board seat. Avoid side letters you cannot explain to the next investor.',
      },
      {
        kv: [
          ['Typical cheque sizes', '$25k–$100k from angels; $250k–$1M from seed funds'],
          ['Time to close', 'Eight to fourteen weeks from first meeting to money in the bank'],
          [
            'Common mistake',
            'Starting before the data room is ready, then losing weeks to diligence',
          ],
        ],
      },
      { h: '5. After the close' },
      {
        p: 'Send a short monthly update to every investor, including those who passed. Share wins, misses and one specific ask. The founders we spoke to all said the same thing: the update list became the start of the next round.',
      },
      { h: 'Checklist' },
      {
        ul: [
          'One-page memo and a twelve-slide deck',
          'Cap table reconciled with signed documents',
          'Financial model with a 24-month plan',
          'Target list of sixty investors, tiered',
          'Two customer references willing to take a call',
          'Standard SAFE or term sheet reviewed by counsel',
        ],
      },
    ],
  },
  'Mutual NDA template': {
    subtitle: 'Mutual Non-Disclosure Agreement — plain-English template',
    byline: [
      'Reviewed by Sofia Martinez, Martinez & Cole PLLC',
      'Not legal advice: have your own counsel review before signing.',
    ],
    body: [
      { h: 'How to use this template' },
      {
        p: 'This mutual NDA suits early conversations between two companies exploring a partnership, a pilot or an acquisition. Fill in the bracketed fields, keep the definitions short, and delete any clause that does not apply. Member attorneys reviewed it for Texas law in 2026.',
      },
      {
        ul: [
          'Use it when both sides will share confidential information.',
          'Do not use it for employees or contractors; they need their own agreements.',
          'Keep a signed copy with the date the relationship began.',
        ],
      },
      { h: 'Mutual Non-Disclosure Agreement' },
      {
        p: 'This Mutual Non-Disclosure Agreement (the “Agreement”) is entered into as of [Effective Date] by and between [Company A], a [State] [entity type], and [Company B], a [State] [entity type] (each a “Party”).',
      },
      { h: '1. Purpose' },
      {
        p: 'The Parties wish to evaluate a possible business relationship (the “Purpose”). In doing so, each Party may disclose Confidential Information to the other.',
      },
      { h: '2. Confidential Information' },
      {
        p: '“Confidential Information” means any non-public business, technical or financial information disclosed by one Party to the other, in any form, that is marked confidential or that a reasonable person would understand to be confidential. It does not include information that:',
      },
      {
        ul: [
          'is or becomes public through no fault of the receiving Party;',
          'was known to the receiving Party before disclosure, as shown by its records;',
          'is received from a third party without a duty of confidentiality; or',
          'is independently developed without use of the disclosing Party’s information.',
        ],
      },
      { h: '3. Obligations' },
      {
        p: 'The receiving Party will use Confidential Information only for the Purpose, protect it with at least reasonable care, and share it only with employees and advisers who need to know it and are bound by similar obligations.',
      },
      { h: '4. Term' },
      {
        p: 'This Agreement lasts two years from the Effective Date. The obligations in Section 3 survive for three years after disclosure, and for trade secrets for as long as they remain trade secrets.',
      },
      { h: '5. Return of information' },
      {
        p: 'On request, the receiving Party will promptly return or destroy Confidential Information, except copies kept in routine backups or required by law.',
      },
      { h: '6. General' },
      {
        ul: [
          'Governing law: the State of Texas; venue in Harris County.',
          'No licence or obligation to enter into any further agreement is created.',
          'Either Party may seek injunctive relief for a breach.',
          'This is the entire agreement on its subject and may be signed in counterparts.',
        ],
      },
      { h: 'Signatures' },
      {
        kv: [
          ['Company A', 'Name, title, date: ______________________________'],
          ['Company B', 'Name, title, date: ______________________________'],
        ],
      },
    ],
  },
  'Financial model template (SaaS)': {
    subtitle: 'Three-statement model with cohort revenue — guide to the workbook',
    byline: [
      'Priya Shah, CFO, Galleria Health Partners',
      'Roundtable Templates · Finance & Investment',
    ],
    body: [
      { h: 'What the model does' },
      {
        p: 'The workbook builds monthly revenue from customer cohorts, then flows it through an income statement, balance sheet and cash flow statement for 36 months. It is designed for SaaS companies between $250k and $10M of annual recurring revenue.',
      },
      { h: 'Tabs in the workbook' },
      {
        ol: [
          'Inputs: pricing, new customers per month, churn, expansion and hiring plan.',
          'Cohorts: one row per monthly cohort, showing retained revenue over time.',
          'Revenue: new, expansion, contraction and churned MRR rolled into ARR.',
          'Headcount: salaries, benefits and start dates by department.',
          'P&L, Balance Sheet and Cash Flow: linked statements that always balance.',
          'Dashboard: runway, burn multiple, CAC payback and net revenue retention.',
        ],
      },
      { h: 'Key assumptions to set first' },
      {
        kv: [
          ['Gross margin', '75–85% for most SaaS; include hosting and support staff'],
          ['Monthly logo churn', '1–3% for SMB customers, under 1% for enterprise'],
          ['Net revenue retention', '100–120%; above 120% is exceptional'],
          ['CAC payback', 'Under 18 months is healthy at seed and Series A'],
        ],
      },
      { h: 'How to sanity-check your plan' },
      {
        ul: [
          'Compare new customers per month with the sales capacity your hiring plan supports.',
          'Check that cash never goes negative without a financing event in the plan.',
          'Run a downside case with growth 30% lower and churn doubled.',
          'Reconcile the model’s opening balance sheet with your last month-end close.',
        ],
      },
      { h: 'Common mistakes' },
      {
        p: 'Founders most often double-count expansion revenue, forget payroll taxes and benefits (budget 18–22% on top of salary in Texas), and assume annual contracts are paid monthly. The Checks tab flags each of these.',
      },
      { h: 'Questions' },
      {
        p: 'Post questions in the Finance & Investment discussions on Roundtable; Priya and other members hold finance office hours each month.',
      },
    ],
  },
  'Texas LLC formation checklist': {
    subtitle: 'Filing, franchise tax and registered agent basics',
    byline: ['Sofia Martinez and Grace Thompson', 'Roundtable Legal & Finance · Updated 2026'],
    body: [
      { h: 'Before you file' },
      {
        ul: [
          'Check that your name is available with the Texas Secretary of State (SOSDirect name search).',
          'Choose a registered agent with a physical Texas address; you can serve as your own.',
          'Decide between a member-managed and a manager-managed company.',
          'Talk to an accountant about tax classification: default, S corporation election or C corporation.',
        ],
      },
      { h: 'Filing the Certificate of Formation' },
      {
        ol: [
          'File Form 205 (Certificate of Formation – Limited Liability Company) online through SOSDirect or by mail.',
          'Pay the $300 filing fee.',
          'Expect approval within a few business days online; mail takes longer.',
          'Save the file-stamped certificate with your company records.',
        ],
      },
      { h: 'Right after formation' },
      {
        ul: [
          'Get an Employer Identification Number (EIN) from the IRS; it is free and takes minutes online.',
          'Sign a written company agreement, even for a single-member LLC.',
          'Open a business bank account and keep personal and business money separate.',
          'Register with the Texas Comptroller for sales tax if you sell taxable goods or services.',
          'Register with the Texas Workforce Commission once you have employees.',
        ],
      },
      { h: 'Franchise tax' },
      {
        p: 'Texas LLCs file an annual franchise tax report with the Comptroller, due May 15. Companies under the no-tax-due revenue threshold still file, along with a Public Information Report or Ownership Information Report. Missing the filing can lead to forfeiture of the right to do business in Texas.',
      },
      { h: 'Local permits in Houston' },
      {
        ul: [
          'Assumed name certificate (DBA) if you trade under another name.',
          'City of Houston permits for signage, occupancy and food service where they apply.',
          'Harris County permits for businesses outside city limits.',
        ],
      },
      { h: 'Keep it in good standing' },
      {
        kv: [
          ['Every year', 'Franchise tax report and information report by May 15'],
          [
            'When things change',
            'File a Certificate of Amendment (Form 424) for name, agent or management changes',
          ],
          ['Records', 'Company agreement, minutes of major decisions, ownership ledger'],
        ],
      },
    ],
  },
  'Choosing a CRM under 50 people': {
    subtitle: 'Notes from the technology roundtable',
    byline: [
      'Hosted by Ryan Chen, Energy Corridor Labs',
      'Eleven members, four CRMs, one long afternoon',
    ],
    body: [
      { h: 'Summary' },
      {
        p: 'Eleven members compared the CRMs they run today. The consensus: pick the tool your salespeople will actually update, start with the smallest plan that supports your pipeline stages, and budget a week of clean-up before you import anything.',
      },
      { h: 'What mattered most' },
      {
        ol: [
          'Adoption: if entering a deal takes more than a minute, the data will be wrong.',
          'Email and calendar sync with Google Workspace or Microsoft 365.',
          'Reporting the leadership team reads every week without exporting to a spreadsheet.',
          'Price per seat at 10, 25 and 50 users, including the add-ons you will need.',
        ],
      },
      { h: 'Tools discussed' },
      {
        kv: [
          [
            'HubSpot',
            'Easiest to adopt; marketing features are strong; costs rise quickly with seats',
          ],
          ['Salesforce', 'Most flexible; needs an admin, even a part-time one'],
          ['Pipedrive', 'Simple pipeline view; a favourite of small sales teams'],
          ['Zoho CRM', 'Good value; more setup to make it feel simple'],
        ],
      },
      { h: 'Migration tips' },
      {
        ul: [
          'Deduplicate contacts and companies before import, not after.',
          'Agree on five to seven pipeline stages and what it takes to move between them.',
          'Import only the last two years of activity; archive the rest.',
          'Name one owner for the CRM and give them an hour a week for it.',
        ],
      },
      { h: 'What members would do differently' },
      {
        p: 'Three members said they bought a plan for the company they hoped to be in two years and paid for features nobody used. Two said they waited too long to move off spreadsheets and lost deals in handovers. Start small, review after ninety days, and upgrade when a real need appears.',
      },
    ],
  },
  'Pitch night slides': {
    subtitle: 'Spring cohort finalists — shared with permission',
    byline: ['Roundtable Pitch Night · The Ion, Houston', 'Five finalists, five minutes each'],
    layout: 'slides',
    body: [
      { h: 'Tonight’s finalists' },
      {
        ol: [
          'GulfGrid Storage — battery storage for industrial sites',
          'ClinicFlow — scheduling for outpatient clinics',
          'Harbor Vision — computer vision for container yards',
          'Bayou Bites Co. — shelf-stable Gulf Coast sauces',
          'PermitPilot — faster commercial permits in Harris County',
        ],
      },
      { h: 'GulfGrid Storage' },
      {
        ul: [
          'Problem: demand charges are up to 40% of an industrial power bill',
          'Solution: leased battery systems that shave peak demand',
          'Traction: 6 sites live, $1.1M contracted revenue',
          'Ask: $2.5M seed to fund the next 20 installations',
        ],
      },
      { h: 'ClinicFlow' },
      {
        ul: [
          'Problem: 18% of outpatient appointments end as no-shows',
          'Solution: reminders and waitlists that refill cancelled slots',
          'Traction: 42 clinics, no-shows down by a third',
          'Ask: $1.5M to build integrations with two more EHRs',
        ],
      },
      { h: 'Harbor Vision (winner)' },
      {
        ul: [
          'Problem: yard checks at the gate take minutes per container',
          'Solution: cameras and models that read damage and seals in seconds',
          'Traction: pilot at two Gulf Coast terminals',
          'Ask: $3M seed; lead investor confirmed',
        ],
      },
      { h: 'Bayou Bites Co.' },
      {
        ul: [
          'Problem: regional flavours rarely reach national grocery shelves',
          'Solution: a shelf-stable line made with Gulf Coast producers',
          'Traction: 140 stores across Texas, 22% repeat purchase rate',
          'Ask: $750k for a co-packer run and regional distribution',
        ],
      },
      { h: 'PermitPilot' },
      {
        ul: [
          'Problem: commercial permits in Harris County take months to clear',
          'Solution: plan checks and status tracking before submission',
          'Traction: 30 contractors, average review time down six weeks',
          'Ask: $1M pre-seed to expand to Fort Bend and Montgomery counties',
        ],
      },
      { h: 'Thank you' },
      {
        p: 'Thanks to our judges, to the Ion for hosting, and to every member who came out. Founders can be reached through their Roundtable profiles.',
      },
    ],
  },
};

export function resourcePdf(title: string, author?: string) {
  const doc = RESOURCE_DOCUMENTS[title] ?? {
    subtitle: title,
    body: [{ h: 'Overview' }, { p: `${title}, shared by a Roundtable member.` }],
  };
  return pdfDocument({ title, author, ...doc });
}

/** A believable two-page résumé for an applicant, built from their profile. */
export function resumePdf(member: User, history: ResumeHistory) {
  const name = `${member.firstName} ${member.lastName}`;
  return pdfDocument({
    layout: 'resume',
    title: name,
    author: name,
    subtitle: `${member.title} · ${member.company}`,
    byline: [`Houston, TX · ${member.email} · ${member.phone ?? ''}`],
    body: [
      { h: 'Summary' },
      { p: history.summary },
      { h: 'Experience' },
      ...history.roles.flatMap((r): ({ kv: [string, string][] } | { ul: string[] })[] => [
        { kv: [[r.role, `${r.company}, ${r.years}`]] },
        { ul: r.bullets },
      ]),
      { h: 'Education' },
      { ul: history.education },
      { h: 'Skills' },
      { p: history.skills },
      { pageBreak: true },
      { h: 'Selected projects' },
      ...history.projects.flatMap((p): ({ kv: [string, string][] } | { p: string })[] => [
        { kv: [[p.name, p.when]] },
        { p: p.text },
      ]),
      { h: 'Community' },
      { ul: history.community },
      { h: 'References' },
      { p: 'Available on request.' },
    ],
  });
}

export interface ResumeHistory {
  summary: string;
  roles: { role: string; company: string; years: string; bullets: string[] }[];
  education: string[];
  skills: string;
  projects: { name: string; when: string; text: string }[];
  community: string[];
}
