"use client";

import { keepPreviousData, useQueries } from "@tanstack/react-query";
import { PenToolIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { BrandData, BrandName, DomainStatus, SelectedBrand } from "@/lib/artifacts/schemas";
import { BRAND_NAME_MAX } from "@/lib/artifacts/schemas";
import { errorMessage } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { checkDomain, ExtensionMarks, STATUS_LABEL, type DomainResult } from "./domain-marks";

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
        queryFn: ({ signal }: { signal: AbortSignal }) =>
          checkDomain(n.name, { recheck: attempt > 0, signal }),
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
                      save({
                        ...brand,
                        ...(result
                          ? {
                              domain: result.domain,
                              available: result.available,
                              extensions: result.extensions,
                            }
                          : {}),
                        isCustom: false,
                      }).catch((error) =>
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
