import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailTestResult } from '../../../shared/contracts/admin';
import { messageOnly } from '../../../shared/contracts/common';
import type { Config } from '../../env';
import { badRequest, HttpError } from '../../lib/http-error';
import { renderMail } from '../../mail/render';
import { testMail } from '../../mail/templates/messages';
import { senderOf } from '../../mail/transport';
import { RateLimitedError } from '../../security/rate-limit';
import { restrictTo } from '../../security/staff-only';
import { registerNotified } from '../notifications';
import { mailNotified } from './mail-notified';

/** Long enough for a slow SMTP server's greeting and login; short enough to wait for. */
export const MAIL_TEST_TIMEOUT_MS = 20_000;
export const NO_ADDRESS = 'Your account has no e-mail address to send the test to';

/**
 * The console's "Send a test e-mail" (issue 20): one message straight through the mail
 * transport, not the outbox, so the admin reads the mail server's own answer or refusal at
 * once instead of a queued row that may fail later. It goes to the admin's own address
 * only: the console cannot be used to mail strangers.
 */
export const mailTestRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  // The fan-out resolves a given-up message, and links its entry, through this.
  registerNotified(mailNotified);
  restrictTo(app, 'admin');

  app.post(
    '/api/admin/mail/test',
    { schema: { response: { 200: mailTestResult, 429: messageOnly, 502: messageOnly } } },
    async (request) => {
      const to = request.member?.email;
      if (!to) throw badRequest(NO_ADDRESS);
      const { transport } = app.mail;
      const brand = await app.mail.brand();
      const message = renderMail(testMail(brand));
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('the mail server did not answer in time')),
          MAIL_TEST_TIMEOUT_MS,
        );
      });
      try {
        // Limited like any mail a request sends (server/mail/limits.ts); one that fails is
        // given back, so an admin fixing SMTP_URL can try again.
        const answer = await app.mail.limits.guard(request, 'test', [to], () =>
          Promise.race([
            transport.send({ from: senderOf(config, brand.communityName), to, ...message }),
            timeout,
          ]),
        );
        return { to, via: transport.description, answer };
      } catch (err) {
        if (err instanceof RateLimitedError) throw err;
        request.log.warn({ err }, 'test e-mail not sent');
        // Not the admin's mistake: the way out is broken, which is what they came to learn.
        throw new HttpError(502, `Not sent: ${(err as Error).message}`);
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
