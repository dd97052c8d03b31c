import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AuthGate } from "@/components/site/auth-gate";
import { signInOptions } from "@/lib/auth.config";
import { safeCallbackPath } from "@/lib/safe-redirect";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Sign in", robots: { index: false } };

/** The auth gate. proxy.ts rewrites signed-out requests for guarded pages here, keeping their URL. */
export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const callbackUrl = safeCallbackPath(params.callbackUrl);
  if (await getCurrentUser()) redirect(callbackUrl);
  const { oauth, demo } = signInOptions();
  return <AuthGate oauth={oauth} demo={demo} callbackUrl={callbackUrl} announce={params.gate === "1"} />;
}
