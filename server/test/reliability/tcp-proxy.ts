import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay between the server and PostgreSQL that a test can cut and restore, so a
 * database outage can be staged without stopping the real PostgreSQL (other test runs
 * share it). Cutting destroys every open connection and stops listening, which is what
 * the server sees when the database host goes away: broken sockets, then refused connects.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on a free port on first call; after `cut`, listens again on the same port. */
  async start() {
    const server = createServer((client) => this.relay(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: this.port, host: '127.0.0.1' }, () => resolve());
    });
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
    this.server = server;
  }

  private relay(client: Socket) {
    const upstream = new Socket();
    this.sockets.add(client);
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(this.targetPort, this.targetHost, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }

  /** The outage: every connection dies and new ones are refused until `restore`. */
  async cut() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  restore() {
    return this.start();
  }

  close() {
    return this.cut();
  }
}
