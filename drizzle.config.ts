import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL from the schema here; it never connects. Migrations are applied by
// db/client.ts (at server start-up, and with `npm run db:migrate`: scripts/migrate.ts), which knows every driver and locks PGlite.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
  casing: "snake_case",
});
