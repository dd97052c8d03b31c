import "./instrumentation-client";

import { config, util } from "zod/v4/core";
import { z } from "zod";

/** The browser's zod setting is made on zod's global without importing zod; zod must still read it. */
describe("instrumentation-client", () => {
  it("turns zod's JIT off, so no schema probes eval under our Content Security Policy", () => {
    expect(config().jitless).toBe(true);
    // Node allows eval: without the setting, zod's probe would answer true here.
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ name: z.string() }).parse({ name: "Testco" })).toEqual({ name: "Testco" });
  });
});
