"use client";

import type { PitchData, Slide } from "@/lib/artifacts/schemas";
import { EditableText } from "../editable-text";
import { Field } from "../step-panel";
import type { PanelProps } from "./types";

export function PitchPanel({ data, save }: PanelProps<PitchData>) {
  const d = (data ?? {}) as Partial<PitchData>;
  const update = (patch: Partial<PitchData>) => save({ ...(d as PitchData), ...patch });
  const slides = (d.fullSlides ?? []).filter((s): s is Slide => Boolean(s?.title));
  const updateSlide = (index: number, patch: Partial<Slide>) =>
    update({ fullSlides: (d.fullSlides as Slide[]).map((s, i) => (i === index ? { ...s, ...patch } : s)) });

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Field title="Elevator Pitch (30 seconds)">
          <EditableText
            label="elevator pitch"
            value={d.elevatorPitch}
            fallback="No elevator pitch available"
            onSave={(v) => update({ elevatorPitch: v })}
          />
        </Field>
        <Field title="Speaking Points">
          <EditableText
            kind="list"
            label="speaking points"
            value={d.speakingPoints}
            fallback="No speaking points available"
            onSave={(v) => update({ speakingPoints: v })}
          />
        </Field>
      </div>
      <Field title="Extended Pitch (3 minutes)">
        <EditableText
          label="extended pitch"
          value={d.threeminPitch}
          fallback="No extended pitch available"
          onSave={(v) => update({ threeminPitch: v })}
        />
      </Field>
      <Field title={slides.length ? "Pitch Deck (10 slides)" : "Deck Outline"}>
        {slides.length ? (
          <ol className="grid gap-4 md:grid-cols-2">
            {slides.map((slide, index) => (
              <li key={slide.title} className="rounded-xl border bg-background/50 p-4">
                <div className="mb-2 flex items-center gap-2">
                  <span
                    aria-hidden
                    className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground"
                  >
                    {index + 1}
                  </span>
                  <h4 className="font-semibold">{slide.title}</h4>
                </div>
                <EditableText
                  kind="list"
                  label={`slide ${index + 1} content`}
                  value={slide.content}
                  fallback="No content"
                  onSave={(v) => updateSlide(index, { content: v })}
                />
                <p className="mt-3 mb-1 text-xs font-semibold text-muted-foreground uppercase">
                  Key speaking points
                </p>
                <EditableText
                  kind="list"
                  label={`slide ${index + 1} speaking points`}
                  value={slide.keyPoints}
                  fallback="No speaking points"
                  onSave={(v) => updateSlide(index, { keyPoints: v })}
                />
              </li>
            ))}
          </ol>
        ) : (
          <EditableText
            kind="list"
            ordered
            label="deck outline"
            value={d.deckOutline}
            fallback="No deck outline available"
            onSave={(v) => update({ deckOutline: v })}
          />
        )}
      </Field>
    </div>
  );
}
