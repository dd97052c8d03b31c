import { sql } from "drizzle-orm";
import { createConnection } from "node:net";
import type { AddressInfo } from "node:net";
import { WebSocketServer } from "ws";

import { setupTestDatabase } from "@/tests/helpers/db";

/** Loads db/client (and core/env) afresh with `vars`, so each case sees its own configuration. */
function loadClient(vars: Record<string, string | undefined>): typeof import("./client") {
  for (const [key, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  let mod!: typeof import("./client");
  jest.isolateModules(() => {
    mod = jest.requireActual("./client");
  });
  return mod;
}

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe("databaseKind", () => {
  it.each([
    [{ DATABASE_URL: undefined }, "pglite"],
    [{ DATABASE_URL: "postgres://u:p@db.internal:5432/app" }, "postgres"],
    [{ DATABASE_URL: "postgresql://u:p@ep-cool-1.us-east-2.aws.neon.tech/app?sslmode=require" }, "neon"],
    [{ DATABASE_URL: "postgres://u:p@localhost/app", DATABASE_DRIVER: "neon" }, "neon"],
    [{ DATABASE_URL: "postgres://u:p@ep-x.neon.tech/app", DATABASE_DRIVER: "pg" }, "postgres"],
  ])("%j -> %s", (vars, kind) => {
    expect(loadClient({ DATABASE_DRIVER: undefined, ...vars }).databaseKind()).toBe(kind);
  });

  it("explains a malformed DATABASE_URL", () => {
    expect(() => loadClient({ DATABASE_URL: "not a url" }).databaseKind()).toThrow(
      /DATABASE_URL is not a valid URL/,
    );
  });
});

const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres("the Neon serverless driver (through a WebSocket-to-TCP proxy to the local PostgreSQL)", () => {
  setupTestDatabase();
  let proxy: WebSocketServer;
  let port: number;

  beforeAll(async () => {
    proxy = new WebSocketServer({ host: "127.0.0.1", port: 0 });
    proxy.on("connection", (socket, request) => {
      const address = new URL(request.url ?? "", "http://proxy").searchParams.get("address") ?? "";
      const [host, targetPort] = address.split(":");
      const tcp = createConnection({ host, port: Number(targetPort) });
      socket.on("message", (data) => tcp.write(data as Buffer));
      tcp.on("data", (data) => socket.send(data));
      socket.on("close", () => tcp.end());
      tcp.on("close", () => socket.close());
      tcp.on("error", () => socket.close());
    });
    await new Promise((resolve) => proxy.once("listening", resolve));
    port = (proxy.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => proxy.close(resolve)));

  it("opens, migrates and queries", async () => {
    const client = loadClient({
      DATABASE_URL: saved.DATABASE_URL, // this file's own database
      DATABASE_DRIVER: "neon",
      NEON_WS_PROXY: `127.0.0.1:${port}/v1`,
    });
    const handle = await client.openDatabase();
    try {
      expect(handle.kind).toBe("neon");
      const result = (await handle.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as {
        rows: { n: number }[];
      };
      expect(result.rows[0].n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});
