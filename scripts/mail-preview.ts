// Writes every e-mail template with sample values as .html and .txt files, to look at in a
// browser and a text editor: `npm run mail:preview [folder]` (default ./mail-preview).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../server/env';
import { renderMail } from '../server/mail/render';
import { sampleMails } from '../server/mail/templates/samples';

const config = loadConfig();
const folder = resolve(process.argv[2] ?? 'mail-preview');
mkdirSync(folder, { recursive: true });
const brand = {
  communityName: config.COMMUNITY_NAME,
  siteUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
};
sampleMails(brand).forEach((content, i) => {
  const mail = renderMail(content);
  const name = `${i}-${mail.template}`;
  writeFileSync(join(folder, `${name}.html`), mail.html);
  writeFileSync(join(folder, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}`);
  console.log(`${name}: ${mail.subject}`);
});
console.log(`Wrote the previews to ${folder}`);
