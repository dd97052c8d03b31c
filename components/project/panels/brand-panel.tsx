"use client";

import { keepPreviousData, useQueries } from "@tanstack/react-query";
import { CheckIcon, CircleHelpIcon, PenToolIcon, RefreshCwIcon, XIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import type { BrandData, BrandName, DomainStatus, SelectedBrand } from "@/lib/artifacts/schemas";
import { BRAND_NAME_MAX } from "@/lib/artifacts/schemas";
import { apiJson, errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";

type DomainResult = Pick<BrandName, "domain" | "available" | "extensions">;

const STATUS_LABEL: Record<DomainStatus, string> = {
  available: "Available",
  taken: "Taken",
  unknown: "Unknown",
};

function statusOf(available: boolean | null | undefined): DomainStatus {
  return available === true ? "available" : available === false ? "taken" : "unknown";
}

function DomainBadge({ available }: { available: boolean | null | undefined }) {
  const status = statusOf(available);
  return (
    <Badge
      variant={status === "available" ? "success" : status === "taken" ? "destructive" : "secondary"}
      title={status === "unknown" ? "We could not check this domain right now" : undefined}
    >
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/**
 * The server answers every check within its own deadline (lib/domains: two lookups' time); this is the
 * browser's backstop for a network that never answers, after which the check shows as failed with a retry.
 */
export const DOMAIN_CHECK_CLIENT_TIMEOUT_MS = 20_000;

/** Why marks read "Unknown", under the marks (not only in a tooltip). */
export const UNKNOWN_EXPLANATION =
  "Unknown: the domain registries did not answer this server in time, so we cannot say whether these are free.";

/**
 * ✓ / ✗ / ? for each extension, with names a screen reader can read; why any is unknown, and a
 * "Check again" that looks them up afresh. A check always ends: marks, or a failure with a retry.
 */
function ExtensionMarks({
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
          <span>{UNKNOWN_EXPLANATION}</span>
          {retry}
        </div>
      )}
    </div>
  );
}

async function checkDomain(brandName: string, recheck = false, signal?: AbortSignal): Promise<DomainResult> {
  const deadline = AbortSignal.timeout(DOMAIN_CHECK_CLIENT_TIMEOUT_MS);
  try {
    return await apiJson<DomainResult>(
      "POST",
      "/api/domain/check",
      recheck ? { brandName, recheck } : { brandName },
      signal ? AbortSignal.any([signal, deadline]) : deadline,
    );
  } catch (error) {
    if (deadline.aborted) throw new Error("the server did not answer in time");
    throw error;
  }
}

export function BrandPanel({
  brandData,
  selectedBrand,
  saveBrand,
}: {
  brandData: Partial<BrandData> | null | undefined;
  selectedBrand: SelectedBrand | null;
  /** Saves the brand as the selected brand and the project's title. */
  saveBrand: (brand: SelectedBrand) => Promise<boolean>;
}) {
  const names = (brandData?.names ?? []).filter((n): n is BrandName =>
    Boolean(n?.name && n.rationale && n.tagline),
  );
  /** How many times the founder pressed "Check again" per name: each press is a fresh check. */
  const [attempts, setAttempts] = useState<Record<string, number>>({});
  const checks = useQueries({
    queries: names.map((n) => {
      const attempt = attempts[n.name] ?? 0;
      return {
        queryKey: ["/api/domain/check", n.name, attempt],
        queryFn: ({ signal }: { signal: AbortSignal }) => checkDomain(n.name, attempt > 0, signal),
        staleTime: 10 * 60_000,
        retry: false,
        placeholderData: keepPreviousData,
      };
    }),
  });
  const recheck = (name: string) => setAttempts((a) => ({ ...a, [name]: (a[name] ?? 0) + 1 }));
  const resultFor = (index: number) => checks[index]?.data;
  const [pending, setPending] = useState<string | null>(null);
  const [custom, setCustom] = useState("");
  const [saving, setSaving] = useState<string | null>(null);

  async function save(brand: SelectedBrand) {
    setSaving(brand.name);
    const ok = await saveBrand(brand);
    setSaving(null);
    if (ok) {
      setPending(null);
      toast.success("Brand Name Saved!", { description: `${brand.name} is now your project's name.` });
    }
    return ok;
  }

  async function saveCustom() {
    const name = custom.trim();
    if (!name) return;
    setSaving(name);
    let domain: DomainResult | null = null;
    try {
      domain = await checkDomain(name);
    } catch (error) {
      console.warn("Domain check failed; saving the name without domain data", error);
    }
    const ok = await save({
      name,
      rationale: "",
      tagline: "",
      isCustom: true,
      domain: domain?.domain ?? "",
      available: domain?.available ?? null,
      ...(domain ? { extensions: domain.extensions } : {}),
    });
    if (ok) setCustom("");
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
        Choose a name and save it: it becomes your project&apos;s name and is used in every later step,
        document and deck.
      </p>

      {selectedBrand && (
        <div className="rounded-xl border-2 border-primary/40 p-4" data-testid="selected-brand">
          <p className="mb-1 text-xs font-semibold text-muted-foreground uppercase">Selected brand</p>
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-2xl font-bold">{selectedBrand.name}</span>
            {selectedBrand.isCustom && <Badge variant="outline">Custom</Badge>}
            {selectedBrand.domain && (
              <span className="flex items-center gap-2 text-sm text-muted-foreground">
                {selectedBrand.domain} <DomainBadge available={selectedBrand.available} />
              </span>
            )}
          </div>
          {selectedBrand.tagline && (
            <p className="mt-1 text-muted-foreground italic">“{selectedBrand.tagline}”</p>
          )}
          <Button asChild size="sm" variant="outline" className="mt-3">
            <Link href={`/logo-generator?brand=${encodeURIComponent(selectedBrand.name)}`}>
              <PenToolIcon aria-hidden /> Create Logo
            </Link>
          </Button>
        </div>
      )}

      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void saveCustom();
        }}
      >
        <div className="flex flex-1 flex-col gap-2">
          <Label htmlFor="custom-brand">Have your own name?</Label>
          <Input
            id="custom-brand"
            value={custom}
            maxLength={BRAND_NAME_MAX}
            onChange={(e) => setCustom(e.target.value)}
            placeholder="Type a brand name"
          />
        </div>
        <Button type="submit" disabled={!custom.trim() || saving !== null}>
          {saving === custom.trim() && custom.trim() ? "Checking & saving..." : "Check & Save"}
        </Button>
      </form>

      <ul className="grid gap-4 md:grid-cols-2">
        {names.map((brand, index) => {
          const result = resultFor(index);
          const isPending = pending === brand.name;
          return (
            <li
              key={brand.name}
              className={cn(
                "flex flex-col gap-2 rounded-xl border p-4",
                isPending && "border-primary ring-1 ring-primary",
              )}
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-semibold">{brand.name}</h3>
                {selectedBrand?.name === brand.name && <Badge>Selected</Badge>}
              </div>
              <p className="text-sm text-muted-foreground italic">“{brand.tagline}”</p>
              <p className="text-sm">{brand.rationale}</p>
              <p className="flex items-center gap-2 text-sm">
                {brand.domain} {result && <DomainBadge available={result.available} />}
              </p>
              <ExtensionMarks
                label={brand.name}
                result={result}
                checking={checks[index]?.isFetching ?? false}
                failure={checks[index]?.isError ? errorMessage(checks[index].error) : undefined}
                onRetry={() => recheck(brand.name)}
              />
              <div className="mt-auto pt-2">
                {isPending ? (
                  <Button
                    size="sm"
                    onClick={() =>
                      save({ ...brand, ...(result ?? {}), isCustom: false }).catch((error) =>
                        toast.error("Save Failed", {
                          description: errorMessage(error, "Please try again or check your connection."),
                        }),
                      )
                    }
                    disabled={saving !== null}
                  >
                    {saving === brand.name ? "Saving..." : "Save This Brand Name"}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPending(brand.name)}
                    disabled={selectedBrand?.name === brand.name}
                  >
                    Select This Brand
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
