/** @jest-environment jsdom */
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

import { LocalTime } from "./local-time";

/**
 * The server renders in its zone (UTC here), the browser hydrates in the reader's: the first client
 * render must match the server's HTML, then show the reader's own time.
 */
const iso = "2026-11-22T23:30:00.000Z";
const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** The zone the current side runs in: the server's (UTC) while rendering HTML, then the reader's. */
let zone = "UTC";
const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
jest.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockImplementation(function (
  this: Intl.DateTimeFormat,
) {
  return { ...resolvedOptions.call(this), timeZone: zone };
});

/** What the analytics page did: format in whatever zone the code runs in. */
function Naive() {
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return <span>{new Date(iso).toLocaleString("en-US", { ...options, timeZone: here })}</span>;
}

async function hydrateElsewhere(element: React.ReactElement, readerZone: string) {
  zone = "UTC";
  const html = renderToString(element);
  zone = readerZone;
  const container = document.createElement("div");
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, errors, text: container.textContent };
}

it("hydrates without a mismatch in any time zone, then shows the reader's own time", async () => {
  for (const [zone, expected] of [
    ["America/Los_Angeles", "Nov 22, 2026, 3:30 PM"],
    ["Asia/Kolkata", "Nov 23, 2026, 5:00 AM"],
    ["Pacific/Kiritimati", "Nov 23, 2026, 1:30 PM"],
  ] as const) {
    const { html, errors, text } = await hydrateElsewhere(<LocalTime iso={iso} options={options} />, zone);
    expect(html).toContain("Nov 22, 2026, 11:30 PM");
    expect(html).toContain(`dateTime="${iso}"`);
    expect(errors).toEqual([]);
    expect(text).toBe(expected);
  }
});

it("is needed: formatting in the runtime's zone during render does mismatch", async () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  const { errors } = await hydrateElsewhere(<Naive />, "America/Los_Angeles");
  expect(errors.length).toBeGreaterThan(0);
  spy.mockRestore();
});

it("says Unknown for a date it cannot read", () => {
  expect(renderToString(<LocalTime iso="not a date" options={options} />)).toContain("Unknown");
});
