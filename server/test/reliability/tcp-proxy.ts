import { createServer, type Server, Socket } from 'node:net';

/**
 * A TCP relay between the server and PostgreSQL that a test can break and mend, so a
 * database outage can be staged without stopping the real PostgreSQL (other test runs
 * share it).
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  /** Accept connections but pass nothing on. */
  private silent = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on a free port on first call, and on that same port ever after. */
  async start() {
    if (this.server) return;
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
    this.sockets.add(client);
    client.on('error', () => client.destroy()).on('close', () => this.sockets.delete(client));
    if (this.silent) return;
    const upstream = new Socket();
    this.sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(upstream);
    };
    client.on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.connect(this.targetPort, this.targetHost, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }

  private dropAll() {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /**
   * PostgreSQL stopped: every open connection breaks and new ones are refused, so the
   * server sees ECONNRESET, then ECONNREFUSED.
   */
  async cut() {
    this.silent = false;
    this.dropAll();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * The database host gone from the network: open connections break, and new ones are
   * accepted but never answered, so only the server's own timeouts end the wait.
   */
  async silence() {
    this.dropAll();
    this.silent = true;
    await this.start();
  }

  /** Back to normal: the silent connections go, new ones reach PostgreSQL again. */
  async restore() {
    this.silent = false;
    this.dropAll();
    await this.start();
  }

  close() {
    return this.cut();
  }
}
