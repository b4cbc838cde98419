import { AddressInfo, Server, Socket, createServer } from 'node:net';

/**
 * A mail server that accepts the connection and then never says a word (no greeting, no reply): the hang a
 * request must never wait for. It counts connections and can say when the next one arrives.
 */
export class HangingSmtp {
  private readonly sockets = new Set<Socket>();
  private readonly server: Server = createServer((socket) => {
    this.sockets.add(socket);
    this.connections += 1;
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    this.waiters.splice(0).forEach((wake) => wake());
  });
  private waiters: Array<() => void> = [];
  connections = 0;
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Connections open now (accepted, never answered). */
  get open(): number {
    return this.sockets.size;
  }

  /** Resolves once at least `count` connections have been accepted. */
  async connected(count = 1): Promise<void> {
    while (this.connections < count) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }

  /** Cuts every hanging connection (the client sees it fail) and stops listening. */
  stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
