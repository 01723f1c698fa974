import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { rawJsonAnswer } from './raw-answer';

export interface BodyRateLimits {
  /** A body that stops arriving for this long is cut; also the grace before the rate applies. */
  idleMs: number;
  /** The average a body must keep up after the grace period. */
  minBytesPerSecond: number;
  /** How often arriving bodies are looked at (so a cut comes up to this late). */
  checkEveryMs: number;
  onCut?: (reason: 'idle' | 'slow') => void;
}

export const BODY_TOO_SLOW = 'The request body arrived too slowly';

interface Incoming {
  req: IncomingMessage;
  res: ServerResponse;
  /** The connection's byte count when the headers were in, when last seen and when it last grew. */
  startBytes: number;
  lastBytes: number;
  lastProgress: number;
  /** How long the server has been ready to read (time it was not reading is not the client's). */
  readyMs: number;
  lastCheck: number;
}

const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;

/**
 * Cuts request bodies that arrive too slowly, with a 408. Node's request timeout (minutes,
 * so a large upload over a slow link fits) is the only limit once the headers are in, so
 * a client sending a byte every few seconds held its connection for all of it. Now a body
 * must not stall for `idleMs`, and after that grace it must average `minBytesPerSecond`
 * (allowed time = idleMs + bytes received / rate), so a legitimate upload at any usual
 * speed passes and a trickle is cut within seconds. The server itself falling behind
 * (a full request buffer: a slow disk, or hooks still running; or its event loop stalled)
 * is not held against the client.
 */
export function limitBodyRate(server: Server, limits: BodyRateLimits) {
  const arriving = new Set<Incoming>();
  // Like Node's own deadlines, checked on a timer; this one runs only while a body is arriving.
  let timer: NodeJS.Timeout | undefined;

  const cut = (incoming: Incoming, reason: 'idle' | 'slow') => {
    arriving.delete(incoming);
    limits.onCut?.(reason);
    const { socket } = incoming.req;
    // The answer may already be out (a route that answers before reading the body); then
    // the connection is just closed.
    if (socket.writable && !incoming.res.headersSent) {
      socket.write(rawJsonAnswer(408, BODY_TOO_SLOW));
    }
    socket.destroy();
  };

  const check = () => {
    const now = performance.now();
    for (const incoming of arriving) {
      const { req } = incoming;
      if (req.complete || req.socket.destroyed) {
        arriving.delete(incoming);
        continue;
      }
      const bytes = req.socket.bytesRead;
      // A full buffer means the server stopped reading; a late check, that its event loop
      // was stalled and read nothing meanwhile, whatever the client sent.
      const serverBehind =
        req.readableLength >= req.readableHighWaterMark ||
        now - incoming.lastCheck > 2 * limits.checkEveryMs;
      if (bytes !== incoming.lastBytes || serverBehind) {
        incoming.lastBytes = bytes;
        incoming.lastProgress = now;
      }
      if (!serverBehind) incoming.readyMs += now - incoming.lastCheck;
      incoming.lastCheck = now;
      const allowedMs =
        limits.idleMs + ((bytes - incoming.startBytes) * 1000) / limits.minBytesPerSecond;
      if (now - incoming.lastProgress >= limits.idleMs) cut(incoming, 'idle');
      else if (incoming.readyMs > allowedMs) cut(incoming, 'slow');
    }
    if (arriving.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!hasBody(req)) return;
    const now = performance.now();
    const bytes = req.socket.bytesRead;
    arriving.add({
      req,
      res,
      startBytes: bytes,
      lastBytes: bytes,
      lastProgress: now,
      readyMs: 0,
      lastCheck: now,
    });
    timer ??= setInterval(check, limits.checkEveryMs).unref();
  });
}
