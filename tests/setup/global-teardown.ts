import { dropPostgresDatabases } from "./template";

export default async function globalTeardown() {
  const base = process.env.TEST_DATABASE_URL;
  const run = process.env.LAUNCHFORGE_TEST_RUN;
  if (base && run) await dropPostgresDatabases(base, run);
}
