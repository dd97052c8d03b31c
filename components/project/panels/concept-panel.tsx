"use client";

import type { IdeaProfileData } from "@/lib/artifacts/idea-profile";
import type { QuizData } from "@/lib/validation";
import { EditableText } from "../editable-text";
import { IdeaProfileCard } from "../idea-profile-card";
import { Field } from "../step-panel";
import type { PanelProps } from "./types";

const ANSWERS: { key: keyof QuizData; title: string; fallback: string }[] = [
  { key: "problem", title: "Problem", fallback: "No problem statement available" },
  { key: "solution", title: "Solution", fallback: "No solution description available" },
  { key: "targetAudience", title: "Target Audience", fallback: "No target audience defined" },
  { key: "differentiator", title: "Differentiator", fallback: "No differentiator specified" },
  { key: "businessModel", title: "Business Model", fallback: "No business model described" },
];

export function ConceptPanel({
  data,
  save,
  laterSteps = [],
}: PanelProps<QuizData> & { laterSteps?: string[] }) {
  const d = (data ?? {}) as Partial<QuizData>;
  const update = (patch: Partial<QuizData>) => save({ ...(d as QuizData), ...patch });
  const profile = d.profile as IdeaProfileData | undefined;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {profile && (
        <div className="md:col-span-2">
          <IdeaProfileCard
            profile={profile}
            outdated={profile.outdated}
            // A correction leaves the steps already written following the earlier reading: say which.
            onSave={(next) =>
              update({ profile: { ...next, outdated: next === profile ? profile.outdated : laterSteps } })
            }
          />
        </div>
      )}
      {ANSWERS.map(({ key, title, fallback }) => (
        <Field key={key} title={title}>
          <EditableText
            label={title}
            value={d[key] as string | undefined}
            fallback={fallback}
            onSave={(v) => update({ [key]: v })}
          />
        </Field>
      ))}
      <div className="md:col-span-2">
        <Field title="AI Analysis">
          <EditableText
            label="AI analysis"
            value={d.concept}
            fallback="No analysis available yet"
            onSave={(v) => update({ concept: v })}
          />
        </Field>
      </div>
      <Field title="Key Strengths">
        <EditableText
          kind="list"
          label="key strengths"
          value={d.strengths}
          fallback="No strengths listed"
          onSave={(v) => update({ strengths: v })}
        />
      </Field>
      <Field title="Recommendations">
        <EditableText
          kind="list"
          label="recommendations"
          value={d.recommendations}
          fallback="No recommendations yet"
          onSave={(v) => update({ recommendations: v })}
        />
      </Field>
    </div>
  );
}
