import { describe, expect, it } from 'vitest';
import { renderMail } from '../render';
import { sampleMails } from './samples';

const brand = { communityName: 'Roundtable Houston', siteUrl: 'https://roundtable.example' };

describe('mail templates', () => {
  const mails = sampleMails(brand).map(renderMail);

  it.each(mails.map((m, i) => [`${i}-${m.template}`, m] as const))(
    '%s renders as its snapshot (HTML and text)',
    async (name, mail) => {
      await expect(mail.html).toMatchFileSnapshot(`__snapshots__/${name}.html`);
      await expect(`Subject: ${mail.subject}\n\n${mail.text}`).toMatchFileSnapshot(
        `__snapshots__/${name}.txt`,
      );
    },
  );

  it('carries the community name, a link to the site, and both parts in every message', () => {
    for (const mail of mails) {
      expect(mail.html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
      expect(mail.html).toContain('Roundtable Houston');
      expect(mail.html).toContain('href="https://roundtable.example"');
      expect(mail.text).toContain('https://roundtable.example');
    }
    for (const mail of mails.filter((m) => !m.text.includes('Eve'))) {
      expect(mail.text).not.toMatch(/<[a-z]/i);
    }
  });

  it('shows the community’s logo from the site’s address when it has one (decision 050)', async () => {
    const logoUrl =
      'https://roundtable.example/branding/logo-00000000-0000-4000-8000-000000000000.png';
    const mail = renderMail(sampleMails({ ...brand, logoUrl }).find((m) => m.template === 'test')!);
    await expect(mail.html).toMatchFileSnapshot('__snapshots__/logo-test.html');
    expect(mail.html).toContain(`<img src="${logoUrl}" alt="" height="40"`);
    // Without one, no image at all (every snapshot above).
    expect(mails.some((m) => m.html.includes('<img'))).toBe(false);
  });

  it('escapes what members wrote: a name with markup stays text', () => {
    const hostile = mails.find((m) => m.html.includes('Eve'));
    expect(hostile?.html).toContain('Hello &lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(hostile?.html).not.toContain('<b>Eve');
  });
});
