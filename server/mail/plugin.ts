import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../db/client';
import type { Config } from '../env';
import { DatabaseRateCounters } from '../security/rate-counters';
import { RateLimiter } from '../security/rate-limit';
import { brandOf } from './brand';
import { MailLimits } from './limits';
import { queueMail, queueMails } from './outbox';
import { renderMail } from './render';
import type { Brand } from './templates/layout';
import type { MailContent } from './templates/messages';
import { type MailTransport, openMailTransport, senderOf } from './transport';
import { MailWorker, type MailWorkerOptions } from './worker';

/** What routes use to send mail. */
export interface Mail {
  /**
   * The community's name (as the admins set it now) and the site's address for links:
   * PUBLIC_URL or localhost, never the request's Host (server/lib/site-url.ts).
   */
  brand(): Promise<Brand>;
  /** Records a message in the caller's transaction; call `nudge` after it commits. */
  queue(tx: Queryable, to: string, content: MailContent): Promise<void>;
  /** As `queue`, for many messages in one statement. */
  queueMany(tx: Queryable, messages: { to: string; content: MailContent }[]): Promise<void>;
  /** Sends what was queued without waiting for the next poll. */
  nudge(): void;
  /**
   * Runs work after the answer has gone, so an answer that must not reveal whether an
   * address has an account also cannot reveal it by its timing. Failures are logged.
   */
  later(work: () => Promise<unknown>): void;
  /** Waits for the work `later` started (shutdown, tests). */
  settle(): Promise<void>;
  /** The limits on mail a request can send to an address of its choosing (limits.ts). */
  readonly limits: MailLimits;
  readonly worker: MailWorker;
  readonly transport: MailTransport;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export interface MailPluginOptions {
  config: Config;
  db: Database;
  /** Send from this process (servers do; tests drain the worker themselves). */
  startWorker: boolean;
  /** Told, in its transaction, of each message given up (MailWorkerOptions). */
  onGivenUp?: MailWorkerOptions['onGivenUp'];
}

export const mailPlugin = fp(
  async (app: FastifyInstance, { config, db, startWorker, onGivenUp }: MailPluginOptions) => {
    const transport = openMailTransport(config, (line) => app.log.info(line));
    const worker = new MailWorker({
      db,
      transport,
      // Named after the community as it is called when each message leaves.
      from: async () => senderOf(config, (await brandOf(db, config)).communityName),
      warn: (obj, msg) => app.log.warn(obj, msg),
      onGivenUp,
    });
    const inFlight = new Set<Promise<unknown>>();
    const mail: Mail = {
      brand: () => brandOf(db, config),
      queue: (tx, to, content) => queueMail(tx, to, renderMail(content)),
      queueMany: (tx, messages) =>
        queueMails(
          tx,
          messages.map(({ to, content }) => ({ to, mail: renderMail(content) })),
        ),
      nudge: () => {
        if (startWorker) worker.nudge();
      },
      later: (work) => {
        const run = new Promise<void>((done) => setImmediate(done))
          .then(work)
          .catch((err) => app.log.error({ err }, 'account mail failed'))
          .finally(() => inFlight.delete(run));
        inFlight.add(run);
      },
      settle: async () => {
        while (inFlight.size > 0) await Promise.all(inFlight);
      },
      // In the database on either kind: a day's mail to an address outlives a restart.
      limits: new MailLimits(new RateLimiter(new DatabaseRateCounters(db))),
      worker,
      transport,
    };
    app.decorate('mail', mail);
    if (startWorker) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => {
      await mail.settle();
      await worker.stop();
      transport.close();
    });
  },
  { name: 'roundtable-mail' },
);
