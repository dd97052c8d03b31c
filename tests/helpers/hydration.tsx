import { act, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";

/**
 * Server HTML hydrated by a browser in another time zone, in jsdom. Jest cannot change the process's
 * time zone (its `process.env` is a copy, so TZ never reaches V8), so this stands in for it: while a zone
 * is set, every date formatting that names no `timeZone` — `Date#toLocaleString`, `toLocaleDateString`,
 * `toLocaleTimeString` and `Intl.DateTimeFormat` (so `resolvedOptions().timeZone` too) — uses that zone,
 * as it would in a server or browser running there. Local-time getters (`getHours`) are not covered.
 */

// hydrateRoot inside act(), as Testing Library would set up.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const RealDateTimeFormat = Intl.DateTimeFormat;
const realDate = {
  toLocaleString: Date.prototype.toLocaleString,
  toLocaleDateString: Date.prototype.toLocaleDateString,
  toLocaleTimeString: Date.prototype.toLocaleTimeString,
};

let zone: string | null = null;

const zoned = (options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions | undefined =>
  zone && !options?.timeZone ? { ...options, timeZone: zone } : options;

function ZonedDateTimeFormat(locales?: Intl.LocalesArgument, options?: Intl.DateTimeFormatOptions) {
  return new RealDateTimeFormat(locales, zoned(options));
}
ZonedDateTimeFormat.prototype = RealDateTimeFormat.prototype;
ZonedDateTimeFormat.supportedLocalesOf = RealDateTimeFormat.supportedLocalesOf;

/** Formats dates as a runtime in `timeZone` would, until `restoreTimeZone()`. */
export function setTimeZone(timeZone: string): void {
  zone = timeZone;
  Intl.DateTimeFormat = ZonedDateTimeFormat as unknown as typeof Intl.DateTimeFormat;
  for (const name of Object.keys(realDate) as (keyof typeof realDate)[]) {
    Date.prototype[name] = function (
      this: Date,
      locales?: Intl.LocalesArgument,
      options?: Intl.DateTimeFormatOptions,
    ) {
      return realDate[name].call(this, locales, zoned(options));
    };
  }
}

/** Back to the process's own zone. */
export function restoreTimeZone(): void {
  zone = null;
  Intl.DateTimeFormat = RealDateTimeFormat;
  Object.assign(Date.prototype, realDate);
}

/**
 * Renders `element` to HTML as a server in `serverZone` (default UTC) would, then hydrates that HTML as
 * a browser in `readerZone`: the recoverable errors React reported (a hydration mismatch is one, error
 * #418 in production) and the text once the browser's effects have run.
 */
export async function hydrateInZone(
  element: ReactElement,
  { readerZone, serverZone = "UTC" }: { readerZone: string; serverZone?: string },
): Promise<{ html: string; errors: unknown[]; text: string | null; container: HTMLElement }> {
  try {
    setTimeZone(serverZone);
    const html = renderToString(element);
    setTimeZone(readerZone);
    const container = document.createElement("div");
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (error) => errors.push(error) });
    });
    return { html, errors, text: container.textContent, container };
  } finally {
    restoreTimeZone();
  }
}
