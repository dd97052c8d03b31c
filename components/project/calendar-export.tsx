"use client";

import { useState } from "react";

import { Input } from "@/components/ui/input";
import type { Tier } from "@/core/tiers";
import { DownloadButton, exportDownload } from "./download-button";

/** The Monday after today (a Monday gives the next one), as YYYY-MM-DD in the browser's time zone. */
export function nextMondayLocal(from = new Date()): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  d.setDate(d.getDate() + ((8 - d.getDay()) % 7 || 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** Calendar export: the founder picks the start date (default next Monday); events use their time zone. */
export function CalendarExport({ projectId, lockedBelow }: { projectId: string; lockedBelow?: Tier | null }) {
  const [startDate, setStartDate] = useState(nextMondayLocal);
  if (lockedBelow) {
    return (
      <DownloadButton
        projectId={projectId}
        download={exportDownload("actionPlanData.ics")}
        lockedBelow={lockedBelow}
      />
    );
  }
  return (
    <div className="flex items-center gap-2">
      <label className="sr-only" htmlFor="calendar-start">
        Plan start date
      </label>
      <Input
        id="calendar-start"
        type="date"
        className="h-8 w-40"
        value={startDate}
        onChange={(e) => setStartDate(e.target.value)}
      />
      <DownloadButton
        projectId={projectId}
        download={exportDownload("actionPlanData.ics", () => ({
          startDate,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        }))}
      />
    </div>
  );
}
