import { connect, type Socket } from 'node:net';

/**
 * Raw TCP clients for the connection-limit suites, so a test controls every byte, sees
 * exactly when the server closes the socket, and can pick the address it comes from
 * (`localAddress`: Linux routes all of 127.0.0.0/8 to the loopback interface).
 */
export interface RawClient {
  socket: Socket;
  /** Resolves when the server closes the connection: after how long, and what it sent. */
  closed: Promise<{ afterMs: number; received: string }>;
  received(): string;
}

export async function rawClient(
  url: string,
  options: { localAddress?: string } = {},
): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket = connect({ port: Number(port), host: hostname, ...options });
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk;
  });
  // A refused or reset connection is one of the outcomes under test, not a failure.
  socket.on('error', () => {});
  const started = performance.now();
  // Not events.once: it would reject on the 'error' (a reset) that precedes 'close'.
  const closed = new Promise<{ afterMs: number; received: string }>((done) =>
    socket.on('close', () => done({ afterMs: performance.now() - started, received })),
  );
  // A connection refused past the cap may be reset before 'connect'.
  await new Promise<void>((done) => {
    socket.once('connect', done);
    socket.once('close', done);
  });
  return { socket, closed, received: () => received };
}

/** The status code of an HTTP/1.1 answer's text (0 when there is none). */
export const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1] ?? 0);

/** An HTTP/1.1 answer's status, one header (named in lower case) and JSON body. */
export function answerOf(text: string) {
  const end = text.indexOf('\r\n\r\n');
  const head = end < 0 ? text : text.slice(0, end);
  const headers = new Map(
    head
      .split('\r\n')
      .slice(1)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
      }),
  );
  const body = end < 0 ? '' : text.slice(end + 4);
  return {
    status: statusOf(text),
    header: (name: string) => headers.get(name),
    json: () => JSON.parse(body) as unknown,
  };
}

/** One request on its own connection (no keep-alive left behind to count against a cap). */
export async function getStatus(
  url: string,
  path = '/api/health',
  options: { localAddress?: string; headers?: string } = {},
) {
  const client = await rawClient(url, { localAddress: options.localAddress });
  client.socket.write(
    `GET ${path} HTTP/1.1\r\nHost: localhost\r\n${options.headers ?? ''}Connection: close\r\n\r\n`,
  );
  const { received } = await client.closed;
  return statusOf(received);
}

/** Sends `text` one byte per `everyMs`, never reaching the end while the socket is open. */
export function trickle(client: RawClient, text: string, everyMs: number) {
  let i = 0;
  const send = () => {
    if (!client.socket.destroyed && i < text.length) client.socket.write(text[i++]);
  };
  send();
  const timer = setInterval(send, everyMs);
  client.closed.then(() => clearInterval(timer));
  return () => clearInterval(timer);
}
