import { createServer, Socket, type AddressInfo, type Server } from "node:net";

/** A TCP proxy to PostgreSQL that can drop every connection and refuse new ones. */
export class CuttableProxy {
  private server: Server | null = null;
  private sockets = new Set<Socket>();
  private silent = false;
  port = 0;

  constructor(private target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      if (this.silent) {
        // Accepted, never answered: what a network partition looks like from here.
        this.sockets.add(client);
        client.on("error", () => undefined);
        client.on("close", () => this.sockets.delete(client));
        return;
      }
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        a.pipe(b);
        a.on("error", () => b.destroy());
        a.on("close", () => b.destroy());
        this.sockets.add(a);
        a.on("close", () => this.sockets.delete(a));
      }
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The database "goes away": open connections drop and new ones are refused. */
  async cut(): Promise<void> {
    const server = this.server!;
    this.server = null;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  /** The database stops answering (a partition, not a reset): bytes go nowhere, nothing is closed. */
  blackhole(): void {
    this.silent = true;
    for (const socket of this.sockets) {
      socket.unpipe();
      socket.pause();
    }
  }

  /** The partition heals: the silent connections finally drop, and new ones reach the database. */
  heal(): void {
    this.silent = false;
    for (const socket of this.sockets) socket.destroy();
  }

  async stop(): Promise<void> {
    if (this.server) await this.cut();
  }
}
