import { expect, test, type Locator, type Page } from "@playwright/test";

import { SAMPLE_PROJECT } from "../../lib/content/sample-project";
import { WALKTHROUGH_STEPS } from "../../lib/content/walkthrough";
import { openDialog, openWalkthrough, screenshot } from "./helpers";

/**
 * The landing page's 'See How It Works' walkthrough and 'View Sample Project' viewer (spec 2): mouse and
 * keyboard, the no-wrap and reopen-at-step-1 rules, focus returned to the trigger, every sample tab, and
 * the auth-gated 'Start Building Now' for a signed-out visitor.
 */

const walkthroughTrigger = (page: Page) => page.getByRole("button", { name: "See How It Works" });
const walkthroughDialog = (page: Page) => page.getByRole("dialog", { name: "How LaunchForge Works" });
const sampleTrigger = (page: Page) => page.getByRole("button", { name: "View Sample Project" });
const sampleDialog = (page: Page) =>
  page.getByRole("dialog", { name: `Sample Project: ${SAMPLE_PROJECT.name}` });

/** The visible step, its title, the percent bar and the highlighted dot all agree on step `n`. */
async function expectStep(dialog: Locator, n: number) {
  const percent = Math.round((n / 6) * 100);
  await expect(dialog.getByText(`Step ${n} of 6`, { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole("heading", { level: 3, name: WALKTHROUGH_STEPS[n - 1].title, exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Walkthrough progress" })).toHaveAttribute(
    "aria-valuenow",
    String(percent),
  );
  await expect(dialog.getByText(`${percent}% complete`, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: `Go to step ${n}`, exact: true })).toHaveAttribute(
    "aria-current",
    "step",
  );
}

async function focusIsInside(locator: Locator) {
  return locator.evaluate((el) => el.contains(document.activeElement));
}

test.describe("walkthrough", () => {
  test("by mouse: Next, Previous, dots, no wrap at step 6, focus back on the trigger, reopens at step 1", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = await openWalkthrough(page);
    await expect(dialog.getByText("Interactive Demo", { exact: true })).toBeVisible();
    await expectStep(dialog, 1);
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(dialog.getByText(WALKTHROUGH_STEPS[0].duration, { exact: true })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Key features" })).toBeVisible();
    await expect(
      dialog.getByRole("img", { name: `Preview: ${WALKTHROUGH_STEPS[0].preview.title}` }),
    ).toBeVisible();

    for (let n = 2; n <= 6; n++) {
      await dialog.getByRole("button", { name: "Next" }).click();
      await expectStep(dialog, n);
      await expect(dialog.getByText(WALKTHROUGH_STEPS[n - 1].mockData.output, { exact: true })).toBeVisible();
      if (n === 3) await screenshot(page, "walkthrough");
    }
    // Step 6: Next has become the start button; nothing goes past it.
    await expect(dialog.getByRole("button", { name: "Next" })).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Start Building Now" })).toBeEnabled();

    await dialog.getByRole("button", { name: "Previous" }).click();
    await expectStep(dialog, 5);
    await dialog.getByRole("button", { name: "Go to step 2", exact: true }).click();
    await expectStep(dialog, 2);
    await expect(dialog.getByRole("button", { name: "Go to step 1", exact: true })).not.toHaveAttribute(
      "aria-current",
    );

    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(walkthroughTrigger(page)).toBeFocused();

    await walkthroughTrigger(page).click();
    await expectStep(dialog, 1);
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  test("by keyboard: → and Space go forward, ← back, no wrap, Escape closes, keys idle while closed", async ({
    page,
  }) => {
    await page.goto("/");
    const trigger = walkthroughTrigger(page);
    const dialog = walkthroughDialog(page);
    await openDialog(
      dialog,
      async () => {
        await trigger.focus();
        await page.keyboard.press("Enter");
      },
      dialog.getByText("Step 1 of 6", { exact: true }),
    );
    expect(await focusIsInside(dialog)).toBe(true);

    await page.keyboard.press("ArrowLeft");
    await expectStep(dialog, 1);
    await page.keyboard.press("ArrowRight");
    await expectStep(dialog, 2);
    await page.keyboard.press("Space");
    await expectStep(dialog, 3);
    await page.keyboard.press("ArrowLeft");
    await expectStep(dialog, 2);
    for (const n of [3, 4, 5, 6]) {
      await page.keyboard.press("ArrowRight");
      await expectStep(dialog, n);
    }
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    await expectStep(dialog, 6);
    await expect(page).toHaveURL(/\/$/);

    // Focus stays in the dialog however far you tab.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await focusIsInside(dialog)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toBeHidden();

    await page.keyboard.press("Enter");
    await expectStep(dialog, 1);
  });

  test("signed out, 'Start Building Now' asks to sign in, then starts the quiz", async ({ page }) => {
    await page.goto("/");
    const dialog = await openWalkthrough(page);
    await dialog.getByRole("button", { name: "Go to step 6", exact: true }).click();
    await dialog.getByRole("button", { name: "Start Building Now" }).click();
    await expect(page.getByText("Sign in required", { exact: true })).toBeVisible();
    const signIn = page.getByRole("dialog", { name: "Sign In Required" });
    await expect(signIn).toBeVisible();
    await expect(signIn.getByText("Please sign in to access this feature.")).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signIn.getByRole("button", { name: "Continue with Demo Account" }).click();
    await expect(page).toHaveURL(/\/quiz$/);
    await expect(page.getByRole("heading", { name: "Business Concept Quiz" })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test("fits a 375 px screen: no sideways scrolling, the controls reachable", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const dialog = await openWalkthrough(page);
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expectStep(dialog, 2);
  });
});

test.describe("sample project", () => {
  test("every tab shows its part of the project; the footer asks a signed-out visitor to sign in", async ({
    page,
  }) => {
    await page.goto("/");
    const dialog = sampleDialog(page);
    await openDialog(dialog, () => sampleTrigger(page).click(), dialog.getByRole("tab", { name: "Concept" }));
    for (const badge of ["Complete Example", "6 Steps", "Ready to Pitch"]) {
      await expect(dialog.getByText(badge, { exact: true })).toBeVisible();
    }

    // Concept is the default tab.
    await expect(dialog.getByRole("tab", { name: "Concept" })).toHaveAttribute("aria-selected", "true");
    let panel = dialog.getByRole("tabpanel", { name: "Concept" });
    for (const heading of [
      "Problem Statement",
      "Solution",
      "Target Audience",
      "Differentiator",
      "Business Model",
    ]) {
      await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
    }

    const show = async (name: string) => {
      await dialog.getByRole("tab", { name, exact: true }).click();
      await expect(dialog.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
      return dialog.getByRole("tabpanel", { name, exact: true });
    };

    panel = await show("Brand");
    await expect(
      panel.getByRole("heading", { name: SAMPLE_PROJECT.selectedBrand.name, exact: true }),
    ).toBeVisible();
    await expect(panel.getByText(SAMPLE_PROJECT.selectedBrand.domain, { exact: true })).toBeVisible();
    for (const hex of Object.values(SAMPLE_PROJECT.selectedBrand.colors)) {
      await expect(panel.getByText(hex, { exact: true })).toBeVisible();
    }
    const alternatives = panel.getByRole("list", { name: "Alternative names" }).getByRole("listitem");
    await expect(alternatives).toHaveCount(5);
    for (const [i, brand] of SAMPLE_PROJECT.brands.entries()) {
      await expect(alternatives.nth(i)).toContainText(brand.name);
      await expect(alternatives.nth(i)).toContainText(brand.domain);
      await expect(alternatives.nth(i)).toContainText(brand.available ? "Available" : "Taken");
    }
    await screenshot(page, "sample-project");

    panel = await show("Analysis");
    await expect(panel.getByRole("list", { name: "Key numbers" }).getByRole("listitem")).toHaveCount(4);
    for (const label of ["Market Size", "Target Agencies", "Gross Margin", "Funding Ask"]) {
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole("table").getByRole("row")).toHaveCount(4);
    await expect(panel.getByRole("rowheader", { name: "Year 3" })).toBeVisible();

    panel = await show("Assets");
    for (const colour of SAMPLE_PROJECT.prototypeAssets.palette) {
      await expect(panel.getByText(colour.hex, { exact: true })).toBeVisible();
    }
    for (const heading of ["Logo Variations", "Colour Palette", "Typography", "Mockups"]) {
      await expect(panel.getByRole("heading", { name: heading })).toBeVisible();
    }

    panel = await show("Action Plan");
    for (const weeks of ["Weeks 1-2", "Weeks 3-4", "Weeks 5-8", "Weeks 9-12", "Weeks 13-16"]) {
      await expect(panel.getByRole("heading", { name: new RegExp(`^${weeks}: `) })).toBeVisible();
    }

    panel = await show("Pitch");
    await expect(panel.getByRole("heading", { level: 3 })).toHaveCount(10);
    await expect(panel.getByRole("heading", { name: "Slide 1: Problem" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Slide 10: Vision" })).toBeVisible();

    // Arrow keys move between tabs (and wrap, as tab lists do).
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("tab", { name: "Concept" })).toBeFocused();
    await expect(dialog.getByRole("tab", { name: "Concept" })).toHaveAttribute("aria-selected", "true");

    await expect(
      dialog.getByText("Ready to build your own project like this?", { exact: true }),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Start Building Now" }).click();
    await expect(page.getByText("Sign in required", { exact: true })).toBeVisible();
    const signIn = page.getByRole("dialog", { name: "Sign In Required" });
    await expect(signIn).toBeVisible();

    // Escape closes the sign-in dialog first, then the viewer; focus returns to the trigger.
    await page.keyboard.press("Escape");
    await expect(signIn).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(sampleTrigger(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    // Reopening starts on Concept again.
    await sampleTrigger(page).click();
    await expect(dialog.getByRole("tab", { name: "Concept" })).toHaveAttribute("aria-selected", "true");
  });
});
