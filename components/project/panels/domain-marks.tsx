"use client";

import { CheckIcon, CircleHelpIcon, RefreshCwIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { BrandName, DomainStatus } from "@/lib/artifacts/schemas";
import { apiJson } from "@/lib/api-client";
import { DOMAIN_CHECK_CLIENT_TIMEOUT_MS, type UnknownReason } from "@/lib/domains/limits";
import { cn } from "@/lib/utils";

/** What POST /api/domain/check answers. */
export type DomainResult = Pick<BrandName, "domain" | "available" | "extensions"> & {
  unknownReason?: UnknownReason;
};

export const STATUS_LABEL: Record<DomainStatus, string> = {
  available: "Available",
  taken: "Taken",
  unknown: "Unknown",
};

/** Why marks read "Unknown", said under them (not only in a tooltip), by the server's reason. */
export const UNKNOWN_EXPLANATIONS: Record<UnknownReason, string> = {
  "checks-off":
    "Unknown: domain checks are turned off on this server, so we cannot say whether these are free.",
  "still-checking": "Unknown so far: the registries had not answered yet. Check again in a moment.",
  "no-answer":
    "Unknown: this server could not reach the domain registries, or they gave no clear answer, so we cannot say whether these are free.",
};

/** The browser gave up on the check (the server answers well before: lib/domains/limits.ts). */
export const CHECK_TIMED_OUT = "the server did not answer in time.";

/**
 * POST /api/domain/check, given up after `timeoutMs`: a check always ends, with an answer or an error
 * (CHECK_TIMED_OUT when the time ran out).
 */
export async function checkDomain(
  brandName: string,
  {
    recheck = false,
    signal,
    timeoutMs = DOMAIN_CHECK_CLIENT_TIMEOUT_MS,
  }: { recheck?: boolean; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<DomainResult> {
  const deadline = AbortSignal.timeout(timeoutMs);
  try {
    return await apiJson<DomainResult>(
      "POST",
      "/api/domain/check",
      recheck ? { brandName, recheck } : { brandName },
      signal ? AbortSignal.any([signal, deadline]) : deadline,
    );
  } catch (error) {
    if (deadline.aborted && !signal?.aborted) throw new Error(CHECK_TIMED_OUT);
    throw error;
  }
}

/**
 * ✓ / ✗ / ? for each extension, with names a screen reader can read; under them, why any is unknown and
 * a "Check again" that looks them up afresh. A check always ends: marks, or a failure with a retry.
 */
export function ExtensionMarks({
  label,
  result,
  checking,
  failure,
  onRetry,
}: {
  label: string;
  result?: DomainResult;
  checking: boolean;
  /** Why the check failed (no result), if it did. */
  failure?: string;
  onRetry: () => void;
}) {
  const retry = (
    <Button
      size="sm"
      variant="outline"
      className="h-7 px-2 text-xs"
      onClick={onRetry}
      disabled={checking}
      aria-label={`Check the domains for ${label} again`}
    >
      <RefreshCwIcon aria-hidden className={cn("size-3", checking && "animate-spin")} />
      {checking ? "Checking…" : "Check again"}
    </Button>
  );
  if (!result) {
    if (checking) {
      return (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Spinner className="size-3" label="Checking domains" /> Checking domains…
        </p>
      );
    }
    return (
      <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground" role="status">
        <span>The domain check did not finish{failure ? `: ${failure}` : "."}</span>
        {retry}
      </div>
    );
  }
  const entries = Object.entries(result.extensions ?? {});
  const anyUnknown = entries.some(([, r]) => r.status === "unknown");
  const reason = result.unknownReason ?? "no-answer";
  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-wrap gap-1.5" aria-label={`Domains for ${label}`}>
        {entries.map(([ext, r]) => {
          const Icon = r.status === "available" ? CheckIcon : r.status === "taken" ? XIcon : CircleHelpIcon;
          return (
            <li
              key={ext}
              className={cn(
                "flex items-center gap-0.5 rounded border px-1.5 py-0.5 text-xs",
                r.status === "available" && "border-success/40 text-success",
                r.status === "taken" && "border-destructive/40 text-destructive",
                r.status === "unknown" && "text-muted-foreground",
              )}
              aria-label={`${result.domain.replace(/\.com$/, "")}${ext}: ${STATUS_LABEL[r.status]}`}
            >
              <Icon aria-hidden className="size-3" />
              {ext}
            </li>
          );
        })}
      </ul>
      {anyUnknown && (
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span>{UNKNOWN_EXPLANATIONS[reason]}</span>
          {reason !== "checks-off" && retry}
        </div>
      )}
    </div>
  );
}
