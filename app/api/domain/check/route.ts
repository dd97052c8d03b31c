import { NextResponse } from "next/server";

import { checkDomains } from "@/lib/domains";
import { parseBody, withUser } from "@/lib/http";
import { domainCheckSchema } from "@/lib/validation";

/** Real availability of a brand's domains: { domain, available, extensions } (unknown when unsure). */
export const POST = withUser(async ({ request }) => {
  const { brandName } = await parseBody(request, domainCheckSchema);
  return NextResponse.json(await checkDomains(brandName, { signal: request.signal }));
});
