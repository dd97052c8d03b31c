import { AppError } from "@/core/errors";
import { deniedMessage, entitlements, requiredTier } from "./entitlements";

describe("entitlements", () => {
  const free = entitlements({ subscriptionTier: "freemium" });
  const spark = entitlements({ subscriptionTier: "spark" });
  const fuel = entitlements({ subscriptionTier: "fuel" });
  const rocket = entitlements({ subscriptionTier: "rocket" });

  it("answers generate, edit and restore from the artifact's registry entry", () => {
    expect(free.can({ generate: "brandData" })).toBe(true);
    expect(free.can({ generate: "prototypeData" })).toBe(false);
    expect(free.can({ edit: "pitchData" })).toBe(false);
    expect(spark.can({ edit: "pitchData" })).toBe(true);
    expect(spark.can({ restore: "marketingPlanData" })).toBe(false);
    expect(fuel.can({ restore: "marketingPlanData" })).toBe(true);
    expect(requiredTier({ edit: "logoKitData" })).toBe("fuel");
  });

  it("answers downloads per export: the pitch PDF is Spark, the investor deck Rocket", () => {
    expect(free.can({ download: "pitchData.pdf" })).toBe(false);
    expect(spark.can({ download: "pitchData.pdf" })).toBe(true);
    expect(spark.upgradeFor({ download: "pitchData.investorPptx" })).toBe("rocket");
    expect(fuel.upgradeFor({ download: "actionPlanData.ics" })).toBeNull();
    expect(free.upgradeFor({ download: "logoKitData.zip" })).toBe("fuel");
  });

  it("answers the features that are not artifacts", () => {
    expect(fuel.can({ feature: "analytics" })).toBe(true);
    expect(fuel.can({ feature: "liveAnalytics" })).toBe(false);
    expect(fuel.can({ feature: "board" })).toBe(false);
    expect(rocket.can({ feature: "board" })).toBe(true);
    expect(spark.can({ feature: "support" })).toBe(false);
    expect(free.projectLimit).toBe(3);
    expect(spark.projectLimit).toBeNull();
  });

  it("refuses with a 403 that names the plan", () => {
    expect(() => free.assert({ generate: "prototypeData" })).toThrow(
      "Prototype Assets require a Spark plan or higher. Upgrade to unlock the mood board, typography and mockups.",
    );
    let error: unknown;
    try {
      spark.assert({ edit: "marketingPlanData" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(403);
    expect((error as AppError).message).toBe("The Marketing Plan requires a Fuel plan or higher.");
    expect(deniedMessage({ feature: "board" })).toMatch(/Rocket plan/);
    expect(() => rocket.assert({ download: "pitchData.investorPdf" })).not.toThrow();
  });
});
