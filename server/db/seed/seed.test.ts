import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { discussionReplies, discussions } from '../../../shared/schema/discussions';
import { events } from '../../../shared/schema/events';
import { photos } from '../../../shared/schema/gallery';
import { jobApplications, jobPostings } from '../../../shared/schema/jobs';
import { messages } from '../../../shared/schema/messages';
import { resources } from '../../../shared/schema/resources';
import { skillEndorsements, userSkills } from '../../../shared/schema/skills';
import { userCredentials, users } from '../../../shared/schema/users';
import type { ObjectStore } from '../../storage/object-store';
import { seedDemoCommunity } from '../../test/demo-community';
import { testDatabase } from '../../test/harness';
import { describeHotReadBudgets } from '../../test/hot-read-budgets';
import { RESOURCE_DOCUMENTS } from './documents';
import { SEEDERS } from './index';
import { CAREER_YEARS, DEMO_LOGIN } from './members';
import { inspectPdf } from './pdf';
import { MIN_YEARS_FOR_LEVEL } from './profiles';

/** Words after "a" that start with a vowel letter but a consonant sound. */
const CONSONANT_SOUND = /^(one|once|uni|use|usu|eu|ur[aeiou])/i;
/** Words after "an" that start with a consonant letter but a vowel sound. */
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;

/** "a Account Executive", "an Sales…": every article that does not fit the sound after it. */
function articleMistakes(text: string) {
  const mistakes: string[] = [];
  for (const m of text.matchAll(/(?<![\w&'’.-])(a|an|A|An)\s+([A-Za-z][\w-]*)/g)) {
    const [, article, word] = m;
    let wantsAn: boolean;
    if (/^[A-Z]{2,}/.test(word))
      wantsAn = /^[AEFHILMNORSX]/.test(word); // spoken as letters
    else if (/^[aeiou]/i.test(word)) wantsAn = !CONSONANT_SOUND.test(word);
    else wantsAn = VOWEL_SOUND.test(word);
    if (wantsAn !== (article.toLowerCase() === 'an')) mistakes.push(`${article} ${word}`);
  }
  return mistakes;
}

async function readObject(store: ObjectStore, path: string) {
  const key = path.replace(/^\/objects\//, '');
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const luminanceSpread = async (jpeg: Buffer) =>
  (await sharp(jpeg).greyscale().stats()).channels[0].stdev;

let seeded: Awaited<ReturnType<typeof seedDemoCommunity>>;
beforeAll(async () => {
  seeded = await seedDemoCommunity();
}, 60_000);

describe('npm run seed', () => {
  it('runs every seeder on an empty database and leaves a believable community', async () => {
    const { db } = await testDatabase();
    const { ctx, store, summaries } = seeded;
    expect(summaries).toHaveLength(SEEDERS.length);
    for (const summary of summaries) expect(summary).toMatch(/^\d+ /);
    const [members] = await db.select({ n: count() }).from(users);
    const [credentials] = await db.select({ n: count() }).from(userCredentials);
    expect(members.n).toBe(16);
    expect(credentials.n).toBe(16);
    expect(ctx.members.map((m) => m.email)).toContain(DEMO_LOGIN);
    // No "confirm your address" banner on a demo.
    expect(ctx.members.every((m) => m.emailVerifiedAt !== null)).toBe(true);
    // Someone can run the demo community: the demo login is its admin.
    expect(ctx.members.filter((m) => m.role === 'admin').map((m) => m.email)).toEqual([DEMO_LOGIN]);
    const memberById = new Map(ctx.members.map((m) => [m.id, m]));

    // Every job is posted by a member who works at its company.
    const jobs = await db.select().from(jobPostings);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(memberById.get(job.postedBy)?.company).toBe(job.company);

    // No "a" before a vowel sound (nor "an" before a consonant) in anything a member reads.
    const applications = await db.select().from(jobApplications);
    const texts = [
      ...jobs.flatMap((j) => [j.title, j.description, j.requirements, j.benefits]),
      ...applications.map((a) => a.coverLetter),
      ...(await db.select().from(discussions)).flatMap((d) => [d.title, d.content]),
      ...(await db.select().from(discussionReplies)).map((r) => r.content),
      ...(await db.select().from(events)).flatMap((e) => [e.title, e.description]),
      ...(await db.select().from(messages)).flatMap((m) => [m.subject, m.content]),
      ...(await db.select().from(skillEndorsements)).map((e) => e.comment),
      ...(await db.select().from(resources)).flatMap((r) => [r.title, r.description]),
      ...ctx.members.flatMap((m) => [m.title, m.bio]),
      JSON.stringify(RESOURCE_DOCUMENTS),
    ].filter((t): t is string => Boolean(t));
    expect(texts.flatMap(articleMistakes)).toEqual([]);
    expect(articleMistakes('is hiring a Account Executive, an Sales lead, a NDA')).toEqual([
      'a Account',
      'an Sales',
      'a NDA',
    ]);

    // Years of experience fit the level and the member's career.
    const skillRows = await db.select().from(userSkills);
    expect(skillRows.length).toBeGreaterThan(30);
    for (const s of skillRows) {
      const index = ctx.members.findIndex((m) => m.id === s.userId);
      const level = s.proficiencyLevel as keyof typeof MIN_YEARS_FOR_LEVEL;
      expect(s.yearsOfExperience, `${level} skill`).toBeGreaterThanOrEqual(
        Math.max(1, MIN_YEARS_FOR_LEVEL[level]),
      );
      expect(s.yearsOfExperience).toBeLessThanOrEqual(CAREER_YEARS[index]);
      if (CAREER_YEARS[index] < 8) expect(level).not.toBe('expert');
    }

    // Documents are real multi-page PDFs: every stored resource and every résumé.
    const stored = (await db.select().from(resources)).flatMap((r) =>
      r.url?.startsWith('/objects/') ? [{ title: r.title, url: r.url }] : [],
    );
    const resumes = applications.map((a) => a.resumeUrl).filter((u): u is string => Boolean(u));
    expect(stored.length).toBeGreaterThanOrEqual(5);
    expect(resumes.length).toBeGreaterThanOrEqual(3);
    for (const path of [...stored.map((r) => r.url), ...resumes]) {
      const pdf = await readObject(store, path);
      expect(pdf.length, path).toBeGreaterThan(3000);
      const { pages, text } = inspectPdf(pdf);
      expect(pages, path).toBeGreaterThanOrEqual(2);
      expect(text).toMatch(/Page 2 of \d/);
    }
    for (const r of stored)
      expect(inspectPdf(await readObject(store, r.url)).text).toContain(r.title);

    // Links go to real, relevant places: no joke videos or placeholder hosts.
    const links = [
      ...(await db.select().from(resources)).map((r) => r.url),
      ...(await db.select().from(events)).map((e) => e.meetingUrl),
    ].filter((u): u is string => Boolean(u) && !u?.startsWith('/objects/'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link).toMatch(/^https:\/\//);
      expect(link).not.toMatch(/dQw4w9WgXcQ|vimeo\.com\/76979871|example\.(com|org|net)/);
    }

    // Photos and portraits are JPEGs with the spread of light a photograph has.
    const gallery = await db.select().from(photos);
    expect(gallery.length).toBeGreaterThan(0);
    for (const photo of gallery) {
      const full = await readObject(store, photo.objectPath);
      expect(full.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      expect(full.length).toBeGreaterThan(40_000);
      expect(full.length).toBeLessThan(250_000);
      expect(await luminanceSpread(full)).toBeGreaterThan(25);
      const meta = await sharp(full).metadata();
      expect([meta.width, meta.height]).toEqual([photo.width, photo.height]);
      if (photo.thumbnailPath) {
        expect(await luminanceSpread(await readObject(store, photo.thumbnailPath))).toBeGreaterThan(
          20,
        );
      }
    }
    const avatars = ctx.members
      .map((m) => m.profileImageUrl)
      .filter((u): u is string => Boolean(u));
    expect(avatars.length).toBeGreaterThan(10);
    const avatarBytes = await Promise.all(avatars.map((a) => readObject(store, a)));
    for (const jpeg of avatarBytes) {
      expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
      expect(await luminanceSpread(jpeg)).toBeGreaterThan(20);
    }
    // Not one picture repeated: the portraits differ from one another.
    expect(new Set(avatarBytes.map((b) => b.toString('base64'))).size).toBe(avatarBytes.length);
  }, 120_000);
});

// The demo community is also where the hot reads' costs are held to their budgets.
describeHotReadBudgets();
