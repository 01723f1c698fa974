import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers under this many bytes go as they are: a packet carries them anyway, and the
 * headers a compressed answer adds would eat most of what it saves.
 */
export const MIN_COMPRESSED_BYTES = 1024;

/** What the server writes itself and compresses well; files and images come compressed. */
const COMPRESSIBLE = /^(application\/json|text\/html|text\/csv|text\/calendar|text\/plain)\b/;

/**
 * Brotli and gzip at their fastest settings. On the demo community's lists (11–16 KB of
 * JSON: discussions, jobs, resources) brotli 1 took 0.04–0.07 ms and made them 4× smaller;
 * brotli 3 cost twice that for answers 10% smaller, brotli 4 three times for 13%. The
 * server's CPU is what limits a small install (docs/benchmarks.md), and a few hundred bytes
 * more cost a member on a phone about a millisecond. The build's files, compressed once,
 * use the highest quality (scripts/vite-precompress.ts).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP = { level: 1 };
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Past this size a compression runs on libuv's pool instead of the event loop, so one
 * large answer (an attendee CSV, a long thread) never holds other requests up.
 */
const ON_POOL_FROM_BYTES = 64 * 1024;
const brotliOnPool = promisify(brotliCompress);
const gzipOnPool = promisify(gzip);

/** The encoding this request accepts that we prefer (br, then gzip), or none. */
function acceptedEncoding(request: FastifyRequest): Encoding | undefined {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string' || header === '') return undefined;
  const chosen = negotiate(header, [...ENCODINGS]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

function compress(bytes: Buffer, encoding: Encoding): Buffer | Promise<Buffer> {
  if (bytes.length >= ON_POOL_FROM_BYTES) {
    return encoding === 'br' ? brotliOnPool(bytes, BROTLI) : gzipOnPool(bytes, GZIP);
  }
  return encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes, GZIP);
}

/** Adds accept-encoding to Vary, keeping what is there (members-only pages vary on cookie). */
function varyOnEncoding(reply: FastifyReply) {
  const current = String(reply.getHeader('vary') ?? '');
  if (current === '') reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) {
    reply.header('vary', `${current}, accept-encoding`);
  }
}

/**
 * Compresses the answers the server writes whole (JSON, pages, CSV, calendars) when the
 * client accepts br or gzip and they are worth it. Streams (files, the live stream) pass
 * untouched, and so does an answer that already names its encoding (the build's files,
 * sent precompressed by the static plugin).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      // Measured without a copy: most answers are small and go as they are.
      if (Buffer.byteLength(payload) < MIN_COMPRESSED_BYTES) return payload;
      // Whatever this client gets, another may get the other form of the same answer.
      varyOnEncoding(reply);
      const encoding = acceptedEncoding(request);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      reply.removeHeader('content-length');
      return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
    });
  },
  { name: 'roundtable-compression' },
);
