import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../shared/schema/mail';
import { loadConfig } from '../env';
import { createTestApp, testDatabase, testDataDir, uniqueEmail } from '../test/harness';
import { startSmtpServer, type TestSmtp } from '../test/smtp';
import { queueMail } from './outbox';
import { renderMail } from './render';
import { testMail } from './templates/messages';
import { openMailTransport } from './transport';
import { MailWorker } from './worker';

type App = Awaited<ReturnType<typeof createTestApp>>;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

const brand = { communityName: 'Roundtable Houston', siteUrl: 'https://rt.example' };

/** Queues one test message to `to` in its own transaction, as a route would. */
async function queue(app: App, to: string) {
  const { db } = await testDatabase();
  await db.transaction((tx) => app.mail.queue(tx, to, testMail(brand)));
}
const rowsTo = async (to: string) => {
  const { db } = await testDatabase();
  return db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
};

describe('the outbox', () => {
  it('keeps a message queued by a server that stopped before sending, for the next one to send', async () => {
    const first = await createTestApp({ SMTP_URL: smtp.url });
    const to = uniqueEmail('durable');
    await queue(first, to);
    await first.close(); // stopped between the commit and the send
    expect(smtp.to(to)).toHaveLength(0);

    const second = await createTestApp({ SMTP_URL: smtp.url });
    await second.mail.worker.drain();
    await second.close();
    expect(smtp.to(to)).toHaveLength(1);
    expect((await rowsTo(to))[0].state).toBe('sent');
  });

  it('sends each message once when two workers drain it together', async () => {
    const app = await createTestApp({ SMTP_URL: smtp.url });
    const addresses = Array.from({ length: 12 }, () => uniqueEmail('twice'));
    for (const to of addresses) await queue(app, to);
    const { db } = await testDatabase();
    // Two processes' workers: each its own connection to the mail server.
    const transports = [1, 2].map(() =>
      openMailTransport(loadConfig({ SMTP_URL: smtp.url, DATA_DIR: testDataDir() })),
    );
    const workers = transports.map(
      (transport) =>
        new MailWorker({
          db,
          transport,
          from: 'Test <t@example.com>',
          warn: () => undefined,
          batch: 2,
        }),
    );
    const handled = await Promise.all(workers.map((w) => w.drain()));
    for (const t of transports) t.close();
    await app.close();
    expect(handled[0] + handled[1]).toBe(addresses.length);
    for (const to of addresses) expect(smtp.to(to), to).toHaveLength(1);
  });

  it('retries after a temporary refusal with a growing wait, and keeps a permanent one', async () => {
    const app = await createTestApp({ SMTP_URL: smtp.url });
    const { db } = await testDatabase();
    const later = uniqueEmail('later');
    await queue(app, later);
    smtp.refuse(451, 'Mailbox busy');
    await app.mail.worker.drain();
    let [row] = await rowsTo(later);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row.lastResponse).toContain('451');
    const waitMs = row.nextAttemptAt.getTime() - Date.now();
    expect(waitMs).toBeGreaterThan(50_000);
    expect(waitMs).toBeLessThan(70_000);
    expect(row.html).not.toBeNull();

    // Not due yet: nothing happens; once due (and the server answers again) it goes.
    smtp.accept();
    expect(await app.mail.worker.drain()).toBe(0);
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, row.id));
    await app.mail.worker.drain();
    [row] = await rowsTo(later);
    expect(row).toMatchObject({ state: 'sent', attempts: 2 });
    expect(smtp.to(later)).toHaveLength(1);

    const never = uniqueEmail('never');
    await queue(app, never);
    smtp.refuse(550, 'No such mailbox');
    await app.mail.worker.drain();
    smtp.accept();
    [row] = await rowsTo(never);
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastResponse).toContain('550');
    expect(row.lastResponse).toContain('No such mailbox');
    await app.close();
  });

  it('writes .eml files and logs subject and links when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const { db } = await testDatabase();
    const transport = openMailTransport(loadConfig({ DATA_DIR: testDataDir() }), (line) =>
      lines.push(line),
    );
    const to = uniqueEmail('files');
    await db.transaction((tx) => queueMail(tx, to, renderMail(testMail(brand))));
    await new MailWorker({
      db,
      transport,
      from: 'Test <t@example.com>',
      warn: () => undefined,
    }).drain();
    const folder = join(testDataDir(), 'mail');
    const file = readdirSync(folder).find((f) => f.includes(to));
    expect(file).toBeDefined();
    const eml = readFileSync(join(folder, file!), 'utf8');
    expect(eml).toContain('Subject: Test message from Roundtable Houston');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(lines.join('\n')).toContain(`mail to ${to}: "Test message from Roundtable Houston"`);
    expect(lines.join('\n')).toContain('links: https://rt.example');
  });

  it('writes each .eml with CRLF line ends (RFC 5322) and marks it automatic (RFC 3834)', async () => {
    const { db } = await testDatabase();
    const transport = openMailTransport(loadConfig({ DATA_DIR: testDataDir() }));
    const to = uniqueEmail('crlf');
    await db.transaction((tx) => queueMail(tx, to, renderMail(testMail(brand))));
    await new MailWorker({
      db,
      transport,
      from: 'Test <t@example.com>',
      warn: () => undefined,
    }).drain();
    const folder = join(testDataDir(), 'mail');
    const file = readdirSync(folder).find((f) => f.includes(to));
    const eml = readFileSync(join(folder, file!), 'utf8');
    // Every line break is CRLF: no LF without its CR.
    expect(eml).toContain('\r\n');
    expect(eml.match(/(?<!\r)\n/g)).toBeNull();
    expect(eml).toMatch(/^Auto-Submitted: auto-generated\r$/m);
  });

  it('marks every message sent over SMTP automatic (RFC 3834)', async () => {
    const app = await createTestApp({ SMTP_URL: smtp.url });
    const to = uniqueEmail('auto');
    await queue(app, to);
    await app.mail.worker.drain();
    await app.close();
    const [delivered] = smtp.to(to);
    expect(delivered.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(delivered.raw.match(/(?<!\r)\n/g)).toBeNull();
  });

  it('checks the way out at start: a reachable server passes, an unreachable one says why', async () => {
    const ok = openMailTransport(loadConfig({ SMTP_URL: smtp.url, DATA_DIR: testDataDir() }));
    await expect(ok.verify()).resolves.toBeUndefined();
    ok.close();
    const closed = openMailTransport(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:9', DATA_DIR: testDataDir() }),
    );
    await expect(closed.verify()).rejects.toThrow(/ECONNREFUSED|connect/);
    closed.close();
  });
});
