import { logoKitSettingsSchema } from "@/lib/content/logo-schemas";
import { renderOffThread } from "@/lib/render-pool";
import { downloadBase, downloadRoute } from "@/lib/routes/downloads";
import { methodNotAllowed } from "@/lib/http";

const settingsSchema = logoKitSettingsSchema;

/** The logo kit (Fuel and up): SVG and PNG logos, icons, a favicon, light and dark variants and a brand sheet. */
export const POST = downloadRoute({
  export: "logoKitData.zip",
  schema: downloadBase.extend({ settings: settingsSchema.optional() }),
  fromProject: (p) => {
    const stored = settingsSchema.safeParse(p.logoKitData ?? {});
    return stored.success ? stored.data : {};
  },
  fromBody: (b) => (b.brandName ? (b.settings ?? {}) : undefined),
  render: (brand, settings, body) =>
    renderOffThread("logoKit", brand, { ...settings, ...(body.settings ?? {}) }),
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
