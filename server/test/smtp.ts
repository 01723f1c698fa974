import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Delivered {
  to: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  parsed: ParsedMail;
}

/**
 * A real SMTP server in the test process: the app delivers to it over TCP exactly as it
 * would to a provider, and tests read what arrived. `refuse` makes it answer a recipient
 * with an SMTP error (451 to test retries, 550 for a permanent refusal).
 */
export async function startSmtpServer() {
  const inbox: Delivered[] = [];
  let refusal: { code: number; message: string } | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Clients the app forgot to close must not hold a test file open for half a minute.
    closeTimeout: 200,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      const err = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
      callback(err);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          raw,
          parsed,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    /** Messages to one address, oldest first; only those whose subject has `about`, if given. */
    to: (address: string, about?: string) =>
      inbox.filter((m) => m.to === address && (!about || m.subject.includes(about))),
    refuse(code: number, message = 'Refused by the test') {
      refusal = { code, message };
    },
    accept() {
      refusal = null;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type TestSmtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The first link to this site's `path` in a message's text part. */
export function linkIn(message: Delivered, path: string) {
  const match = message.text.match(new RegExp(`https?://\\S+${path.replace(/[/#]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${path} link in "${message.subject}":\n${message.text}`);
  return match[0];
}

/** The token a link carries in its fragment (`#token=…`). */
export const tokenOf = (link: string) => new URL(link).hash.replace(/^#token=/, '');

/**
 * Sends what an app has queued, as its worker would: first the work its answers left to do
 * after them (`mail.later`), then the outbox. Tests call it instead of waiting for a poll.
 */
export async function deliverQueued(app: {
  mail: { settle(): Promise<void>; worker: { drain(): Promise<number> } };
}) {
  await app.mail.settle();
  await app.mail.worker.drain();
}
