import { resourceCategories, resources } from '../../../shared/schema/resources';
import type { SeedContext } from './context';
import { storeSeedObject } from './images';

/** A minimal valid PDF with one line of text, so "Download" opens a real document. */
function tinyPdf(title: string) {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

type Seed = [
  title: string,
  type: string,
  category: string,
  description: string,
  url: string | null,
  duration?: string,
];

const RESOURCES: Seed[] = [
  [
    'Seed fundraising playbook',
    'document',
    'Guides & Playbooks',
    'How three Houston founders raised their first round, step by step.',
    null,
  ],
  [
    'Mutual NDA template',
    'template',
    'Templates',
    'A plain-English mutual NDA reviewed by member attorneys.',
    null,
  ],
  [
    'Financial model template (SaaS)',
    'template',
    'Templates',
    'Three-statement model with cohort revenue.',
    null,
  ],
  [
    'Texas LLC formation checklist',
    'document',
    'Legal & Finance',
    'Filing, franchise tax and registered agent basics.',
    null,
  ],
  [
    'SBA loan guide for Harris County',
    'link',
    'Legal & Finance',
    'Official SBA guidance for small-business loans.',
    'https://www.sba.gov/funding-programs/loans',
  ],
  [
    'Brand positioning workshop',
    'video',
    'Marketing',
    'Recording of the spring marketing workshop.',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '1h 12m',
  ],
  [
    'Local SEO for service businesses',
    'link',
    'Marketing',
    'A practical guide to Google Business Profiles.',
    'https://developers.google.com/search/docs',
  ],
  [
    'Choosing a CRM under 50 people',
    'document',
    'Technology',
    'Notes from the technology roundtable.',
    null,
  ],
  [
    'Cybersecurity basics for small teams',
    'link',
    'Technology',
    'CISA’s checklist for small businesses.',
    'https://www.cisa.gov/cyber-essentials',
  ],
  [
    'Energy transition panel',
    'video',
    'Events & Talks',
    'Panel from the November mixer at the Ion.',
    'https://vimeo.com/76979871',
    '48m',
  ],
  [
    'Pitch night slides',
    'document',
    'Events & Talks',
    'Decks from the five finalists, shared with permission.',
    null,
  ],
];

/** Resources of every type in every starter category, the documents as stored PDFs. */
export async function seedResources(ctx: SeedContext) {
  const categories = await ctx.db.select().from(resourceCategories);
  const byName = new Map(categories.map((c) => [c.name, c.id]));
  let files = 0;
  const rows = [];
  for (const [i, [title, type, category, description, link, duration]] of RESOURCES.entries()) {
    const categoryId = byName.get(category);
    if (!categoryId) continue;
    const uploader = ctx.members[(i * 5) % ctx.members.length];
    let url = link;
    let fileSize: number | null = null;
    if (!url) {
      const pdf = tinyPdf(title);
      url = await storeSeedObject(ctx, `seed/resource-${i}`, uploader.id, pdf, 'application/pdf');
      fileSize = pdf.length;
      files++;
    }
    rows.push({
      title,
      type,
      description,
      url,
      fileSize,
      duration: duration ?? null,
      categoryId,
      uploadedBy: uploader.id,
      downloadCount: Math.floor(ctx.random() * 40),
      createdAt: new Date(Date.now() - (RESOURCES.length - i) * 3 * 86_400_000),
    });
  }
  if (rows.length) await ctx.db.insert(resources).values(rows);
  return `${rows.length} resources (${files} stored files)`;
}
