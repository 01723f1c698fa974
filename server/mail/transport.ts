import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../env';
import { parseMailbox } from './address';

/** One message as the transport takes it. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra header lines, as nodemailer takes them (`List-Unsubscribe`…). */
  headers?: Record<string, string>;
}

/** Where mail goes: an SMTP server, or .eml files on disk (the embedded default). */
export interface MailTransport {
  /** For the startup banner: `SMTP at mail.example.com:465` or the mail folder. */
  readonly description: string;
  /** Delivers one message; resolves with the server's answer, rejects with its refusal. */
  send(message: Envelope): Promise<string>;
  /** Proves the way out works (the server answers and takes our login); rejects with why not. */
  verify(): Promise<void>;
  close(): void;
}

/** A refusal the mail server gave for good (5xx): retrying cannot help. */
export const isPermanentFailure = (err: unknown) => {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * The sender: MAIL_FROM, or no-reply at the site's host named after the community (its name
 * now, which the admins may have changed; COMMUNITY_NAME when not given).
 */
export function senderOf(config: Config, communityName = config.COMMUNITY_NAME): string {
  if (config.MAIL_FROM) return config.MAIL_FROM;
  const host = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).hostname : 'localhost';
  const name = communityName.replace(/["\\]/g, '');
  return `"${name}" <no-reply@${host}>`;
}

/**
 * Every message we send is automatic (a link asked for, a notification, the admin's test):
 * RFC 3834's Auto-Submitted tells auto-responders (out-of-office, vacation replies) not to
 * answer it, so no reply loop starts with a no-reply address.
 */
export const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

const withAutomaticHeaders = (message: Envelope): Envelope => ({
  ...message,
  headers: { ...message.headers, ...AUTOMATIC_HEADERS },
});

export function openMailTransport(
  config: Config,
  log: (line: string) => void = () => undefined,
): MailTransport {
  if (config.SMTP_URL) {
    const url = new URL(config.SMTP_URL);
    // A pool keeps a connection open between messages of a burst instead of one per message.
    const transport = nodemailer.createTransport(
      `${config.SMTP_URL}${url.search ? '&' : '?'}pool=true`,
    );
    return {
      description: `SMTP at ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
      async send(message) {
        const info = await transport.sendMail(withAutomaticHeaders(message));
        return String(info.response ?? 'accepted');
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  const folder = resolve(config.DATA_DIR, 'mail');
  // CRLF line ends, as RFC 5322 writes a message: the file opens in mail clients and can be
  // handed to an SMTP server or `sendmail` as it is.
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  return {
    description: `files in ${folder}`,
    async send(message) {
      const info = await writer.sendMail(withAutomaticHeaders(message));
      await mkdir(folder, { recursive: true });
      const to = parseMailbox(message.to)?.address ?? 'recipient';
      const file = join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      // With no mail server, the log is how a newcomer reads their reset link.
      const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((m) =>
        m[0].replace(/[).,;:]+$/, ''),
      );
      log(
        `mail to ${to}: "${message.subject}" written to ${file}${links.length ? ` · links: ${links.join(' ')}` : ''}`,
      );
      return `written to ${file}`;
    },
    verify: () => mkdir(folder, { recursive: true }).then(() => undefined),
    close: () => writer.close(),
  };
}
