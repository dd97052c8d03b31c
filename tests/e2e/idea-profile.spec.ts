import { expect, test } from "@playwright/test";

import { GEOGRAPHY_CORPUS } from "../fixtures/geography-corpus";
import { fillQuiz, screenshot, signInWithDemo } from "./helpers";

const coldChain = GEOGRAPHY_CORPUS.find((idea) => idea.id === "cold-chain-no-place")!.answers;

test("a founder checks what we understood, corrects where they sell and the currency, and the project keeps it", async ({
  page,
}) => {
  await signInWithDemo(page, "/quiz");
  await fillQuiz(page, coldChain);

  const card = page.getByRole("region", { name: "What we understood" });
  await expect(card).toBeVisible();
  await expect(card.getByText("Please check")).toBeVisible();
  // The founder's facts, as read: their customer, their price, the rivals they named, no invented market.
  await expect(card.getByText("restaurants (business)")).toBeVisible();
  await expect(card.getByText(/\$29 a month/)).toBeVisible();
  await expect(card.getByText("ComplianceMate, SmartSense")).toBeVisible();
  await expect(card.getByText(/Not named yet: where do you sell first\?/)).toBeVisible();
  await expect(card.getByText(/Not counted yet: how many restaurants are there\?/)).toBeVisible();
  await expect(card.getByText(/Not given yet: who is on the team/)).toBeVisible();
  await screenshot(page, "idea-profile-quiz");

  // Correct it: they sell in Ireland, in euros, and they know how many restaurants there are.
  await card.getByRole("button", { name: "Correct it" }).click();
  await card.getByLabel("Where you sell (countries, comma-separated)").fill("Ireland");
  await card.getByLabel("Currency").selectOption("EUR");
  const count = card.getByLabel(/^How many restaurants there are/);
  await count.fill("0");
  await card.getByRole("button", { name: "Save and confirm" }).click();
  await expect(card.getByRole("alert")).toHaveText("A market has at least one customer");
  await screenshot(page, "idea-profile-count-refused");
  await count.fill("2400");
  await card.getByLabel("Source of the count").fill("FSAI food business register");
  // …and who the team is and what it costs: a negative amount is refused, then theirs is kept.
  await card.getByLabel(/^Your team/).fill("two co-founders, unpaid the first year");
  const costs = card.getByLabel(/^Team pay and running costs a month/);
  await costs.fill("-5");
  await card.getByRole("button", { name: "Save and confirm" }).click();
  await expect(card.getByRole("alert")).toHaveText("Costs are 0 or more");
  await costs.fill("1500");
  await card.getByRole("button", { name: "Save and confirm" }).click();
  await expect(card.getByText("Confirmed")).toBeVisible();
  await expect(card.getByText("Ireland", { exact: true })).toBeVisible();
  await expect(card.getByText(/€29 a month/)).toBeVisible();
  await expect(card.getByText("2,400 restaurants (source: FSAI food business register)")).toBeVisible();
  await expect(card.getByText(/^two co-founders, unpaid the first year: €1,500 a month$/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, "idea-profile-quiz-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Saved with the project, the confirmed card is on the Concept panel.
  await page.getByRole("button", { name: "Save This Project" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const projects = (await (await page.request.get("/api/projects")).json()) as { id: string; name: string }[];
  const project = projects.find((p) => p.name.startsWith("Wireless sensors"))!;
  await page.goto(`/project/${project.id}#concept`);
  const saved = page.getByRole("region", { name: "What we understood" });
  // The project page's first render after a busy start can take more than the default 10 s under CI's load.
  await expect(saved.getByText("Confirmed")).toBeVisible({ timeout: 30_000 });
  await expect(saved.getByText("Ireland", { exact: true })).toBeVisible();
  await expect(saved.getByText("2,400 restaurants (source: FSAI food business register)")).toBeVisible();
  await expect(saved.getByText(/^two co-founders, unpaid the first year: €1,500 a month$/)).toBeVisible();
  await screenshot(page, "idea-profile-concept");
});

test("a founder whose idea is for everyone is asked who pays before anything is written for it", async ({
  page,
}) => {
  await signInWithDemo(page, "/quiz");
  await fillQuiz(page, {
    problem: "People waste a lot of time every day and feel unproductive and stressed about it.",
    solution: "An app that helps people be more productive with smart features and AI.",
    targetAudience: "Everyone who wants to be more productive.",
    differentiator: "It is simpler and smarter than other apps.",
    businessModel: "A subscription of $9 a month.",
  });
  const card = page.getByRole("region", { name: "What we understood" });
  await expect(card.getByText(/^Who pays is not clear yet/)).toBeVisible();
  // "Everyone" cannot be confirmed as it is: the card asks for a correction.
  await expect(card.getByRole("button", { name: "This is right" })).toHaveCount(0);
  await screenshot(page, "idea-profile-everyone");

  await card.getByRole("button", { name: "Correct it" }).click();
  await card.getByLabel("Who pays (plural)").fill("freelance designers");
  await card.getByRole("button", { name: "Save and confirm" }).click();
  await expect(card.getByText("Confirmed")).toBeVisible();
  await expect(card.getByText("freelance designers (consumer)")).toBeVisible();
  await expect(card.getByText(/^Who pays is not clear yet/)).toHaveCount(0);
});
