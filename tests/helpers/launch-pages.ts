import * as page from "@/app/api/projects/[projectId]/launch-page/route";
import * as publish from "@/app/api/projects/[projectId]/launch-page/publish/route";
import { createTestUser, type TestUser } from "./auth";
import { json, routeContext, testRequest } from "./http";
import { seedProject } from "./projects";

/**
 * A Rocket founder's project with its launch page saved under `slug` through the API, published or not:
 * the owner, a switch to publish or take it down, and the page's visits as the founder's panel reads them.
 */
export async function savedLaunchPage(slug: string, { published }: { published: boolean }) {
  const owner: TestUser = await createTestUser({ tier: "rocket" });
  const project = await seedProject({ userId: owner.id, upTo: "prototype" });
  const ctx = routeContext({ projectId: project.id });
  const url = `/api/projects/${project.id}/launch-page`;
  const draft = await json<{ settings: unknown }>(
    await page.GET(testRequest(url, { cookie: owner.cookie }), ctx),
  );
  const body = { slug, settings: draft.body.settings };
  const saved = await page.PUT(testRequest(url, { method: "PUT", body, cookie: owner.cookie }), ctx);
  if (saved.status !== 200) throw new Error(`saving the launch page answered ${saved.status}`);
  const setPublished = async (on: boolean) => {
    const method = on ? "POST" : "DELETE";
    const response = await publish[method](
      testRequest(`${url}/publish`, { method, cookie: owner.cookie }),
      ctx,
    );
    if (response.status !== 200) throw new Error(`${method} publish answered ${response.status}`);
  };
  if (published) await setPublished(true);
  const visits = async () =>
    (
      await json<{ stats: { visits: number } }>(
        await page.GET(testRequest(url, { cookie: owner.cookie }), ctx),
      )
    ).body.stats.visits;
  return { owner, project, setPublished, visits };
}
