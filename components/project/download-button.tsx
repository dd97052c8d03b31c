"use client";

import { DownloadIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { errorMessage, responseError } from "@/lib/api-client";

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

/** Downloads an export of the project; a plan that is too low gets the upgrade toast. */
export function DownloadButton({ projectId, download }: { projectId: string; download: Download }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

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
        toast.error("Upgrade Required", {
          description: errorMessage(error),
          duration: Infinity,
          action: { label: "Upgrade Now", onClick: () => router.push("/pricing") },
        });
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
