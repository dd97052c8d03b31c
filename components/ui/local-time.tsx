"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** Formats a moment in `timeZone` (the runtime's own when omitted), "Unknown" for an invalid one. */
export function formatMoment(iso: string, options: Intl.DateTimeFormatOptions, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "Unknown";
  const hasTime = Boolean(options.timeStyle || options.hour || options.minute);
  return date.toLocaleString("en-US", {
    ...options,
    ...(timeZone ? { timeZone, ...(hasTime && !options.timeStyle ? { timeZoneName: "short" } : {}) } : {}),
  });
}

/** The browser's time zone (IANA name). */
function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A moment in the reader's own time zone. The server and the first client render (hydration) both show
 * it in UTC, so their HTML matches whatever zone the browser is in (React error #418 otherwise); the
 * browser's zone takes over right after. Inside `<time dateTime>` so the exact instant stays readable.
 */
export function LocalTime({
  iso,
  options,
  className,
}: {
  iso: string;
  options: Intl.DateTimeFormatOptions;
  className?: string;
}) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const date = new Date(iso);
  const text = formatMoment(iso, options, hydrated ? readerTimeZone() : "UTC");
  if (Number.isNaN(date.getTime())) return <span className={className}>{text}</span>;
  return (
    <time dateTime={date.toISOString()} title={hydrated ? undefined : "UTC"} className={className}>
      {text}
    </time>
  );
}
