"use client";

import type { PrototypeData } from "@/lib/artifacts/schemas";
import { readableOn } from "@/lib/color";
import { EditableText } from "../editable-text";
import { Field } from "../step-panel";
import { MockupGallery } from "./mockup-gallery";
import type { PanelProps } from "./types";

const HEX = /^#[0-9a-fA-F]{6}$/;

/** Every field of the mood board whose name ends in "Color", shown as a swatch with its hex code. */
export function Swatches({ moodBoard }: { moodBoard: Record<string, unknown> | undefined }) {
  const colors = Object.entries(moodBoard ?? {}).filter(
    ([k, v]) => k.endsWith("Color") && typeof v === "string" && HEX.test(v),
  ) as [string, string][];
  if (!colors.length)
    return <p className="text-sm text-muted-foreground italic">No colour palette available</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5">
      {colors.map(([name, hex]) => (
        <li key={name} className="overflow-hidden rounded-lg border">
          <div
            className="flex h-16 items-end p-2 text-xs font-medium"
            style={{ background: hex, color: readableOn(hex) }}
          >
            {hex.toUpperCase()}
          </div>
          <p className="px-2 py-1.5 text-xs text-muted-foreground capitalize">{name.replace(/Color$/, "")}</p>
        </li>
      ))}
    </ul>
  );
}

export function PrototypePanel({
  data,
  save,
  mockups,
}: PanelProps<PrototypeData> & {
  /** Where the pictures are drawn: the project and its last update (absent while the step streams). */
  mockups?: { projectId: string; version: string } | null;
}) {
  const d = (data ?? {}) as Partial<PrototypeData>;
  const update = (patch: Partial<PrototypeData>) => save({ ...(d as PrototypeData), ...patch });
  return (
    <div className="flex flex-col gap-6">
      {mockups ? (
        <Field title="Mockups in your brand">
          <MockupGallery projectId={mockups.projectId} version={mockups.version} />
        </Field>
      ) : null}
      <Field title="Visual Identity">
        <EditableText
          label="visual identity"
          value={d.visualIdentity}
          fallback="No visual identity available"
          onSave={(v) => update({ visualIdentity: v })}
        />
      </Field>
      <Field title="Mood Board">
        <EditableText
          label="mood board description"
          value={d.moodBoard?.description}
          fallback="No mood board description available"
          onSave={(v) => update({ moodBoard: { ...d.moodBoard!, description: v } })}
        />
        <Swatches moodBoard={d.moodBoard} />
      </Field>
      {d.typography && (
        <Field title="Typography">
          <p className="text-sm">
            <strong>Headings:</strong> {d.typography.headingFont} · <strong>Body:</strong>{" "}
            {d.typography.bodyFont}
          </p>
          <EditableText
            label="typography rationale"
            value={d.typography.rationale}
            fallback=""
            onSave={(v) => update({ typography: { ...d.typography!, rationale: v } })}
          />
        </Field>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <Field title="Logo Concepts">
          <EditableText
            kind="list"
            label="logo concepts"
            value={d.logoConcepts}
            fallback="No logo concepts available"
            onSave={(v) => update({ logoConcepts: v })}
          />
        </Field>
        <Field title="Screens to design">
          <EditableText
            kind="list"
            label="mockups"
            value={d.mockups}
            fallback="No mockups available"
            onSave={(v) => update({ mockups: v })}
          />
        </Field>
        <Field title="User Flow">
          <EditableText
            label="user flow"
            value={d.userFlow}
            fallback="No user flow available"
            onSave={(v) => update({ userFlow: v })}
          />
        </Field>
        <Field title="Key Features">
          <EditableText
            kind="list"
            label="key features"
            value={d.features}
            fallback="No features listed"
            onSave={(v) => update({ features: v })}
          />
        </Field>
      </div>
    </div>
  );
}
