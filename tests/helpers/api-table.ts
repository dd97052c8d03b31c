import type { NextRequest } from "next/server";

import { POST as icsDownload } from "@/app/api/action-plan/download/ics/route";
import { POST as actionPlanPdf } from "@/app/api/action-plan/download/pdf/route";
import { POST as actionPlanGenerate } from "@/app/api/action-plan/generate/route";
import { GET as analytics } from "@/app/api/analytics/route";
import { POST as brandGenerate } from "@/app/api/brand/generate/route";
import { POST as brandsGenerate } from "@/app/api/brands/generate/route";
import { POST as businessAnalysisGenerate } from "@/app/api/business-analysis/generate/route";
import { POST as businessPlanGenerate } from "@/app/api/business-plan/generate/route";
import { POST as createCheckoutSession } from "@/app/api/create-checkout-session/route";
import { POST as createPaymentIntent } from "@/app/api/create-payment-intent/route";
import { POST as domainCheck } from "@/app/api/domain/check/route";
import { POST as forecastXlsx } from "@/app/api/financial-forecast/download/xlsx/route";
import { POST as analysisPdf } from "@/app/api/full-business-analysis/download/pdf/route";
import { POST as fullAnalysisGenerate } from "@/app/api/full-business-analysis/generate/route";
import { POST as checkAchievements } from "@/app/api/gamification/check-achievements/route";
import { POST as logoKit } from "@/app/api/logo-kit/download/route";
import { POST as marketingPdf } from "@/app/api/marketing-plan/download/pdf/route";
import { POST as marketingGenerate } from "@/app/api/marketing-plan/generate/route";
import { GET as me } from "@/app/api/me/route";
import { GET as paymentStatus } from "@/app/api/payment-status/[sessionId]/route";
import { GET as paymentReceipt } from "@/app/api/payments/[paymentId]/receipt/route";
import { POST as investorPdf } from "@/app/api/pitch/download/investor-pdf/route";
import { POST as investorPptx } from "@/app/api/pitch/download/investor-pptx/route";
import { POST as pitchPdf } from "@/app/api/pitch/download/pdf/route";
import { POST as pitchPptx } from "@/app/api/pitch/download/pptx/route";
import { POST as pitchGenerateDetailed } from "@/app/api/pitch/generate-detailed/route";
import { POST as pitchGenerate } from "@/app/api/pitch/generate/route";
import { GET as board } from "@/app/api/projects/[projectId]/board/route";
import { PATCH as boardTask } from "@/app/api/projects/[projectId]/board/tasks/[taskId]/route";
import { POST as restoreVersion } from "@/app/api/projects/[projectId]/history/[versionId]/restore/route";
import { GET as history } from "@/app/api/projects/[projectId]/history/route";
import {
  DELETE as deleteProject,
  GET as getProject,
  PUT as putProject,
} from "@/app/api/projects/[projectId]/route";
import { GET as listProjects, POST as createProject } from "@/app/api/projects/route";
import { POST as prototypePdf } from "@/app/api/prototype/download/pdf/route";
import { GET as mockup } from "@/app/api/projects/[projectId]/mockups/[kind]/route";
import { POST as prototypeGenerate } from "@/app/api/prototype/generate/route";
import { POST as followUp } from "@/app/api/quiz/follow-up/route";
import { POST as quiz } from "@/app/api/quiz/route";
import { GET as listSupport, POST as requestSupport } from "@/app/api/support-requests/route";
import {
  DELETE as unpublishLaunchPage,
  POST as publishLaunchPage,
} from "@/app/api/projects/[projectId]/launch-page/publish/route";
import { GET as getLaunchPage, PUT as putLaunchPage } from "@/app/api/projects/[projectId]/launch-page/route";
import { GET as listWaitlist } from "@/app/api/projects/[projectId]/launch-page/signups/route";
import { DELETE as deleteSignup } from "@/app/api/projects/[projectId]/launch-page/signups/[signupId]/route";
import { POST as joinWaitlist } from "@/app/api/launch/[slug]/join/route";
import { listProjectStepVersions } from "@/db/queries/project-data";
import type { Project, Tier } from "@/db/schema";
import { shownOffline } from "@/lib/ai/offline";
import { TIERS } from "@/db/schema";
import { createTestUser, type TestUser } from "@/tests/helpers/auth";
import { routeContext, testRequest } from "@/tests/helpers/http";
import { ANSWERS, seedProject } from "@/tests/helpers/projects";

/**
 * Every signed-in API endpoint as one table row: its handler, the plan it needs, whether it reaches into a
 * project, a valid request for it and the owner's answer. The authorisation matrix
 * (app/api/authorization.test.ts) and the fuzz tests (app/api/fuzz.test.ts) are generated from it.
 * Public endpoints (health, contact, logo SVG, Auth.js, the signed Stripe webhook) are tested on their own.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- handlers differ only in their params' shape
export type Handler = (request: NextRequest, ctx: { params: Promise<any> }) => Promise<Response>;

export interface Fixture {
  /** The owner's full project (every step, a marketing plan, a board, one earlier brand version). */
  project: Project;
  versionId: string;
  taskId: string;
  /** The project's launch page (saved on every plan; Rocket's is published with one signup). */
  slug: string;
  signupId: string;
}

export interface Row {
  name: string;
  handler: Handler;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  tier: Tier;
  /** Whether the endpoint reaches into a project (another user gets 404). */
  owned: boolean;
  request: (f: Fixture) => { path: string; params?: Record<string, string>; body?: unknown };
  /** The owner's status on the right plan; null where jest cannot run it (named in `why`). */
  owner: number | null;
  why?: string;
}

const withProject = (path: string) => (f: Fixture) => ({ path, body: { projectId: f.project.id } });
const projectPath =
  (suffix = "") =>
  (f: Fixture) => ({
    path: `/api/projects/${f.project.id}${suffix}`,
    params: { projectId: f.project.id },
  });
/** Valid launch-page settings (lib/launch/schemas.ts). */
export const LAUNCH_SETTINGS = {
  headline: "Bake to the demand, not to the guess",
  subheadline: "Forecasts for small bakeries.",
  cta: "Join the waitlist",
  question: "",
  sections: { problem: true, features: true, mockups: true, price: true, faq: true },
};

export const ROWS: Row[] = [
  {
    name: "GET /api/me",
    handler: me,
    method: "GET",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/me" }),
    owner: 200,
  },
  {
    name: "GET /api/projects",
    handler: listProjects,
    method: "GET",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/projects" }),
    owner: 200,
  },
  {
    name: "POST /api/projects",
    handler: createProject,
    method: "POST",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/projects", body: { name: "Matrix" } }),
    owner: 201,
  },
  {
    name: "GET /api/projects/{id}",
    handler: getProject,
    method: "GET",
    tier: "freemium",
    owned: true,
    request: projectPath(),
    owner: 200,
  },
  {
    name: "PUT /api/projects/{id}",
    handler: putProject,
    method: "PUT",
    tier: "freemium",
    owned: true,
    request: (f) => ({ ...projectPath()(f), body: { description: "Edited by the matrix" } }),
    owner: 200,
  },
  {
    name: "GET /api/projects/{id}/history",
    handler: history,
    method: "GET",
    tier: "freemium",
    owned: true,
    request: (f) => ({ ...projectPath()(f), path: `/api/projects/${f.project.id}/history?step=brandData` }),
    owner: 200,
  },
  {
    name: "POST /api/projects/{id}/history/{versionId}/restore",
    handler: restoreVersion,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: (f) => ({
      path: `/api/projects/${f.project.id}/history/${f.versionId}/restore`,
      params: { projectId: f.project.id, versionId: f.versionId },
    }),
    owner: 200,
  },
  {
    name: "GET /api/projects/{id}/board",
    handler: board,
    method: "GET",
    tier: "rocket",
    owned: true,
    request: projectPath("/board"),
    owner: 200,
  },
  {
    name: "PATCH /api/projects/{id}/board/tasks/{taskId}",
    handler: boardTask,
    method: "PATCH",
    tier: "rocket",
    owned: true,
    request: (f) => ({
      path: `/api/projects/${f.project.id}/board/tasks/${f.taskId}`,
      params: { projectId: f.project.id, taskId: f.taskId },
      body: { status: "doing", position: 0 },
    }),
    owner: 200,
  },
  {
    name: "GET /api/projects/{id}/launch-page",
    handler: getLaunchPage,
    method: "GET",
    tier: "freemium",
    owned: true,
    request: projectPath("/launch-page"),
    owner: 200,
  },
  {
    name: "PUT /api/projects/{id}/launch-page",
    handler: putLaunchPage,
    method: "PUT",
    tier: "freemium",
    owned: true,
    request: (f) => ({
      ...projectPath("/launch-page")(f),
      body: { slug: f.slug, settings: LAUNCH_SETTINGS },
    }),
    owner: 200,
  },
  {
    name: "POST /api/projects/{id}/launch-page/publish",
    handler: publishLaunchPage,
    method: "POST",
    tier: "rocket",
    owned: true,
    request: projectPath("/launch-page/publish"),
    owner: 200,
  },
  {
    name: "DELETE /api/projects/{id}/launch-page/publish",
    handler: unpublishLaunchPage,
    method: "DELETE",
    tier: "freemium",
    owned: true,
    request: projectPath("/launch-page/publish"),
    owner: 200,
  },
  {
    name: "GET /api/projects/{id}/launch-page/signups",
    handler: listWaitlist,
    method: "GET",
    tier: "freemium",
    owned: true,
    request: projectPath("/launch-page/signups"),
    owner: 200,
  },
  {
    name: "DELETE /api/projects/{id}/launch-page/signups/{signupId}",
    handler: deleteSignup,
    method: "DELETE",
    tier: "freemium",
    owned: true,
    request: (f) => ({
      path: `/api/projects/${f.project.id}/launch-page/signups/${f.signupId}`,
      params: { projectId: f.project.id, signupId: f.signupId },
    }),
    owner: 204,
  },
  {
    name: "POST /api/quiz",
    handler: quiz,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: (f) => ({ path: "/api/quiz", body: { ...ANSWERS, projectId: f.project.id } }),
    owner: 200,
  },
  {
    name: "POST /api/quiz/follow-up",
    handler: followUp,
    method: "POST",
    tier: "freemium",
    owned: false,
    request: () => ({
      path: "/api/quiz/follow-up",
      body: { field: "problem", answer: "Bakeries waste bread." },
    }),
    owner: 200,
  },
  {
    name: "POST /api/brands/generate",
    handler: brandsGenerate,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/brands/generate"),
    owner: 200,
  },
  {
    name: "POST /api/brand/generate",
    handler: brandGenerate,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/brand/generate"),
    owner: 200,
  },
  {
    name: "POST /api/business-plan/generate",
    handler: businessPlanGenerate,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/business-plan/generate"),
    owner: 200,
  },
  {
    name: "POST /api/business-analysis/generate",
    handler: businessAnalysisGenerate,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/business-analysis/generate"),
    owner: 200,
  },
  {
    name: "POST /api/full-business-analysis/generate",
    handler: fullAnalysisGenerate,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/full-business-analysis/generate"),
    owner: 200,
  },
  {
    name: "POST /api/prototype/generate",
    handler: prototypeGenerate,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/api/prototype/generate"),
    owner: 200,
  },
  {
    name: "POST /api/action-plan/generate",
    handler: actionPlanGenerate,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/api/action-plan/generate"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/generate",
    handler: pitchGenerate,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/api/pitch/generate"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/generate-detailed",
    handler: pitchGenerateDetailed,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/api/pitch/generate-detailed"),
    owner: 200,
  },
  {
    name: "POST /api/marketing-plan/generate",
    handler: marketingGenerate,
    method: "POST",
    tier: "fuel",
    owned: true,
    request: withProject("/api/marketing-plan/generate"),
    owner: 200,
  },
  {
    name: "POST /api/full-business-analysis/download/pdf",
    handler: analysisPdf,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "GET /api/projects/{id}/mockups/{kind}",
    handler: mockup,
    method: "GET",
    tier: "spark",
    owned: true,
    request: (f) => ({
      path: `/api/projects/${f.project.id}/mockups/social`,
      params: { projectId: f.project.id, kind: "social" },
    }),
    owner: 200,
  },
  {
    name: "POST /api/prototype/download/pdf",
    handler: prototypePdf,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/action-plan/download/pdf",
    handler: actionPlanPdf,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/download/pdf",
    handler: pitchPdf,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/download/pptx",
    handler: pitchPptx,
    method: "POST",
    tier: "spark",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/action-plan/download/ics",
    handler: icsDownload,
    method: "POST",
    tier: "fuel",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/financial-forecast/download/xlsx",
    handler: forecastXlsx,
    method: "POST",
    tier: "fuel",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/logo-kit/download",
    handler: logoKit,
    method: "POST",
    tier: "fuel",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/marketing-plan/download/pdf",
    handler: marketingPdf,
    method: "POST",
    tier: "fuel",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/download/investor-pptx",
    handler: investorPptx,
    method: "POST",
    tier: "rocket",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/pitch/download/investor-pdf",
    handler: investorPdf,
    method: "POST",
    tier: "rocket",
    owned: true,
    request: withProject("/x"),
    owner: 200,
  },
  {
    name: "POST /api/gamification/check-achievements",
    handler: checkAchievements,
    method: "POST",
    tier: "freemium",
    owned: true,
    request: withProject("/api/gamification/check-achievements"),
    owner: 200,
  },
  {
    name: "GET /api/analytics",
    handler: analytics,
    method: "GET",
    tier: "fuel",
    owned: false,
    request: () => ({ path: "/api/analytics" }),
    owner: 200,
  },
  {
    name: "GET /api/support-requests",
    handler: listSupport,
    method: "GET",
    tier: "rocket",
    owned: false,
    request: () => ({ path: "/api/support-requests" }),
    owner: 200,
  },
  {
    name: "POST /api/support-requests",
    handler: requestSupport,
    method: "POST",
    tier: "rocket",
    owned: true,
    request: (f) => ({
      path: "/api/support-requests",
      body: {
        kind: "mentoring",
        topic: "Pricing review",
        message: "Could we go over my pricing before launch?",
        preferredTimes: "Weekday mornings",
        projectId: f.project.id,
      },
    }),
    owner: 201,
  },
  // Without STRIPE_* this server takes no payments: 503, not a crash (tests/helpers/stripe runs the real flow).
  {
    name: "POST /api/create-payment-intent",
    handler: createPaymentIntent,
    method: "POST",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/create-payment-intent", body: { tier: "fuel" } }),
    owner: 503,
  },
  {
    name: "POST /api/create-checkout-session",
    handler: createCheckoutSession,
    method: "POST",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/create-checkout-session", body: { tier: "fuel" } }),
    owner: 503,
  },
  {
    name: "GET /api/payment-status/{id}",
    handler: paymentStatus,
    method: "GET",
    tier: "freemium",
    owned: false,
    request: () => ({
      path: "/api/payment-status/cs_test_unknown",
      params: { sessionId: "cs_test_unknown" },
    }),
    owner: 503,
  },
  {
    name: "GET /api/payments/{id}/receipt",
    handler: paymentReceipt,
    method: "GET",
    tier: "freemium",
    owned: false,
    request: () => ({
      path: "/api/payments/6f1c1c1e-0000-4000-8000-000000000000/receipt",
      params: { paymentId: "6f1c1c1e-0000-4000-8000-000000000000" },
    }),
    owner: 503,
  },
  {
    name: "POST /api/domain/check",
    handler: domainCheck,
    method: "POST",
    tier: "freemium",
    owned: false,
    request: () => ({ path: "/api/domain/check", body: { brandName: "Breadwise" } }),
    owner: null,
    why: "it asks the real registries: lib/domains tests it against servers of ours",
  },
  {
    name: "DELETE /api/projects/{id}",
    handler: deleteProject,
    method: "DELETE",
    tier: "freemium",
    owned: true,
    request: projectPath(),
    owner: 200,
  },
];

export const below = (tier: Tier): Tier | null =>
  tier === "freemium" ? null : TIERS[TIERS.indexOf(tier) - 1];

export async function call(
  row: Row,
  fixture: Fixture,
  user?: TestUser,
  headers?: Record<string, string>,
): Promise<Response> {
  const { path, params = {}, body } = row.request(fixture);
  return row.handler(
    testRequest(path, { method: row.method, body, cookie: user?.cookie, headers }),
    routeContext(params),
  );
}

/** A user on `tier` with a full project of their own, and the ids the table needs. */
export async function fixtureFor(tier: Tier): Promise<{ user: TestUser; fixture: Fixture }> {
  const user = await createTestUser({ tier });
  const seeded = await seedProject({ userId: user.id, upTo: "pitch" });
  const marketing = shownOffline("marketingPlan", { answers: ANSWERS, brandName: "BakeWise" });
  const edited = await putProject(
    testRequest(`/api/projects/${seeded.id}`, {
      method: "PUT",
      body: {
        brandData: seeded.brandData,
        marketingPlanData: tier === "rocket" || tier === "fuel" ? marketing : undefined,
      },
      cookie: user.cookie,
    }),
    routeContext({ projectId: seeded.id }),
  );
  expect(edited.status).toBe(200);
  const versions = await listProjectStepVersions({
    projectId: seeded.id,
    userId: user.id,
    step: "brandData",
  });
  let taskId = "00000000-0000-4000-8000-000000000000";
  if (tier === "rocket") {
    const tasks = (await (
      await board(
        testRequest(`/api/projects/${seeded.id}/board`, { cookie: user.cookie }),
        routeContext({ projectId: seeded.id }),
      )
    ).json()) as { tasks: { id: string }[] };
    taskId = tasks.tasks[0].id;
  }
  // A launch page on every plan; Rocket's published, with one visitor on its waitlist.
  const slug = `matrix-${seeded.id.slice(0, 8)}`;
  const ctx = routeContext({ projectId: seeded.id });
  const launchUrl = `/api/projects/${seeded.id}/launch-page`;
  const saved = await putLaunchPage(
    testRequest(launchUrl, { method: "PUT", body: { slug, settings: LAUNCH_SETTINGS }, cookie: user.cookie }),
    ctx,
  );
  expect(saved.status).toBe(200);
  let signupId = "00000000-0000-4000-8000-000000000000";
  if (tier === "rocket") {
    const live = await publishLaunchPage(
      testRequest(`${launchUrl}/publish`, { method: "POST", cookie: user.cookie }),
      ctx,
    );
    expect(live.status).toBe(200);
    const joined = await joinWaitlist(
      testRequest(`/api/launch/${slug}/join`, { method: "POST", body: { email: "matrix@example.com" } }),
      routeContext({ slug }),
    );
    expect(joined.status).toBe(200);
    const list = (await (
      await listWaitlist(testRequest(`${launchUrl}/signups`, { cookie: user.cookie }), ctx)
    ).json()) as {
      signups: { id: string }[];
    };
    signupId = list.signups[0].id;
  }
  return {
    user,
    fixture: {
      project: (await (
        await getProject(
          testRequest(`/api/projects/${seeded.id}`, { cookie: user.cookie }),
          routeContext({ projectId: seeded.id }),
        )
      ).json()) as Project,
      versionId: versions![0].id,
      taskId,
      slug,
      signupId,
    },
  };
}
