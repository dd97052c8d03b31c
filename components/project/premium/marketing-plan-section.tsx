"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CopyIcon, MegaphoneIcon, RefreshCwIcon, SparklesIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { marketingPlanSchema, SEARCH_INTENTS, type MarketingPlan } from "@/lib/artifacts/schemas";
import { apiJson, errorMessage } from "@/lib/api-client";
import { DownloadButton, exportDownload } from "../download-button";
import { HistoryDialog } from "../history-dialog";
import { Field } from "../step-panel";
import { projectKey, type ProjectView } from "../types";

const INTENT_HELP: Record<(typeof SEARCH_INTENTS)[number], string> = {
  transactional: "ready to buy",
  commercial: "comparing options",
  informational: "learning about the problem",
  navigational: "looking for you by name",
};

const PRIORITY_STYLE = {
  high: "border-destructive/40 text-destructive",
  medium: "border-warning/50 text-warning",
  low: "text-muted-foreground",
} as const;

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied", { description: `${what} is on your clipboard.` });
  } catch {
    toast.error("Copy Failed", {
      description: "Your browser did not allow copying. Select the text instead.",
    });
  }
}

function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button
      size="icon"
      variant="ghost"
      className="size-7 shrink-0"
      aria-label={`Copy ${what}`}
      onClick={() => void copy(text, what)}
    >
      <CopyIcon aria-hidden className="size-3.5" />
    </Button>
  );
}

/**
 * The Marketing Plan Generator (Fuel): generated from the concept, brand and analysis, shown as SEO
 * keywords by intent, a 60-day social plan per channel and ad copy, each copyable; PDF export, history.
 */
export function MarketingPlanSection({
  project,
  analysisReady,
}: {
  project: ProjectView;
  analysisReady: boolean;
}) {
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const parsed = marketingPlanSchema.safeParse(project.marketingPlanData);
  const plan = parsed.success ? parsed.data : null;

  async function generate() {
    setRunning(true);
    try {
      const result = await apiJson<MarketingPlan>("POST", "/api/marketing-plan/generate", {
        projectId: project.id,
        ...(plan ? { variant: Date.now() % 1_000_000 } : {}),
      });
      queryClient.setQueryData<ProjectView>(projectKey(project.id), (p) =>
        p ? { ...p, marketingPlanData: result } : p,
      );
      toast.success("Marketing Plan Created!", {
        description: "SEO keywords, a 60-day social plan and ad copy are ready.",
      });
    } catch (error) {
      toast.error("Generation Failed", { description: errorMessage(error, "Please try again.") });
    } finally {
      setRunning(false);
    }
  }

  return (
    <section
      id="marketing-plan"
      aria-labelledby="marketing-plan-title"
      className="scroll-mt-24 rounded-2xl border bg-card p-6 shadow-sm"
    >
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h2
          id="marketing-plan-title"
          className="flex items-center gap-2 text-xl font-semibold tracking-tight"
        >
          <MegaphoneIcon aria-hidden className="size-5 text-brand" /> Marketing Plan
        </h2>
        {plan && (
          <div className="flex flex-wrap gap-2">
            <DownloadButton projectId={project.id} download={exportDownload("marketingPlanData.pdf")} />
            <HistoryDialog projectId={project.id} column="marketingPlanData" title="Marketing Plan" />
            <Button size="sm" variant="outline" onClick={() => void generate()} disabled={running}>
              <RefreshCwIcon aria-hidden className={running ? "animate-spin" : undefined} />{" "}
              {running ? "Regenerating..." : "Regenerate"}
            </Button>
          </div>
        )}
      </div>

      {!plan ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">
            SEO keywords with their search intent, a 60-day social plan for each channel, and ad copy for
            search and social, written from your concept, brand and business analysis.
          </p>
          <Button onClick={() => void generate()} disabled={!analysisReady || running}>
            {running ? <Spinner label="Generating marketing plan" /> : <SparklesIcon aria-hidden />}
            {running ? "Generating..." : "Generate Marketing Plan"}
          </Button>
          {!analysisReady && (
            <p className="text-sm text-muted-foreground">Complete the business analysis first.</p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <Field title="SEO Keywords">
            <div className="grid gap-4 md:grid-cols-2">
              {SEARCH_INTENTS.map((intent) => {
                const keywords = plan.seoKeywords.filter((k) => k.intent === intent);
                if (!keywords.length) return null;
                return (
                  <div key={intent} className="rounded-xl border p-4">
                    <div className="mb-2 flex items-center justify-between gap-2">
                      <h4 className="font-medium capitalize">
                        {intent}{" "}
                        <span className="text-sm font-normal text-muted-foreground">
                          · {INTENT_HELP[intent]}
                        </span>
                      </h4>
                      <CopyButton
                        text={keywords.map((k) => k.keyword).join("\n")}
                        what={`the ${intent} keywords`}
                      />
                    </div>
                    <ul className="flex flex-col gap-1.5">
                      {keywords.map((k) => (
                        <li key={k.keyword} className="flex items-center justify-between gap-2 text-sm">
                          <span>{k.keyword}</span>
                          <Badge variant="outline" className={PRIORITY_STYLE[k.priority]}>
                            {k.priority}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          </Field>

          <Field title="Social Plan (60 days)">
            <div className="flex flex-col gap-3">
              {plan.socialPlan.map((channel) => (
                <details
                  key={channel.channel}
                  className="group rounded-xl border p-4"
                  open={plan.socialPlan.length === 1}
                >
                  <summary className="flex cursor-pointer list-none flex-wrap items-baseline justify-between gap-2">
                    <span className="font-medium">{channel.channel}</span>
                    <span className="text-sm text-muted-foreground">
                      {channel.cadence} · {channel.posts.length} posts
                    </span>
                  </summary>
                  <p className="mt-2 text-sm text-muted-foreground">Goal: {channel.goal}</p>
                  <ol className="mt-3 flex flex-col gap-2">
                    {channel.posts.map((post) => (
                      <li key={`${post.day}-${post.theme}`} className="flex items-start gap-3 text-sm">
                        <span className="w-14 shrink-0 font-semibold text-primary">Day {post.day}</span>
                        <span className="flex-1">
                          <span className="font-medium">{post.theme}: </span>
                          {post.caption}
                        </span>
                        <CopyButton text={post.caption} what={`the day ${post.day} caption`} />
                      </li>
                    ))}
                  </ol>
                </details>
              ))}
            </div>
          </Field>

          <Field title="Ad Copy">
            <ul className="grid gap-4 md:grid-cols-2">
              {plan.adCopy.map((ad, i) => (
                <li key={i} className="flex flex-col gap-2 rounded-xl border p-4">
                  <div className="flex items-center justify-between gap-2">
                    <Badge variant="secondary">{ad.platform === "search" ? "Search ad" : "Social ad"}</Badge>
                    <CopyButton
                      text={`${ad.headline}\n${ad.body}\n${ad.callToAction}`}
                      what={`ad ${i + 1}`}
                    />
                  </div>
                  <p className="font-semibold">{ad.headline}</p>
                  <p className="text-sm text-muted-foreground">{ad.body}</p>
                  <p className="text-sm font-medium text-primary">{ad.callToAction} →</p>
                </li>
              ))}
            </ul>
          </Field>
        </div>
      )}
    </section>
  );
}
