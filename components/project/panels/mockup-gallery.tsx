import { DownloadIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** The pictures the server draws for a project (GET /api/projects/{id}/mockups/{kind}). */
// "Phone screen", not "App screen": the picture is the brand on a phone, and socks or a trailer have no app.
const MOCKUPS = [
  { kind: "hero", title: "Landing page (desktop)", aspect: "aspect-[1440/900]" },
  { kind: "phone", title: "Phone screen", aspect: "aspect-[390/844]" },
  { kind: "social", title: "Social post / Open Graph card", aspect: "aspect-[1200/630]" },
  { kind: "moodboard", title: "Mood board", aspect: "aspect-[1600/1000]" },
] as const;

/**
 * The project's mockups as pictures, in its brand's palette, fonts and copy. `version` changes with what
 * they are drawn from (the project's last update), so an edit shows a new picture at once; the browser
 * keeps one per version (the server answers 304 while nothing changed).
 */
export function MockupGallery({ projectId, version }: { projectId: string; version: string }) {
  const src = (kind: string, download = false) =>
    `/api/projects/${projectId}/mockups/${kind}?v=${encodeURIComponent(version)}${download ? "&download=1" : ""}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="mockup-gallery">
      {MOCKUPS.map((m) => (
        <figure key={m.kind} className={`flex flex-col gap-2 ${m.kind === "phone" ? "sm:row-span-2" : ""}`}>
          <div
            className={`${m.aspect} overflow-hidden rounded-lg border bg-muted ${m.kind === "phone" ? "mx-auto w-full max-w-[16rem]" : "w-full"}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- drawn per project by our own route */}
            <img src={src(m.kind)} alt={m.title} loading="lazy" className="h-full w-full object-contain" />
          </div>
          <figcaption className="flex items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground">{m.title}</span>
            <Button asChild size="sm" variant="ghost">
              <a href={src(m.kind, true)} download>
                <DownloadIcon aria-hidden /> PNG
              </a>
            </Button>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
