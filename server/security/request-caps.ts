import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientKey } from './client-key';
import { BUSY_RETRY_AFTER_S, CLIENT_BUSY } from './connection-caps';

/**
 * Behind a proxy every connection comes from the proxy, so connections cannot be counted
 * per client (connection-caps.ts counts them only when clients reach us directly). The
 * client's address is known once the headers are parsed (`request.ip`, from the trusted
 * X-Forwarded-For hops), so here requests in progress are counted per client instead, and
 * one past `perClient` is answered 503 before its body is read. Registered first, so a
 * refused request costs no database work.
 */
export const requestCaps = fp(
  async (app: FastifyInstance, { perClient }: { perClient: number }) => {
    const inProgress = new Map<string, number>();
    app.addHook('onRequest', async (request, reply) => {
      const key = clientKey(request.ip);
      const count = inProgress.get(key) ?? 0;
      if (count >= perClient) {
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_S))
          .header('connection', 'close')
          .send({ message: CLIENT_BUSY });
      }
      inProgress.set(key, count + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (inProgress.get(key) ?? 1) - 1;
        if (left > 0) inProgress.set(key, left);
        else inProgress.delete(key);
      };
      // 'finish' when the answer is out; 'close' when the connection went first.
      reply.raw.once('finish', release);
      reply.raw.once('close', release);
    });
  },
  { name: 'roundtable-request-caps' },
);
