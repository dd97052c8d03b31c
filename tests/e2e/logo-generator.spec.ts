import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";

import { screenshot } from "./helpers";

/** The public logo generator, signed out: brand from the query, blank name guard, PNG and SVG downloads. */

async function save(page: Page, button: string, expectedName: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: button }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(expectedName);
  const target = path.join("test-results", "downloads", expectedName);
  await file.saveAs(target);
  await expect(page.getByText("Logo Downloaded!", { exact: true }).last()).toBeVisible();
  return target;
}

test("a visitor designs a logo and downloads it as PNG and SVG", async ({ page }) => {
  await page.goto("/logo-generator?brand=Acme");
  await expect(page.getByRole("heading", { name: "Logo Generator", level: 1 })).toBeVisible();
  const name = page.getByRole("textbox", { name: "Brand name" });
  await expect(name).toHaveValue("Acme");
  const png = page.getByRole("button", { name: "Download PNG" });
  const svg = page.getByRole("button", { name: "Download SVG" });
  await expect(page.getByRole("img", { name: /Logo preview: "Acme" in Poppins Semibold/ })).toBeVisible();

  // A blank name cannot be downloaded. Retried in case the fill raced hydration.
  await expect(async () => {
    await name.fill("   ");
    await expect(png).toBeDisabled({ timeout: 1_000 });
  }).toPass();
  await expect(svg).toBeDisabled();
  await expect(page.getByText("Enter a brand name to download your logo.")).toBeVisible();

  await name.fill("Acme");
  await expect(png).toBeEnabled();
  await page.getByRole("button", { name: "Emerald" }).click();
  await expect(page.getByRole("button", { name: "Emerald" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: /color Emerald #059669$/ })).toBeVisible();

  const pngFile = readFileSync(await save(page, "Download PNG", "acme-logo.png"));
  expect(pngFile.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect(pngFile.subarray(12, 16).toString("latin1")).toBe("IHDR");
  expect(pngFile.readUInt32BE(16)).toBe(2000);
  expect(pngFile.readUInt32BE(20)).toBe(600);

  const svgText = readFileSync(await save(page, "Download SVG", "acme-logo.svg"), "utf8");
  expect(svgText).toMatch(/^<svg [^>]*width="1000" height="300"/);
  expect(svgText).toContain("<path");
  expect(svgText).not.toContain("<text");
  expect(svgText).toContain('fill="#059669"');

  await screenshot(page, "logo-generator");
});

test("the endpoint refuses an invalid logo with a message", async ({ request }) => {
  const res = await request.post("/api/logo/svg", {
    data: {
      text: "Acme",
      fontFamily: "Poppins",
      fontWeight: 600,
      fontSize: 121,
      letterSpacing: 0,
      color: "#1E40AF",
    },
  });
  expect(res.status()).toBe(400);
  const body = (await res.json()) as { error: string; message: string };
  expect(body.error).toBe("invalid_request");
  expect(body.message).toContain("fontSize");
});

test("without a brand the generator starts from the fallback name", async ({ page }) => {
  await page.goto("/logo-generator");
  await expect(page.getByRole("textbox", { name: "Brand name" })).toHaveValue("Your Brand");
});
