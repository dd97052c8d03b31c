"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ExternalLinkIcon, GlobeIcon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { apiJson, errorMessage } from "@/lib/api-client";
import {
  LAUNCH_SECTION_TITLES,
  LAUNCH_SECTIONS,
  type LaunchPageView,
  type LaunchSettings,
} from "@/lib/launch/schemas";

import { launchPageKey as pageKey, Signups } from "./launch-signups";

const percent = (value: number | null) => (value === null ? "—" : `${(value * 100).toFixed(1)}%`);

/**
 * The launch page (Rocket publishes; every plan shapes and previews it): the address and the words, the
 * sections shown, publish and unpublish, and the waitlist it collects with visits, conversion, CSV export
 * and deletion of a signup.
 */
export function LaunchPageSection({
  projectId,
  ready,
  canPublish,
}: {
  projectId: string;
  /** Whether the concept exists (the page is written from it). */
  ready: boolean;
  canPublish: boolean;
}) {
  // Coming back to the tab shows the signups that arrived meanwhile.
  const page = useQuery<LaunchPageView>({
    queryKey: pageKey(projectId),
    enabled: ready,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
  if (!ready)
    return (
      <section className="rounded-2xl border bg-card p-6 text-center shadow-sm">
        <h2 className="text-xl font-semibold">Launch Page</h2>
        <p className="mt-2 text-muted-foreground">
          Answer the quiz first: the page is written from your concept.
        </p>
      </section>
    );
  if (!page.data)
    return (
      <div className="flex justify-center p-10">
        <Spinner />
      </div>
    );
  return <LaunchPageEditor projectId={projectId} view={page.data} canPublish={canPublish} />;
}

/** The editor: starts from the page as loaded and keeps the founder's unsaved changes while they type. */
function LaunchPageEditor({
  projectId,
  view,
  canPublish,
}: {
  projectId: string;
  view: LaunchPageView;
  canPublish: boolean;
}) {
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(view.slug);
  const [settings, setSettings] = useState<LaunchSettings>(view.settings);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);

  const dirty =
    view.draft || slug !== view.slug || JSON.stringify(settings) !== JSON.stringify(view.settings);
  const set = <K extends keyof LaunchSettings>(key: K, value: LaunchSettings[K]) =>
    setSettings({ ...settings, [key]: value });

  async function save(): Promise<boolean> {
    setBusy("save");
    try {
      const saved = await apiJson<LaunchPageView>("PUT", `/api/projects/${projectId}/launch-page`, {
        slug,
        settings,
      });
      queryClient.setQueryData(pageKey(projectId), saved);
      setSlug(saved.slug);
      setSettings(saved.settings);
      return true;
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please check the fields and try again."),
      });
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function setPublished(publish: boolean) {
    if (publish && dirty && !(await save())) return;
    setBusy("publish");
    try {
      const next = await apiJson<LaunchPageView>(
        publish ? "POST" : "DELETE",
        `/api/projects/${projectId}/launch-page/publish`,
      );
      queryClient.setQueryData(pageKey(projectId), next);
      toast.success(publish ? "Published" : "Unpublished", {
        description: publish ? `Your page is live at /l/${next.slug}.` : "Visitors now get “not found”.",
      });
    } catch (error) {
      toast.error(publish ? "Publish Failed" : "Unpublish Failed", {
        description: errorMessage(error, "Please try again."),
      });
    } finally {
      setBusy(null);
    }
  }

  const stats = view.stats;
  const peak = Math.max(1, ...stats.days.map((d) => Math.max(d.visits, d.signups)));

  return (
    <section
      aria-labelledby="launch-page-title"
      className="flex flex-col gap-6 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="launch-page-title" className="flex items-center gap-2 text-xl font-semibold">
            <GlobeIcon aria-hidden className="size-5 text-brand" /> Launch Page
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            A public page for your idea with a waitlist: the first proof investors ask for.
          </p>
        </div>
        {view.published ? (
          <Badge>Live at /l/{view.slug}</Badge>
        ) : (
          <Badge variant="outline">Not published</Badge>
        )}
      </div>

      {!view.mailConfigured && (
        <p className="rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
          Mail is not configured on this install (SMTP_URL), so no confirmation e-mail is sent: signups are
          stored as unconfirmed.
        </p>
      )}

      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save().then(
            (ok) => ok && toast.success("Saved", { description: "Your launch page is saved." }),
          );
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="lp-slug">Address</Label>
          <div className="flex items-center gap-1">
            <span className="text-sm text-muted-foreground">/l/</span>
            <Input
              id="lp-slug"
              value={slug}
              maxLength={48}
              onChange={(e) => setSlug(e.target.value.toLowerCase())}
              aria-describedby="lp-slug-help"
            />
          </div>
          <p id="lp-slug-help" className="text-xs text-muted-foreground">
            Lower-case letters, digits and hyphens.
          </p>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="lp-headline">Headline</Label>
          <Input
            id="lp-headline"
            value={settings.headline}
            maxLength={140}
            onChange={(e) => set("headline", e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="lp-sub">Subheadline</Label>
          <Textarea
            id="lp-sub"
            value={settings.subheadline}
            maxLength={400}
            onChange={(e) => set("subheadline", e.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="lp-cta">Button</Label>
            <Input
              id="lp-cta"
              value={settings.cta}
              maxLength={40}
              onChange={(e) => set("cta", e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="lp-question">One question for the waitlist (optional)</Label>
            <Input
              id="lp-question"
              value={settings.question}
              maxLength={160}
              placeholder="Which city are you in?"
              onChange={(e) => set("question", e.target.value)}
            />
          </div>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Sections</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {LAUNCH_SECTIONS.map((section) => (
              <label key={section} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={settings.sections[section]}
                  onChange={(e) => set("sections", { ...settings.sections, [section]: e.target.checked })}
                />
                {LAUNCH_SECTION_TITLES[section]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" variant="outline" disabled={busy !== null || !dirty}>
            {busy === "save" && <Spinner />} Save
          </Button>
          {!view.draft && (
            <Button asChild variant="ghost">
              <a
                href={view.published ? `/l/${view.slug}` : `/l/${view.slug}/preview`}
                target="_blank"
                rel="noopener"
              >
                {view.published ? "Open" : "Preview"} <ExternalLinkIcon aria-hidden />
              </a>
            </Button>
          )}
          {view.published ? (
            <Button
              type="button"
              variant="outline"
              disabled={busy !== null}
              onClick={() => void setPublished(false)}
            >
              Unpublish
            </Button>
          ) : canPublish ? (
            <Button
              type="button"
              variant="brand"
              disabled={busy !== null}
              onClick={() => void setPublished(true)}
            >
              {busy === "publish" && <Spinner />} Publish
            </Button>
          ) : (
            <span className="flex items-center gap-2 text-sm text-muted-foreground">
              <Button type="button" variant="brand" disabled>
                Publish
              </Button>
              <Badge variant="outline">Rocket</Badge>
              <Link href="/pricing" className="underline">
                Upgrade to publish
              </Link>
            </span>
          )}
        </div>
      </form>

      {!view.draft && (
        <div className="grid gap-4">
          <h3 className="text-lg font-semibold">Waitlist</h3>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ["Visits", String(stats.visits)],
              ["Signups", String(stats.signups)],
              ["Confirmed", String(stats.confirmed)],
              ["Conversion", percent(stats.conversion)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {stats.visits + stats.signups > 0 && (
            <figure>
              <div className="flex h-20 items-end gap-0.5" aria-hidden>
                {stats.days.map((d) => (
                  <div
                    key={d.day}
                    className="flex h-full flex-1 items-end gap-px"
                    title={`${d.day}: ${d.visits} visits, ${d.signups} signups`}
                  >
                    <div
                      className="flex-1 rounded-t bg-muted-foreground/30"
                      style={{ height: `${(d.visits / peak) * 100}%` }}
                    />
                    <div
                      className="flex-1 rounded-t bg-brand"
                      style={{ height: `${(d.signups / peak) * 100}%` }}
                    />
                  </div>
                ))}
              </div>
              <figcaption className="mt-1 text-xs text-muted-foreground">
                The last 30 days: visits (grey) and signups (colour) per day.
              </figcaption>
            </figure>
          )}
          <Signups projectId={projectId} count={stats.signups} />
        </div>
      )}
    </section>
  );
}
