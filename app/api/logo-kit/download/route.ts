import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { logoKit } from "@/lib/documents/logo-kit";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";

const settingsSchema = logoKitSettingsSchema;

/** The logo kit (Fuel and up): SVG and PNG logos, icons, a favicon, light and dark variants and a brand sheet. */
export const POST = downloadRoute({
  schema: downloadBase.extend({ settings: settingsSchema.optional() }),
  requiredTier: "fuel",
  tierMessage: "The Logo Kit requires a Fuel plan or higher. Upgrade to download logos, icons and a favicon.",
  fromProject: (p) => {
    const stored = settingsSchema.safeParse(p.logoKitData ?? {});
    return stored.success ? stored.data : {};
  },
  fromBody: (b) => (b.brandName ? (b.settings ?? {}) : undefined),
  missingMessage: "brandName is required",
  render: (brand, settings, body) => logoKit({ brand, settings: { ...settings, ...(body.settings ?? {}) } }),
  format: "zip",
  fileSuffix: "logo-kit.zip",
});
