import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { fuel, type ArtifactRule } from "../rules";

export const logoKitData = {
  feature: "The Logo Kit",
  schema: logoKitSettingsSchema,
  plans: fuel,
  step: null,
  status: null,
  generation: null,
  exports: {
    zip: {
      label: "Logo kit (.zip)",
      path: "/api/logo-kit/download",
      format: "zip",
      plan: "fuel",
      tierMessage:
        "The Logo Kit requires a Fuel plan or higher. Upgrade to download logos, icons and a favicon.",
      fileSuffix: "logo-kit.zip",
      successToast: "Logo Kit Downloaded!",
      missingMessage: "brandName is required",
      shownIn: ["branding", "logo-kit"],
    },
  },
  panel: "logo-kit",
} as const satisfies ArtifactRule;
