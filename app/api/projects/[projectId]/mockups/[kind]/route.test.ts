import { saveProjectData } from "@/db/queries/project-data";
import { projectStatus } from "@/lib/steps";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { GET } from "./route";

setupTestDatabase();

const path = (id: string, kind: string, query = "") => `/api/projects/${id}/mockups/${kind}${query}`;
const get = (id: string, kind: string, init: Parameters<typeof testRequest>[1] = {}, query = "") =>
  GET(testRequest(path(id, kind, query), init), routeContext({ projectId: id, kind }));

describe("GET /api/projects/{id}/mockups/{kind}", () => {
  it("draws the owner's mockup as a PNG, answers 304 while nothing changed, and redraws after an edit", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const res = await get(project.id, "social", { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    const etag = res.headers.get("etag")!;

    const again = await get(project.id, "social", {
      cookie: user.cookie,
      headers: { "if-none-match": etag },
    });
    expect(again.status).toBe(304);

    // A new palette is a new picture: the ETag changes and the old one no longer matches.
    const prototype = project.prototypeData as { moodBoard: Record<string, string> };
    await saveProjectData({
      id: project.id,
      userId: user.id,
      values: {
        prototypeData: { ...prototype, moodBoard: { ...prototype.moodBoard, primaryColor: "#B91C1C" } },
      },
      replacedBy: "edited",
      statusOf: projectStatus,
    });
    const edited = await get(project.id, "social", {
      cookie: user.cookie,
      headers: { "if-none-match": etag },
    });
    expect(edited.status).toBe(200);
    expect(edited.headers.get("etag")).not.toBe(etag);
  });

  it("sends a download named after the brand", async () => {
    const user = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const res = await get(project.id, "social", { cookie: user.cookie }, "?download=1");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="bakewise-social-mockup.png"');
  });

  it("answers 409 before the prototype step, 404 for an unknown mockup or another user's project", async () => {
    const user = await createTestUser({ tier: "spark" });
    const early = await seedProject({ userId: user.id, upTo: "analysis" });
    const res = await get(early.id, "hero", { cookie: user.cookie });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: "conflict", message: expect.stringMatching(/prototype/) });

    const project = await seedProject({ userId: user.id, upTo: "prototype" });
    const unknown = await get(project.id, "billboard", { cookie: user.cookie });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toMatch(/hero, phone, social, moodboard/);

    const other = await createTestUser({ tier: "rocket" });
    expect((await get(project.id, "hero", { cookie: other.cookie })).status).toBe(404);
  });
});
