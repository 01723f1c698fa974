import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { clientKey } from './client-key';
import { rawJsonAnswer } from './raw-answer';

/** Seconds a client turned away for want of room is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_S = 5;
export const SERVER_BUSY = 'The server is busy; try again in a few seconds';
export const CLIENT_BUSY = 'Too many connections from your address; try again in a few seconds';

/** How long a refused connection may take to send its request and read the 503. */
export const REFUSAL_WAIT_MS = 2000;

/**
 * Connections being answered 503 at once, besides the MAX_CONNECTIONS served: a fifth of
 * them, at least 64 (so a burst is answered, not dropped). A refused connection lasts a
 * round trip, or REFUSAL_WAIT_MS if it sends nothing; past this room new ones are closed
 * unanswered, so a flood of connections that send nothing cannot use up the file
 * descriptors, nor take the places of the connections served.
 */
export const refusalRoom = (maxConnections: number) => Math.max(64, Math.ceil(maxConnections / 5));

/**
 * Node's own cap (`maxConnections`, closing at once before any listener sees the socket),
 * kept as a backstop above the served and the refused: sockets closed a moment ago still
 * count against it until Node has released them.
 */
export const hardConnectionCap = (maxConnections: number) =>
  maxConnections + 2 * refusalRoom(maxConnections);

export type Refusal = 'server' | 'client' | 'unanswered';

export interface ConnectionCaps {
  maxConnections: number;
  /** Open connections one client address may hold; null when the peer is a proxy. */
  perClient: number | null;
  onRefused?: (reason: Refusal) => void;
}

/**
 * Answers a connection it will not serve with a 503 and Retry-After once the client has
 * sent its request (an answer before the request confuses some clients), reads and drops
 * whatever else it sends (closing with unread data would reset the connection and could
 * lose the answer), and closes it within REFUSAL_WAIT_MS.
 */
function answerBusy(socket: Socket, message: string) {
  socket.on('error', () => {});
  socket.setTimeout(REFUSAL_WAIT_MS, () => socket.destroy());
  socket.once('data', () =>
    socket.end(rawJsonAnswer(503, message, { 'Retry-After': String(BUSY_RETRY_AFTER_S) })),
  );
  socket.once('end', () => socket.destroy());
  socket.resume();
}

/**
 * Caps the connections the server serves: MAX_CONNECTIONS in all and, when clients reach
 * us directly, MAX_CONNECTIONS_PER_CLIENT from one address, so slow clients from a few
 * addresses cannot take every connection. A connection over a cap never reaches the HTTP
 * parser (the gate replaces the server's own 'connection' listeners and hands them only
 * what it admits) and is answered 503 instead of being dropped without a word.
 */
export function capConnections(server: Server, caps: ConnectionCaps) {
  const serve = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  const room = refusalRoom(caps.maxConnections);
  let open = 0;
  let refusing = 0;
  const perClient = new Map<string, number>();

  const refuse = (socket: Socket, reason: Refusal, message: string) => {
    if (refusing >= room) {
      caps.onRefused?.('unanswered');
      socket.destroy();
      return;
    }
    caps.onRefused?.(reason);
    refusing += 1;
    socket.once('close', () => {
      refusing -= 1;
    });
    answerBusy(socket, message);
  };

  server.on('connection', (socket: Socket) => {
    const key = clientKey(socket.remoteAddress ?? 'unknown');
    const fromClient = perClient.get(key) ?? 0;
    if (open >= caps.maxConnections) return refuse(socket, 'server', SERVER_BUSY);
    if (caps.perClient !== null && fromClient >= caps.perClient) {
      return refuse(socket, 'client', CLIENT_BUSY);
    }
    open += 1;
    perClient.set(key, fromClient + 1);
    socket.once('close', () => {
      open -= 1;
      const left = (perClient.get(key) ?? 1) - 1;
      if (left > 0) perClient.set(key, left);
      else perClient.delete(key);
    });
    for (const listener of serve) listener.call(server, socket);
  });
  server.maxConnections = hardConnectionCap(caps.maxConnections);
}
