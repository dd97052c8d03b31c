"use client";

import { useEffect, useRef } from "react";

/**
 * Counts a visit to a prerendered launch page: one small POST when the page has loaded in a browser
 * (navigator.sendBeacon, no cookie of ours is needed, nothing waits for it). The server skips the owner's
 * own visits.
 */
export function VisitBeacon({ slug }: { slug: string }) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const url = `/api/launch/${encodeURIComponent(slug)}/visit`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: "POST", keepalive: true }).catch(() => {});
  }, [slug]);
  return null;
}
