import { generateOffline } from "@/lib/ai/offline";
import { IDEA_FIXTURES } from "@/tests/fixtures/ideas";
import { WAITLIST_PLAN_LINE, waitlistLine, withWaitlist } from "./traction";

const pitch = generateOffline("pitch", { answers: IDEA_FIXTURES[0].answers, brandName: "BakeWise" });
const traction = (pitchData: unknown) =>
  (pitchData as typeof pitch).fullSlides!.find((s) => s.title === "Traction")!.content;

describe("withWaitlist", () => {
  it("replaces the plan's waitlist line with the count from the data", () => {
    expect(traction(pitch)).toContain(WAITLIST_PLAN_LINE);
    const shown = withWaitlist({ pitchData: pitch }, { signups: 42, confirmed: 30 });
    expect(traction(shown.pitchData)).toContain(
      "Waitlist: 42 people signed up on the launch page (30 confirmed their address)",
    );
    expect(traction(shown.pitchData)).not.toContain(WAITLIST_PLAN_LINE);
    expect(traction(pitch)).toContain(WAITLIST_PLAN_LINE); // the stored pitch is untouched
  });

  it("keeps the plan's line with no signups or no page, and adds the count to a pitch without it", () => {
    expect(withWaitlist({ pitchData: pitch }, { signups: 0, confirmed: 0 }).pitchData).toBe(pitch);
    expect(withWaitlist({ pitchData: pitch }, null).pitchData).toBe(pitch);
    const edited = {
      ...pitch,
      fullSlides: pitch.fullSlides!.map((s) =>
        s.title === "Traction" ? { ...s, content: ["Three bakeries use it daily", "Two more in trial"] } : s,
      ),
    };
    expect(traction(withWaitlist({ pitchData: edited }, { signups: 1, confirmed: 1 }).pitchData)).toEqual([
      "Three bakeries use it daily",
      "Two more in trial",
      "Waitlist: 1 person signed up on the launch page",
    ]);
  });

  it("says the confirmed count only when it differs from the total", () => {
    expect(waitlistLine({ signups: 1200, confirmed: 1200 })).toBe(
      "Waitlist: 1,200 people signed up on the launch page",
    );
    expect(waitlistLine({ signups: 5, confirmed: 0 })).toBe(
      "Waitlist: 5 people signed up on the launch page",
    );
  });
});
