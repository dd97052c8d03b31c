/**
 * The migrated template every test database is copied from: a PGlite folder (cached across runs by the
 * hash of the migrations), or a PostgreSQL database created per run when TEST_DATABASE_URL is set.
 * Plain package imports only: global setup runs outside jest's module mapping.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export const MIGRATIONS = path.join(__dirname, "..", "..", "db", "migrations");

export function migrationsHash(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS);
  return hash.digest("hex").slice(0, 16);
}

export function pgliteTemplateDir(): string {
  return path.join(tmpdir(), `launchforge-jest-template-${migrationsHash()}`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const dir = pgliteTemplateDir();
  if (existsSync(path.join(dir, "PG_VERSION"))) return dir;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const building = `${dir}.building-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create(building);
  await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
  await client.close();
  try {
    renameSync(building, dir);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another run finished first
  }
  return dir;
}

export async function createPostgresTemplate(base: string, name: string): Promise<void> {
  const { Client } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const admin = new Client({ connectionString: base });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  await migrate(drizzle({ client, casing: "snake_case" }), { migrationsFolder: MIGRATIONS });
  await client.end();
}

export async function dropPostgresDatabases(base: string, prefix: string): Promise<void> {
  const { Client } = await import("pg");
  const admin = new Client({ connectionString: base });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE $1",
    [`${prefix}%`],
  );
  for (const { datname } of rows) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
  await admin.end();
}
