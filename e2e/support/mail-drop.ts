import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the journeys read it (e2e/support/mailbox.ts). */
export interface DroppedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server in the Playwright runner (globalSetup): the server under test
 * delivers to it over TCP as it would to a provider, and each message lands as a JSON file
 * in `dir`, where journeys — separate worker processes — read it. Files are named in
 * delivery order and written whole (a rename), so a reader never sees half a message.
 */
export async function startMailDrop(port: number, dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: DroppedMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          };
          sequence += 1;
          const name = `${String(Date.now()).padStart(15, '0')}-${String(sequence).padStart(6, '0')}`;
          writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
          renameSync(join(dir, `${name}.tmp`), join(dir, `${name}.json`));
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
