import { createPostgresTemplate, ensurePgliteTemplate } from "./template";

export default async function globalSetup() {
  const run = `lf_test_${Date.now().toString(36)}_${process.pid}`;
  process.env.LAUNCHFORGE_TEST_RUN = run;
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    await createPostgresTemplate(base, `${run}_template`);
  } else {
    process.env.LAUNCHFORGE_PGLITE_TEMPLATE = await ensurePgliteTemplate();
  }
}
