"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { toast } from "sonner";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Tier } from "@/core/tiers";
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
import { currentModel } from "@/lib/artifacts/figures";
import { AnalysisPanel } from "./panels/analysis-panel";
import { BrandPanel } from "./panels/brand-panel";
import { ConceptPanel } from "./panels/concept-panel";
import { PitchPanel } from "./panels/pitch-panel";
import { PrototypePanel } from "./panels/prototype-panel";
import { BoardSection } from "./premium/board-section";
import { LaunchPageSection } from "./premium/launch-page-section";
import { ForecastSection } from "./premium/forecast-section";
import { LogoKitSection } from "./premium/logo-kit-section";
import { MarketingPlanSection } from "./premium/marketing-plan-section";
import { PremiumFeaturesCard } from "./premium-features-card";
import { StepCard } from "./step-card";
import { StepNavigator, type NavigatorItem } from "./step-navigator";
import { StepPanel } from "./step-panel";
import type { ProjectView } from "./types";
import { useProject, useUpdateProject } from "./use-project";
import { useStepGeneration } from "./use-step-generation";
import {
  hashFor,
  PREMIUM_VIEWS,
  viewFromHash,
  type PageView,
  type PremiumView,
  type ViewState,
} from "./views";

export const SCROLL_DELAY_MS = 100;

/** Where the details area starts: the navigator scrolls here when it changes what is shown. */
const DETAILS_ID = "project-details";

/**
 * The project page: the six step cards, a navigator (side rail or phone strip) with every step and
 * premium section and its state, and one details view at a time, deep-linked by the URL's hash
 * (`/project/{id}#analysis`), with editing, regeneration and history.
 */
export function ProjectWorkspace({ initialProject, tier }: { initialProject: ProjectView; tier: Tier }) {
  const router = useRouter();
  const { data: project } = useProject(initialProject);
  const update = useUpdateProject(project.id);
  const { generate, running, partial } = useStepGeneration(project.id);
  const [view, setView] = useState<PageView | null>(null);
  const plan = entitlements({ subscriptionTier: tier });

  const completedCount = STEPS.filter((s) => isStepComplete(project, s.key)).length;

  /** Shows `next` (or nothing), records it in the address bar and brings it into view. */
  const show = useCallback((next: PageView | null, scroll = true) => {
    setView(next);
    const url = `${window.location.pathname}${window.location.search}${hashFor(next)}`;
    window.history.replaceState(window.history.state, "", url);
    if (next && scroll) {
      window.setTimeout(
        () => document.getElementById(DETAILS_ID)?.scrollIntoView({ behavior: "smooth", block: "start" }),
        SCROLL_DELAY_MS,
      );
    }
  }, []);

  // The hash is the deep link: read at load (the server never sees it) and whenever it changes.
  useEffect(() => {
    const fromHash = () => {
      const named = viewFromHash(window.location.hash);
      if (named) show(named);
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [show]);

  async function activate(step: Step) {
    if (step.key === "concept") {
      router.push(`/quiz/${project.id}`);
      return;
    }
    show(step.key);
    await generate(step);
  }

  function lockedToast(step: Step) {
    toast.error("Premium Feature", {
      description: `Upgrade to ${tierName(step.requiredTier)} plan to unlock ${step.title}`,
    });
  }

  function stepState(step: Step): ViewState {
    if (running === step.key) return "generating";
    if (isStepComplete(project, step.key)) return "done";
    if (!plan.can({ generate: step.column })) return "upgrade";
    return isStepUnlocked(project, step.key) ? "ready" : "waiting";
  }

  /** Each premium section: whether the plan includes it, what it needs first, and whether it has data. */
  const premium: Record<PremiumView, { entitled: boolean; ready: boolean; done: boolean; plan: string }> = {
    board: {
      entitled: plan.can({ feature: "board" }),
      ready: isStepComplete(project, "actionPlan"),
      done: false,
      plan: "Rocket",
    },
    // Every plan shapes and previews its launch page; publishing is Rocket's (the section says so).
    "launch-page": {
      entitled: true,
      ready: isStepComplete(project, "concept"),
      done: false,
      plan: "Rocket",
    },
    "marketing-plan": {
      entitled: plan.can({ feature: "premiumSections" }),
      ready: isStepComplete(project, "analysis"),
      done: project.marketingPlanData != null,
      plan: "Fuel",
    },
    forecast: {
      entitled: plan.can({ feature: "premiumSections" }),
      ready: isStepComplete(project, "analysis"),
      done: project.financialForecastData != null,
      plan: "Fuel",
    },
    "logo-kit": {
      entitled: plan.can({ feature: "premiumSections" }),
      ready: isStepComplete(project, "branding"),
      done: project.logoKitData != null,
      plan: "Fuel",
    },
  };

  const navigatorSteps: NavigatorItem[] = STEPS.map((step) => ({
    view: step.key,
    title: step.title,
    state: stepState(step),
  }));
  const navigatorPremium: NavigatorItem[] = PREMIUM_VIEWS.map(({ view: key, title }) => {
    const p = premium[key];
    const state: ViewState = !p.entitled ? "upgrade" : p.done ? "done" : p.ready ? "ready" : "waiting";
    return { view: key, title, state };
  });

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
      concept: () => (
        <ConceptPanel
          data={data}
          save={save}
          // The steps already written, named in "What we understood" when a correction leaves them behind.
          laterSteps={STEPS.filter((s) => s.key !== "concept" && project[s.column] != null).map(
            (s) => s.title,
          )}
        />
      ),
      branding: () => (
        <BrandPanel
          brandData={data}
          selectedBrand={project.selectedBrand as SelectedBrand | null}
          saveBrand={saveBrand}
        />
      ),
      analysis: () => <AnalysisPanel data={data} save={save} model={currentModel(project)} />,
      prototype: () => (
        <PrototypePanel
          data={data}
          save={save}
          // Drawn from the stored step: not while a new one streams in.
          mockups={
            !streamed && project.prototypeData ? { projectId: project.id, version: project.updatedAt } : null
          }
        />
      ),
      actionPlan: () => <ActionPlanPanel data={data} save={save} />,
      pitch: () => <PitchPanel data={data} save={save} />,
    };
    return panels[step.key]();
  }

  /** The details view: a step's panel (or what it still needs), or a premium section. */
  function details(): ReactNode {
    if (!view) {
      return (
        <p className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground">
          Choose a step in the list to see its details here.
        </p>
      );
    }
    const step = STEPS.find((s) => s.key === view);
    if (step) return stepDetails(step);
    const key = view as PremiumView;
    const { entitled, ready, plan: needed } = premium[key];
    const title = PREMIUM_VIEWS.find((p) => p.view === key)!.title;
    if (!entitled) {
      return (
        <section
          aria-labelledby="premium-upsell"
          className="rounded-2xl border bg-card p-6 text-center shadow-sm"
        >
          <h2 id="premium-upsell" className="text-xl font-semibold">
            {title}
          </h2>
          <p className="mt-2 text-muted-foreground">
            {title} is part of the {needed} plan.
          </p>
          <Button asChild variant="brand" className="mt-4">
            <Link href="/pricing">See the {needed} plan</Link>
          </Button>
        </section>
      );
    }
    const sections: Record<PremiumView, () => ReactNode> = {
      board: () => <BoardSection projectId={project.id} ready={ready} />,
      "launch-page": () => (
        <LaunchPageSection
          projectId={project.id}
          ready={ready}
          canPublish={plan.can({ feature: "launchPage" })}
        />
      ),
      "marketing-plan": () => <MarketingPlanSection project={project} analysisReady={ready} />,
      forecast: () => <ForecastSection project={project} />,
      "logo-kit": () => <LogoKitSection project={project} ready={ready} />,
    };
    return sections[key]();
  }

  function stepDetails(step: Step): ReactNode {
    if (!isStepComplete(project, step.key) && running !== step.key) {
      const state = stepState(step);
      return (
        <section
          id={`panel-${step.key}`}
          aria-labelledby={`panel-${step.key}-title`}
          className="rounded-2xl border bg-card p-6 text-center shadow-sm"
        >
          <h2 id={`panel-${step.key}-title`} className="text-xl font-semibold">
            {step.title}
          </h2>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
          <div className="mt-4 flex justify-center">
            {state === "ready" ? (
              <Button onClick={() => void activate(step)}>
                {step.key === "concept" ? "Answer the Quiz" : `Generate ${step.title}`}
              </Button>
            ) : state === "upgrade" ? (
              <Button asChild variant="brand">
                <Link href="/pricing">Upgrade to {tierName(step.requiredTier)}</Link>
              </Button>
            ) : (
              <p className="text-sm text-muted-foreground">Complete the previous steps first.</p>
            )}
          </div>
        </section>
      );
    }
    return (
      <StepPanel
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
    );
  }

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
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

      <div className="flex flex-col gap-8 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start">
        <StepNavigator
          steps={navigatorSteps}
          premium={navigatorPremium}
          current={view}
          onSelect={(next) => show(next)}
        />

        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="progress-title">
            <div className="mb-4 flex items-baseline justify-between">
              <h2 id="progress-title" className="text-xl font-semibold">
                Project Progress
              </h2>
              <p className="text-sm text-muted-foreground">{completedCount} of 6 steps complete</p>
            </div>
            <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {STEPS.map((step) => (
                <StepCard
                  key={step.key}
                  step={step}
                  state={{
                    completed: isStepComplete(project, step.key),
                    unlocked: isStepUnlocked(project, step.key),
                    tierLocked: !plan.can({ generate: step.column }),
                    generating: running === step.key,
                    open: view === step.key,
                  }}
                  onActivate={() => void activate(step)}
                  onViewDetails={() => show(view === step.key ? null : step.key)}
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
              onShow={(target) =>
                show(
                  "step" in target
                    ? target.step
                    : target.section === "financial-forecast"
                      ? "forecast"
                      : target.section,
                )
              }
            />
          ) : (
            <PremiumFeaturesCard />
          )}

          <div id={DETAILS_ID} className="scroll-mt-36 lg:scroll-mt-24">
            {details()}
          </div>
        </div>
      </div>
    </div>
  );
}
