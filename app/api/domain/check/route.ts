import { NextResponse } from "next/server";

import { checkDomains } from "@/lib/domains";
import { methodNotAllowed, parseBody, withUser } from "@/lib/http";
import { clientKey, enforceRateLimit } from "@/lib/rate-limit";
import { domainCheckSchema } from "@/lib/validation";

const DOMAIN_CHECK_LIMIT = 60;
/** Per client address, whoever is signed in (demo sign-ins are free). */
const DOMAIN_CHECK_IP_LIMIT = 300;

/** Real availability of a brand's domains: { domain, available, extensions } (unknown when unsure). */
export const POST = withUser(async ({ request, user }) => {
  const { brandName, recheck } = await parseBody(request, domainCheckSchema);
  // Each check asks the registries (RDAP, DNS) several times: cap it per user, across instances.
  await enforceRateLimit({
    key: `domains:${user.id}`,
    limit: DOMAIN_CHECK_LIMIT,
    windowMs: 10 * 60_000,
    message: "Too many domain checks. Please try again in a few minutes.",
  });
  await enforceRateLimit({
    key: `domains-ip:${clientKey(request)}`,
    limit: DOMAIN_CHECK_IP_LIMIT,
    windowMs: 10 * 60_000,
    message: "Too many domain checks from your network. Please try again in a few minutes.",
  });
  return NextResponse.json(await checkDomains(brandName, { signal: request.signal, recheck }));
});

/** Other methods: 405 JSON with Allow. */
export const { GET, PUT, PATCH, DELETE } = methodNotAllowed(["POST"]);
