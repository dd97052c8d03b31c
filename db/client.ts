import "server-only";

import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

import { dataDir, env } from "@/core/env";
import { lockDataDir } from "./lock";
import * as schema from "./schema";

/**
 * Picks the driver from the environment:
 *   no DATABASE_URL        -> embedded PGlite persisted in DATA_DIR/pglite (locked against other processes)
 *   postgres:// URL        -> node-postgres pool
 *   a Neon host (or DATABASE_DRIVER=neon) -> @neondatabase/serverless pool over WebSockets
 * Migrations run once per process, before the first query, idempotently.
 */

export type DbKind = "pglite" | "postgres" | "neon";
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  kind: DbKind;
  close: () => Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "db", "migrations");
const MIGRATION_LOCK_KEY = 7_342_001; // pg_advisory_lock key: one migrator at a time across instances

export function databaseKind(): DbKind {
  const { DATABASE_URL, DATABASE_DRIVER } = env();
  if (!DATABASE_URL) return "pglite";
  if (DATABASE_DRIVER === "neon") return "neon";
  if (DATABASE_DRIVER === "pg") return "postgres";
  const host = safeHost(DATABASE_URL);
  return host.endsWith(".neon.tech") || host.endsWith(".neon.build") ? "neon" : "postgres";
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    throw new Error("DATABASE_URL is not a valid URL (expected postgres://user:password@host:port/database)");
  }
}

async function openPglite(): Promise<DbHandle> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const dir = dataDir();
  mkdirSync(path.join(dir, "pglite"), { recursive: true });
  const release = lockDataDir(dir);
  try {
    const client = await PGlite.create(path.join(dir, "pglite"));
    const db = drizzle({ client, schema, casing: "snake_case" });
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

interface PoolLike {
  connect(): Promise<{ query(sql: string): Promise<unknown>; release(): void }>;
  on(event: "error", listener: (error: Error) => void): unknown;
  end(): Promise<void>;
}

async function migrateWithAdvisoryLock(pool: PoolLike, migrateOn: (client: unknown) => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migrateOn(client);
    } finally {
      await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    client.release();
  }
}

function logPoolError(error: Error) {
  // An idle client lost its connection (database restarted): the pool replaces it on the next query.
  console.error("[db] connection error:", error.message);
}

interface GuardedClient {
  on(event: "error", listener: (error: Error) => void): unknown;
  release(error?: Error | boolean): void;
}

/** Clients checked out with `await pool.connect()`, each with its release-once function. */
const checkedOut = new WeakMap<object, (error?: Error) => void>();

/**
 * Makes a pg (or Neon) pool safe against connections that die while a client is checked out:
 *  - every client keeps an error listener for its whole life (the pool listens only while it is idle),
 *    so a dropped connection no longer emits an unhandled 'error' that takes the process down;
 *  - a checked-out client whose connection dies is given back to the pool (which discards it) at once,
 *    and its `release()` becomes idempotent. drizzle's transaction sends BEGIN before its try/finally,
 *    so a BEGIN on a dead connection would otherwise never release its client: the pool would lose a
 *    slot for good, and `pool.end()` would wait forever.
 * The failed queries themselves reject as before, and the request answers 503.
 */
export function guardPool<
  P extends { connect: (...args: never[]) => unknown; on: (...args: never[]) => unknown },
>(pool: P): P {
  const target = pool as unknown as {
    connect: (callback?: unknown) => Promise<GuardedClient> | undefined;
    on: (event: "connect", listener: (client: GuardedClient) => void) => unknown;
  };
  target.on("connect", (client) => {
    client.on("error", (error) => {
      logPoolError(error);
      checkedOut.get(client)?.(error);
    });
  });
  const connect = target.connect.bind(target);
  target.connect = (callback?: unknown) => {
    // The callback form is pg-pool's own (pool.query), which already releases on error.
    if (callback) return connect(callback);
    return connect()!.then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const once = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        checkedOut.delete(client);
        release(error);
      };
      client.release = once;
      checkedOut.set(client, once);
      return client;
    });
  };
  return pool;
}

/**
 * The pool's timeouts: a database that stops answering (a partition, not a reset) turns into a quick 503
 * instead of requests that hang. Connect: how long to wait for a connection (also for a free slot);
 * query: on the client (the socket may be silent) and as the server's statement_timeout.
 */
export function poolTimeouts() {
  const { DATABASE_CONNECT_TIMEOUT_MS, DATABASE_QUERY_TIMEOUT_MS } = env();
  return {
    connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
    query_timeout: DATABASE_QUERY_TIMEOUT_MS,
    statement_timeout: DATABASE_QUERY_TIMEOUT_MS,
    idle_in_transaction_session_timeout: DATABASE_QUERY_TIMEOUT_MS,
    keepAlive: true,
  };
}

/** Migrations run on a pool of their own without query timeouts: waiting for another instance's lock, or a long index build, is fine there. */
async function migrateOnce(
  makePool: () => PoolLike,
  migrateOn: (client: unknown) => Promise<void>,
): Promise<void> {
  const pool = makePool();
  pool.on("error", logPoolError);
  try {
    await migrateWithAdvisoryLock(pool, migrateOn);
  } finally {
    await pool.end().catch(() => {});
  }
}

async function openPostgres(url: string): Promise<DbHandle> {
  const [{ Pool }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  await migrateOnce(
    () =>
      new Pool({ connectionString: url, max: 1, connectionTimeoutMillis: env().DATABASE_CONNECT_TIMEOUT_MS }),
    (client) =>
      migrate(drizzle({ client: client as never, casing: "snake_case" }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
  );
  const pool = guardPool(new Pool({ connectionString: url, max: 10, ...poolTimeouts() }));
  pool.on("error", logPoolError);
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
}

async function openNeon(url: string): Promise<DbHandle> {
  const [{ Pool, neonConfig }, { default: ws }, { drizzle }, { migrate }] = await Promise.all([
    import("@neondatabase/serverless"),
    import("ws"),
    import("drizzle-orm/neon-serverless"),
    import("drizzle-orm/neon-serverless/migrator"),
  ]);
  neonConfig.webSocketConstructor = ws;
  const proxy = env().NEON_WS_PROXY;
  if (proxy) {
    // A plain Postgres behind a WebSocket-to-TCP proxy ("host:port/path"; the driver appends
    // ?address=<db host>:<db port>). Local development and tests only.
    neonConfig.wsProxy = proxy;
    neonConfig.useSecureWebSocket = false;
    neonConfig.pipelineTLS = false;
    neonConfig.pipelineConnect = false;
  }
  await migrateOnce(
    () =>
      new Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: env().DATABASE_CONNECT_TIMEOUT_MS,
      }) as unknown as PoolLike,
    (client) =>
      migrate(drizzle({ client: client as never, casing: "snake_case" }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      }),
  );
  const pool = guardPool(new Pool({ connectionString: url, max: 10, ...poolTimeouts() }));
  pool.on("error", logPoolError);
  const db = drizzle({ client: pool, schema, casing: "snake_case" });
  return { db: db as unknown as Database, kind: "neon", close: () => pool.end() };
}

export async function openDatabase(): Promise<DbHandle> {
  const kind = databaseKind();
  const url = env().DATABASE_URL;
  if (kind === "pglite" || !url) return openPglite();
  return kind === "neon" ? openNeon(url) : openPostgres(url);
}

const globalForDb = globalThis as unknown as { __launchforgeDb?: Promise<DbHandle> };

/** The process-wide database, opened (and migrated) on first use. A failed open is retried next time. */
export function getDbHandle(): Promise<DbHandle> {
  if (!globalForDb.__launchforgeDb) {
    const opening = openDatabase();
    globalForDb.__launchforgeDb = opening;
    opening.catch(() => {
      if (globalForDb.__launchforgeDb === opening) globalForDb.__launchforgeDb = undefined;
    });
  }
  return globalForDb.__launchforgeDb;
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Closes the process-wide database (tests, CLIs). */
export async function closeDb(): Promise<void> {
  const opening = globalForDb.__launchforgeDb;
  globalForDb.__launchforgeDb = undefined;
  if (opening) await (await opening).close();
}
