import { getProjectById } from "@/db/queries/projects";
import { HISTORY_LIMIT } from "@/db/queries/project-data";
import { setUserTierByIdOrEmail } from "@/db/queries/users";
import { createTestUser, TEST_AUDIT } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { json, routeContext, testRequest } from "@/tests/helpers/http";
import { seedProject } from "@/tests/helpers/projects";
import { POST as restore } from "./history/[versionId]/restore/route";
import { GET as history } from "./history/route";
import { DELETE, GET, PUT } from "./route";
import { withFigures } from "@/lib/artifacts/figures";

setupTestDatabase();

const at = (projectId: string) => routeContext({ projectId });
const path = (id: string) => `/api/projects/${id}`;

describe("GET /api/projects/{id}", () => {
  it("returns the owner's project without its owner id", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "branding" });
    const res = await json<Record<string, unknown>>(
      await GET(testRequest(path(project.id), { cookie: user.cookie }), at(project.id)),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: project.id, name: "Seeded project", brandData: expect.any(Object) });
    expect(res.body).not.toHaveProperty("userId");
  });

  it("answers 404 for another user's project, an unknown id and a malformed id; 401 signed out", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: null });
    for (const id of [
      project.id,
      "00000000-0000-4000-8000-000000000000",
      "sample-project",
      "1;drop table projects",
    ]) {
      const res = await json(await GET(testRequest(path(id), { cookie: other.cookie }), at(id)));
      expect(res).toEqual({ status: 404, body: { error: "not_found", message: "Project not found" } });
    }
    expect((await GET(testRequest(path(project.id)), at(project.id))).status).toBe(401);
  });
});

describe("PUT /api/projects/{id}", () => {
  it("saves the selected brand as the project's title (the spec's body)", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "branding" });
    const selectedBrand = {
      name: "Crumbcast",
      rationale: "",
      tagline: "Bake what sells",
      isCustom: true,
      domain: "crumbcast.com",
      available: null,
    };
    const res = await json<{ name: string; selectedBrand: unknown }>(
      await PUT(
        testRequest(path(project.id), {
          method: "PUT",
          body: { name: "Crumbcast", selectedBrand },
          cookie: user.cookie,
        }),
        at(project.id),
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Crumbcast", selectedBrand });
  });

  it("saves an edited step and keeps the previous version", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "analysis" });
    const analysis = project.fullBusinessAnalysisData as Record<string, unknown>;
    const edited = { ...analysis, executiveSummary: "My own summary, in my own words." };
    const res = await PUT(
      testRequest(path(project.id), {
        method: "PUT",
        body: { fullBusinessAnalysisData: edited },
        cookie: user.cookie,
      }),
      at(project.id),
    );
    expect(res.status).toBe(200);
    expect((await getProjectById({ id: project.id, userId: user.id }))?.fullBusinessAnalysisData).toEqual(
      edited,
    );

    const versions = await json<{ id: string; replacedBy: string; data: unknown }[]>(
      await history(
        testRequest(`${path(project.id)}/history?step=fullBusinessAnalysisData`, { cookie: user.cookie }),
        at(project.id),
      ),
    );
    // The earlier version as the founder saw it: its figures filled in from the project's model.
    expect(versions.body).toEqual([
      expect.objectContaining({ replacedBy: "edited", data: withFigures(project).fullBusinessAnalysisData }),
    ]);
  });

  it.each([
    [{ name: "" }, "name: name cannot be empty"],
    [{ name: "x".repeat(121) }, "name"],
    [
      {
        selectedBrand: {
          name: "x".repeat(51),
          isCustom: true,
          domain: "x.com",
          available: null,
          rationale: "",
          tagline: "",
        },
      },
      "selectedBrand.name",
    ],
    [{ pitchData: { elevatorPitch: "too short" } }, "pitchData"],
    [{ prototypeData: { moodBoard: { primaryColor: "red" } } }, "prototypeData"],
    [{ userId: "someone-else" }, "Unrecognized key"],
    [{}, "Nothing to update"],
  ])("rejects %j with 400", async (body, message) => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const res = await json<{ message: string }>(
      await PUT(testRequest(path(project.id), { method: "PUT", body, cookie: user.cookie }), at(project.id)),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    expect((await getProjectById({ id: project.id, userId: user.id }))?.name).toBe("Seeded project");
  });

  it("stores an edited forecast on Fuel, and answers 403 below it", async () => {
    const analysisUser = await createTestUser({ tier: "spark" });
    const project = await seedProject({ userId: analysisUser.id, upTo: "analysis" });
    const model = (
      project.fullBusinessAnalysisData as {
        financialModel: { assumptions: Record<string, unknown>; market: unknown };
      }
    ).financialModel;
    const forecast = {
      ...model,
      assumptions: { ...model.assumptions, pricePoint: 99 },
      notes: ["Edited by me.", "Price raised to $99."],
    };
    const denied = await json<{ message: string }>(
      await PUT(
        testRequest(path(project.id), {
          method: "PUT",
          body: { financialForecastData: forecast },
          cookie: analysisUser.cookie,
        }),
        at(project.id),
      ),
    );
    expect(denied).toEqual({
      status: 403,
      body: { error: "forbidden", message: "Financial Forecasts requires a Fuel plan or higher." },
    });
    expect(
      (await getProjectById({ id: project.id, userId: analysisUser.id }))?.financialForecastData,
    ).toBeNull();

    await setUserTierByIdOrEmail({ idOrEmail: analysisUser.id, tier: "fuel", audit: TEST_AUDIT });
    const bad = await PUT(
      testRequest(path(project.id), {
        method: "PUT",
        body: {
          financialForecastData: {
            ...forecast,
            assumptions: { ...forecast.assumptions, monthlyChurnRate: 3 },
          },
        },
        cookie: analysisUser.cookie,
      }),
      at(project.id),
    );
    expect(bad.status).toBe(400);
    const ok = await PUT(
      testRequest(path(project.id), {
        method: "PUT",
        body: { financialForecastData: forecast },
        cookie: analysisUser.cookie,
      }),
      at(project.id),
    );
    expect(ok.status).toBe(200);
    expect(
      (await getProjectById({ id: project.id, userId: analysisUser.id }))?.financialForecastData,
    ).toEqual(forecast);
  });

  it("cannot touch another user's project", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: null });
    const res = await PUT(
      testRequest(path(project.id), { method: "PUT", body: { name: "Mine now" }, cookie: other.cookie }),
      at(project.id),
    );
    expect(res.status).toBe(404);
    expect((await getProjectById({ id: project.id, userId: owner.id }))?.name).toBe("Seeded project");
  });
});

describe("history and restore", () => {
  it("keeps at most the last versions and restores one, putting the current value into the history", async () => {
    const user = await createTestUser();
    const project = await seedProject({ userId: user.id, upTo: "concept" });
    const quiz = project.quizData as Record<string, unknown>;
    for (let i = 1; i <= HISTORY_LIMIT + 2; i++) {
      const body = { quizData: { ...quiz, concept: `Concept version ${i}` } };
      expect(
        (
          await PUT(
            testRequest(path(project.id), { method: "PUT", body, cookie: user.cookie }),
            at(project.id),
          )
        ).status,
      ).toBe(200);
    }
    const list = await json<{ id: string; data: { concept: string } }[]>(
      await history(
        testRequest(`${path(project.id)}/history?step=quizData`, { cookie: user.cookie }),
        at(project.id),
      ),
    );
    expect(list.body).toHaveLength(HISTORY_LIMIT);
    expect(list.body[0].data.concept).toBe(`Concept version ${HISTORY_LIMIT + 1}`);

    const target = list.body[2];
    const restored = await json<{ quizData: { concept: string } }>(
      await restore(
        testRequest(`${path(project.id)}/history/${target.id}/restore`, {
          method: "POST",
          cookie: user.cookie,
        }),
        routeContext({ projectId: project.id, versionId: target.id }),
      ),
    );
    expect(restored.status).toBe(200);
    expect(restored.body.quizData.concept).toBe(target.data.concept);
    const after = await json<{ id: string; data: { concept: string } }[]>(
      await history(
        testRequest(`${path(project.id)}/history?step=quizData`, { cookie: user.cookie }),
        at(project.id),
      ),
    );
    expect(after.body[0].data.concept).toBe(`Concept version ${HISTORY_LIMIT + 2}`);
    expect(after.body.map((v) => v.id)).not.toContain(target.id);
  });

  it("rejects unknown steps and other users' versions", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: "concept" });
    expect(
      (
        await history(
          testRequest(`${path(project.id)}/history?step=password`, { cookie: owner.cookie }),
          at(project.id),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await history(
          testRequest(`${path(project.id)}/history?step=quizData`, { cookie: other.cookie }),
          at(project.id),
        )
      ).status,
    ).toBe(404);
    await PUT(
      testRequest(path(project.id), {
        method: "PUT",
        body: { quizData: { ...(project.quizData as object), concept: "v2" } },
        cookie: owner.cookie,
      }),
      at(project.id),
    );
    const versions = await json<{ id: string }[]>(
      await history(
        testRequest(`${path(project.id)}/history?step=quizData`, { cookie: owner.cookie }),
        at(project.id),
      ),
    );
    const id = versions.body[0].id;
    const res = await restore(
      testRequest(`${path(project.id)}/history/${id}/restore`, { method: "POST", cookie: other.cookie }),
      routeContext({ projectId: project.id, versionId: id }),
    );
    expect(res.status).toBe(404);
  });
});

describe("DELETE /api/projects/{id}", () => {
  it("deletes the owner's project only", async () => {
    const owner = await createTestUser();
    const other = await createTestUser();
    const project = await seedProject({ userId: owner.id, upTo: "concept" });
    expect(
      (
        await DELETE(
          testRequest(path(project.id), { method: "DELETE", cookie: other.cookie }),
          at(project.id),
        )
      ).status,
    ).toBe(404);
    expect(await getProjectById({ id: project.id, userId: owner.id })).toBeDefined();
    const res = await json(
      await DELETE(testRequest(path(project.id), { method: "DELETE", cookie: owner.cookie }), at(project.id)),
    );
    expect(res).toEqual({ status: 200, body: { deleted: true, id: project.id } });
    expect(await getProjectById({ id: project.id, userId: owner.id })).toBeUndefined();
    expect(
      (
        await DELETE(
          testRequest(path(project.id), { method: "DELETE", cookie: owner.cookie }),
          at(project.id),
        )
      ).status,
    ).toBe(404);
  });
});
