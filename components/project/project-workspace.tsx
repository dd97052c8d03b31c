"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Tier } from "@/db/schema";
import type { SelectedBrand } from "@/lib/artifacts/schemas";
import { errorMessage } from "@/lib/api-client";
import { EXPORTS } from "@/lib/artifacts/registry";
import { entitlements } from "@/lib/entitlements";
import { tierName } from "@/lib/plans";
import { isStepComplete, isStepUnlocked, statusLabel, STEPS, type Step, type StepKey } from "@/lib/steps";
import { AchievementCheck } from "./achievement-check";
import { CalendarExport } from "./calendar-export";
import { DownloadButton, exportDownload } from "./download-button";
import { ActionPlanPanel } from "./panels/action-plan-panel";
import { AnalysisPanel } from "./panels/analysis-panel";
import { BrandPanel } from "./panels/brand-panel";
import { ConceptPanel } from "./panels/concept-panel";
import { PitchPanel } from "./panels/pitch-panel";
import { PrototypePanel } from "./panels/prototype-panel";
import { BoardSection } from "./premium/board-section";
import { ForecastSection } from "./premium/forecast-section";
import { LogoKitSection } from "./premium/logo-kit-section";
import { MarketingPlanSection } from "./premium/marketing-plan-section";
import { PremiumFeaturesCard } from "./premium-features-card";
import { StepCard } from "./step-card";
import { StepPanel } from "./step-panel";
import type { ProjectView } from "./types";
import { useProject, useUpdateProject } from "./use-project";
import { useStepGeneration } from "./use-step-generation";

export const SCROLL_DELAY_MS = 100;

/** The project page: six step cards, the details panels, editing, regeneration and history. */
export function ProjectWorkspace({ initialProject, tier }: { initialProject: ProjectView; tier: Tier }) {
  const router = useRouter();
  const { data: project } = useProject(initialProject);
  const update = useUpdateProject(project.id);
  const { generate, running, partial } = useStepGeneration(project.id);
  const [open, setOpen] = useState<Set<StepKey>>(() => new Set());
  const plan = entitlements({ subscriptionTier: tier });

  const completedCount = STEPS.filter((s) => isStepComplete(project, s.key)).length;

  function scrollToPanel(key: StepKey) {
    window.setTimeout(
      () => document.getElementById(`panel-${key}`)?.scrollIntoView({ behavior: "smooth", block: "start" }),
      SCROLL_DELAY_MS,
    );
  }

  function toggle(key: StepKey, force?: boolean) {
    setOpen((current) => {
      const next = new Set(current);
      if (force ?? !next.has(key)) next.add(key);
      else next.delete(key);
      return next;
    });
  }

  async function activate(step: Step) {
    if (step.key === "concept") {
      router.push(`/quiz/${project.id}`);
      return;
    }
    toggle(step.key, true);
    scrollToPanel(step.key);
    await generate(step);
  }

  function lockedToast(step: Step) {
    toast.error("Premium Feature", {
      description: `Upgrade to ${tierName(step.requiredTier)} plan to unlock ${step.title}`,
    });
  }

  /** Saves edited step data; the server validates it like generated output. */
  async function saveStep(step: Step, data: unknown): Promise<boolean> {
    try {
      await update.mutateAsync({ [step.column]: data });
      toast.success("Success", { description: `${step.title} saved.` });
      return true;
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
      return false;
    }
  }

  async function saveBrand(brand: SelectedBrand): Promise<boolean> {
    try {
      await update.mutateAsync({ name: brand.name, selectedBrand: brand });
      router.refresh();
      return true;
    } catch (error) {
      toast.error("Save Failed", {
        description: errorMessage(error, "Please try again or check your connection."),
      });
      return false;
    }
  }

  /** Each step's panel (keyed by step, so a new step in the registry does not compile without one). */
  function panelFor(step: Step): ReactNode {
    const streamed = partial?.step === step.key ? partial.data : undefined;
    const data = (streamed ?? project[step.column]) as never;
    const save = (next: unknown) => saveStep(step, next);
    const panels: Record<StepKey, () => ReactNode> = {
      concept: () => <ConceptPanel data={data} save={save} />,
      branding: () => (
        <BrandPanel
          brandData={data}
          selectedBrand={project.selectedBrand as SelectedBrand | null}
          saveBrand={saveBrand}
        />
      ),
      analysis: () => <AnalysisPanel data={data} save={save} />,
      prototype: () => <PrototypePanel data={data} save={save} />,
      actionPlan: () => <ActionPlanPanel data={data} save={save} />,
      pitch: () => <PitchPanel data={data} save={save} />,
    };
    return panels[step.key]();
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-4 py-10">
      <AchievementCheck projectId={project.id} trigger={`${completedCount}:${project.name}`} />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 dir="auto" className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">
            {project.name}
          </h1>
          {project.description && (
            <p dir="auto" className="mt-2 text-muted-foreground [overflow-wrap:anywhere]">
              {project.description}
            </p>
          )}
          <Badge variant="secondary" className="mt-3" data-testid="project-status">
            {statusLabel(project.status)}
          </Badge>
        </div>
        <Button asChild variant="outline">
          <Link href="/dashboard">
            <ArrowLeftIcon aria-hidden /> Back to Dashboard
          </Link>
        </Button>
      </header>

      <section aria-labelledby="progress-title">
        <div className="mb-4 flex items-baseline justify-between">
          <h2 id="progress-title" className="text-xl font-semibold">
            Project Progress
          </h2>
          <p className="text-sm text-muted-foreground">{completedCount} of 6 steps complete</p>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {STEPS.map((step) => (
            <StepCard
              key={step.key}
              step={step}
              state={{
                completed: isStepComplete(project, step.key),
                unlocked: isStepUnlocked(project, step.key),
                tierLocked: !plan.can({ generate: step.column }),
                generating: running === step.key,
                open: open.has(step.key),
              }}
              onActivate={() => void activate(step)}
              onViewDetails={() => {
                const opening = !open.has(step.key);
                toggle(step.key);
                if (opening) scrollToPanel(step.key);
              }}
              onLockedClick={() => lockedToast(step)}
            />
          ))}
        </ol>
      </section>

      {plan.can({ feature: "premiumSections" }) ? (
        <PremiumFeaturesCard
          unlocked
          isAvailable={(target) =>
            "step" in target
              ? isStepComplete(project, target.step)
              : target.section === "logo-kit"
                ? isStepComplete(project, "branding")
                : true
          }
          onShow={(target) => {
            if ("step" in target) {
              toggle(target.step, true);
              scrollToPanel(target.step);
            } else {
              document.getElementById(target.section)?.scrollIntoView({ behavior: "smooth", block: "start" });
            }
          }}
        />
      ) : (
        <PremiumFeaturesCard />
      )}

      {STEPS.filter((s) => open.has(s.key) && (isStepComplete(project, s.key) || running === s.key)).map(
        (step) => (
          <StepPanel
            key={step.key}
            step={step}
            projectId={project.id}
            regenerating={running === step.key}
            streaming={running === step.key}
            onRegenerate={
              step.key === "concept" || running ? undefined : () => void generate(step, { regenerate: true })
            }
            actions={
              <>
                {EXPORTS.filter((e) => e.rule.shownIn.includes(step.key) && e.rule.format !== "ics").map(
                  ({ id }) => (
                    <DownloadButton
                      key={id}
                      projectId={project.id}
                      download={exportDownload(id)}
                      lockedBelow={plan.upgradeFor({ download: id })}
                    />
                  ),
                )}
                {step.key === "actionPlan" && (
                  <CalendarExport
                    projectId={project.id}
                    lockedBelow={plan.upgradeFor({ download: "actionPlanData.ics" })}
                  />
                )}
              </>
            }
          >
            {panelFor(step)}
          </StepPanel>
        ),
      )}

      {plan.can({ feature: "board" }) && (
        <BoardSection projectId={project.id} ready={isStepComplete(project, "actionPlan")} />
      )}

      {plan.can({ feature: "premiumSections" }) && (
        <>
          <MarketingPlanSection project={project} analysisReady={isStepComplete(project, "analysis")} />
          <ForecastSection project={project} />
          <LogoKitSection project={project} ready={isStepComplete(project, "branding")} />
        </>
      )}
    </div>
  );
}
