/** Which prerendered variant of /pricing and /contact a server serves, from its own settings. */

async function variantsWith(settings: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  for (const [key, value] of Object.entries(settings)) if (value === undefined) delete process.env[key];
  try {
    let mod!: typeof import("./page-variants");
    jest.isolateModules(() => {
      mod = jest.requireActual("./page-variants");
    });
    return { pricing: mod.variantPath("/pricing"), contact: mod.variantPath("/contact") };
  } finally {
    process.env = saved;
  }
}

describe("page variants", () => {
  it("picks the variant from this server's payments, mail and operators", async () => {
    expect(
      await variantsWith({
        STRIPE_SECRET_KEY: undefined,
        SMTP_URL: undefined,
        CONTACT_TO: undefined,
        ADMIN_EMAILS: undefined,
      }),
    ).toEqual({ pricing: "/pricing/off", contact: "/contact/unstaffed" });
    expect(
      await variantsWith({
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_WEBHOOK_SECRET: "whsec_123",
        STRIPE_PUBLISHABLE_KEY: undefined,
        ADMIN_EMAILS: "ops@example.com",
      }),
    ).toEqual({ pricing: "/pricing/checkout", contact: "/contact/staffed" });
    expect(
      await variantsWith({
        STRIPE_SECRET_KEY: "sk_test_123",
        STRIPE_WEBHOOK_SECRET: "whsec_123",
        STRIPE_PUBLISHABLE_KEY: "pk_test_123",
      }),
    ).toEqual(expect.objectContaining({ pricing: "/pricing/elements" }));
  });

  it("lists every setting for the build, and knows the variants' own addresses", async () => {
    const { variantParams, isInternalVariantPath, variantPath } = await import("./page-variants");
    expect(variantParams("/pricing", "payments")).toEqual([
      { payments: "elements" },
      { payments: "checkout" },
      { payments: "off" },
    ]);
    expect(variantParams("/contact", "reply")).toEqual([{ reply: "staffed" }, { reply: "unstaffed" }]);
    expect(variantPath("/privacy")).toBeNull();
    expect(variantPath("/pricingx")).toBeNull();
    expect(isInternalVariantPath("/pricing/off")).toBe(true);
    expect(isInternalVariantPath("/pricing")).toBe(false);
    expect(isInternalVariantPath("/pricingx/off")).toBe(false);
  });
});
