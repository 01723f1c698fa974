// Sends one test message straight through the configured transport and prints the mail
// server's answer: `npm run mail:test -- you@example.com`. Uses SMTP_URL and MAIL_FROM like
// the server; without SMTP_URL it writes the .eml file under DATA_DIR/mail.
import { ConfigError, loadConfig } from '../server/env';
import { parseMailbox } from '../server/mail/address';
import { renderMail } from '../server/mail/render';
import { testMail } from '../server/mail/templates/messages';
import { openMailTransport, senderOf } from '../server/mail/transport';

const to = process.argv[2];
if (!to || !parseMailbox(to)) {
  console.error('Usage: npm run mail:test -- you@example.com');
  process.exit(2);
}
try {
  const config = loadConfig();
  const transport = openMailTransport(config, console.log);
  const siteUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  const mail = renderMail(testMail({ communityName: config.COMMUNITY_NAME, siteUrl }));
  console.log(`Sending a test message to ${to} through ${transport.description} …`);
  const answer = await transport.send({ from: senderOf(config), to, ...mail });
  console.log(`Sent. The mail server answered: ${answer}`);
  transport.close();
} catch (err) {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(`Not sent: ${(err as Error).message}`);
  process.exit(1);
}
