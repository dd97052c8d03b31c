"use client";

import { ChevronRightIcon } from "lucide-react";

import { AuthGatedButton } from "@/components/site/auth-gated-button";
import { Badge } from "@/components/ui/badge";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SAMPLE_PROJECT } from "@/lib/content/sample-project";
import { ActionPlanTab, AnalysisTab, ConceptTab, PitchTab } from "./sample-project-business-tabs";
import { AVAILABLE_BADGE, AssetsTab, BrandTab } from "./sample-project-design-tabs";

const TABS = [
  { value: "concept", label: "Concept", Panel: ConceptTab },
  { value: "branding", label: "Brand", Panel: BrandTab },
  { value: "analysis", label: "Analysis", Panel: AnalysisTab },
  { value: "assets", label: "Assets", Panel: AssetsTab },
  { value: "plan", label: "Action Plan", Panel: ActionPlanTab },
  { value: "pitch", label: "Pitch", Panel: PitchTab },
] as const;

/** The sample project's header, six tabs (Concept first) and the call to start building. */
export function SampleProjectBody({ onStart }: { onStart: () => void }) {
  return (
    <div className="grid gap-5">
      <DialogHeader className="pr-8">
        <DialogTitle className="text-xl">Sample Project: {SAMPLE_PROJECT.name}</DialogTitle>
        <DialogDescription>
          {SAMPLE_PROJECT.summary} Every step of a finished LaunchForge project, as an example; prices are for
          illustration only.
        </DialogDescription>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Badge variant="outline" className={AVAILABLE_BADGE}>
            Complete Example
          </Badge>
          <Badge variant="secondary">6 Steps</Badge>
          <Badge variant="outline">Ready to Pitch</Badge>
        </div>
      </DialogHeader>

      <Tabs defaultValue="concept">
        <TabsList aria-label="Project steps" className="grid h-auto w-full grid-cols-3 sm:grid-cols-6">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, Panel }) => (
          <TabsContent key={value} value={value} className="pt-1">
            <Panel project={SAMPLE_PROJECT} />
          </TabsContent>
        ))}
      </Tabs>

      <div className="flex flex-col items-center justify-between gap-3 rounded-xl border bg-muted/50 p-4 text-center sm:flex-row sm:text-left">
        <p className="font-medium">Ready to build your own project like this?</p>
        <AuthGatedButton onAction={onStart}>
          Start Building Now <ChevronRightIcon aria-hidden />
        </AuthGatedButton>
      </div>
    </div>
  );
}
