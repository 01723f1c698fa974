import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStore } from '../../storage/object-store';

/** Parses a single `bytes=a-b` / `bytes=a-` / `bytes=-n` range; null when absent or multi-range. */
export function parseRange(header: string | undefined, size: number) {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : 'unsatisfiable';
}

/**
 * Streams a stored object with its type, name, ETag and Range support. Objects never change
 * once stored (every upload gets a new key), so browsers may keep them for a year, but
 * only privately: they are members' files.
 */
export async function serveObject(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  key: string,
  { contentType, disposition }: { contentType: string; disposition: string },
) {
  const info = await store.stat(key);
  if (!info) return reply.code(404).send({ message: 'Not found' });
  reply.headers({
    'content-type': contentType,
    etag: info.etag,
    'last-modified': info.lastModified.toUTCString(),
    'cache-control': 'private, max-age=31536000, immutable',
    'accept-ranges': 'bytes',
    'x-content-type-options': 'nosniff',
    // The member's name for the file; images inline, documents as attachments.
    'content-disposition': disposition,
  });
  if (request.headers['if-none-match'] === info.etag) return reply.code(304).send();

  const range = parseRange(request.headers.range, info.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${info.size}`).send();
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${info.size}`)
      .header('content-length', range.end - range.start + 1);
    return reply.send(await store.read(key, range));
  }
  reply.header('content-length', info.size);
  return reply.send(await store.read(key));
}
