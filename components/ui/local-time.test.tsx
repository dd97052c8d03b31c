/** @jest-environment jsdom */
import { renderToString } from "react-dom/server";

import { hydrateInZone } from "@/tests/helpers/hydration";
import { formatMoment, LocalTime } from "./local-time";

/**
 * The server renders in its zone (UTC here), the browser hydrates in the reader's: the first client
 * render must match the server's HTML, then show the reader's own time.
 */
const iso = "2026-11-22T23:30:00.000Z";
const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** What the analytics page did: format in whatever zone the code runs in. */
function Naive() {
  return <span>{new Date(iso).toLocaleString("en-US", options)}</span>;
}

it("hydrates without a mismatch in any time zone, then shows the reader's own time", async () => {
  for (const [readerZone, expected] of [
    ["America/Los_Angeles", "Nov 22, 2026, 3:30 PM"],
    ["Asia/Kolkata", "Nov 23, 2026, 5:00 AM"],
    ["Pacific/Kiritimati", "Nov 23, 2026, 1:30 PM"],
  ] as const) {
    const { html, errors, text } = await hydrateInZone(<LocalTime iso={iso} options={options} />, {
      readerZone,
    });
    expect(html).toContain("Nov 22, 2026, 11:30 PM");
    expect(html).toContain(`dateTime="${iso}"`);
    expect(errors).toEqual([]);
    expect(text).toBe(expected);
  }
});

it("is needed: formatting in the runtime's zone during render does mismatch", async () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => {});
  const { errors } = await hydrateInZone(<Naive />, { readerZone: "America/Los_Angeles" });
  expect(errors.length).toBeGreaterThan(0);
  spy.mockRestore();
});

it("says Unknown for a date it cannot read", () => {
  expect(renderToString(<LocalTime iso="not a date" options={options} />)).toContain("Unknown");
  expect(formatMoment("not a date", options)).toBe("Unknown");
});

it("is one <time> element, styled by its caller", () => {
  const html = renderToString(<LocalTime iso={iso} options={options} className="text-muted-foreground" />);
  expect(html).toBe(
    `<time dateTime="${iso}" title="UTC" class="text-muted-foreground">Nov 22, 2026, 11:30 PM</time>`,
  );
});

it("names the zone when it shows a time without a time style", () => {
  expect(formatMoment(iso, { hour: "numeric", minute: "2-digit" }, "Asia/Kolkata")).toBe("5:00 AM GMT+5:30");
});
