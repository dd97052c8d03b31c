"use client";

import { DownloadIcon, LockIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Tier } from "@/core/tiers";
import { errorMessage, responseError } from "@/lib/api-client";
import { exportRule, type ExportId } from "@/lib/artifacts/registry";
import { tierName } from "@/lib/plans";

/** The file name the server chose (Content-Disposition), or the fallback. */
export function fileNameFrom(header: string | null, fallback: string): string {
  const encoded = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export interface Download {
  label: string;
  endpoint: string;
  successToast: string;
  fallbackName: string;
  /** Extra body fields (e.g. the calendar's start date). */
  body?: () => Record<string, unknown>;
}

/** The button's download for an export of the registry. */
export function exportDownload(id: ExportId, body?: Download["body"]): Download & { tierMessage: string } {
  const rule = exportRule(id);
  return {
    label: rule.label,
    endpoint: rule.path,
    successToast: rule.successToast,
    fallbackName: rule.fileSuffix,
    tierMessage: rule.tierMessage,
    body,
  };
}

function upgradeToast(description: string, onUpgrade: () => void) {
  toast.error("Upgrade Required", {
    description,
    duration: Infinity,
    action: { label: "Upgrade Now", onClick: onUpgrade },
  });
}

/**
 * Downloads an export of the project. When the user's plan is below the export's, the button says so
 * before it is clicked (a lock and the plan's name) and a click offers the upgrade instead of a request;
 * a 403 from the server (a plan that changed meanwhile) gets the same toast.
 */
export function DownloadButton({
  projectId,
  download,
  lockedBelow,
}: {
  projectId: string;
  download: Download & { tierMessage?: string };
  /** The plan the export needs, when the user's plan is below it. */
  lockedBelow?: Tier | null;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  if (lockedBelow) {
    const plan = tierName(lockedBelow);
    return (
      <Button
        size="sm"
        variant="outline"
        aria-label={`${download.label}: needs the ${plan} plan`}
        onClick={() =>
          upgradeToast(download.tierMessage ?? `This download needs the ${plan} plan.`, () =>
            router.push("/pricing"),
          )
        }
      >
        <LockIcon aria-hidden /> {download.label}
        <Badge variant="secondary" className="ml-1 px-1.5 py-0 text-[10px] uppercase">
          {plan}
        </Badge>
      </Button>
    );
  }

  async function run() {
    setBusy(true);
    try {
      const response = await fetch(download.endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ projectId, ...(download.body?.() ?? {}) }),
        credentials: "include",
      });
      if (!response.ok) throw await responseError(response);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameFrom(response.headers.get("content-disposition"), download.fallbackName);
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(download.successToast);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status === 403) {
        upgradeToast(errorMessage(error), () => router.push("/pricing"));
      } else {
        toast.error("Download Failed", {
          description: status ? errorMessage(error) : "Please try again or check your connection.",
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button size="sm" variant="outline" onClick={run} disabled={busy}>
      <DownloadIcon aria-hidden /> {busy ? "Preparing..." : download.label}
    </Button>
  );
}
