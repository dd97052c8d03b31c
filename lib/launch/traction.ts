import { pitchDataSchema } from "@/lib/artifacts/schemas";

/**
 * The Traction slide cites the launch page's waitlist from the data at download time, never from stored
 * prose (a count written into the pitch would be frozen the day it was written): the plan's line
 * "Waitlist from the landing page" becomes "Waitlist: 42 people signed up on the launch page (30
 * confirmed)". A pitch without that line (a model's, or the founder's own edit) gets the count as a new
 * last line when the slide has room. With no signups the plan's line stays: a plan, not a claim.
 */

export const WAITLIST_PLAN_LINE = "Waitlist from the landing page";
const TRACTION = "Traction";
const MAX_LINES = 7; // the slide schema's limit

export interface WaitlistCount {
  signups: number;
  confirmed: number;
}

export function waitlistLine({ signups, confirmed }: WaitlistCount): string {
  const people = `${signups.toLocaleString("en-US")} ${signups === 1 ? "person" : "people"}`;
  return `Waitlist: ${people} signed up on the launch page${confirmed > 0 && confirmed < signups ? ` (${confirmed.toLocaleString("en-US")} confirmed their address)` : ""}`;
}

export function withWaitlist<P extends { pitchData: unknown }>(
  project: P,
  waitlist: WaitlistCount | null,
): P {
  if (!waitlist || waitlist.signups === 0) return project;
  const pitch = pitchDataSchema.safeParse(project.pitchData);
  if (!pitch.success || !pitch.data.fullSlides) return project;
  const line = waitlistLine(waitlist);
  const fullSlides = pitch.data.fullSlides.map((slide) => {
    if (slide.title !== TRACTION) return slide;
    const at = slide.content.indexOf(WAITLIST_PLAN_LINE);
    if (at >= 0) return { ...slide, content: slide.content.map((c, i) => (i === at ? line : c)) };
    return slide.content.length < MAX_LINES ? { ...slide, content: [...slide.content, line] } : slide;
  });
  return { ...project, pitchData: { ...(project.pitchData as object), fullSlides } };
}
