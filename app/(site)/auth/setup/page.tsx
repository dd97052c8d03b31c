import { CheckCircle2Icon, CircleDashedIcon } from "lucide-react";
import type { Metadata } from "next";
import { connection } from "next/server";

import { PageHeader } from "@/components/site/page-header";
import { env } from "@/core/env";

export const metadata: Metadata = { title: "Sign-in setup", robots: { index: false } };

function Row({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border p-4">
      {ok ? (
        <CheckCircle2Icon aria-label="Configured" className="mt-0.5 size-5 text-success" />
      ) : (
        <CircleDashedIcon aria-label="Not configured" className="mt-0.5 size-5 text-muted-foreground" />
      )}
      <div>
        <p className="font-medium">{label}</p>
        <p className="text-sm text-muted-foreground">{detail}</p>
      </div>
    </li>
  );
}

/** How sign-in is configured on this installation, and what to set to change it. No secrets shown. */
export default async function AuthSetupPage() {
  await connection(); // the configuration of the running server, not of the build
  const e = env();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader
        title="Sign-in setup"
        description="LaunchForge signs people in with Auth.js. Providers switch on when their keys are set in the environment; restart the server after changing them."
      />
      <ul className="flex flex-col gap-3">
        <Row
          ok={Boolean(e.AUTH_SECRET)}
          label="AUTH_SECRET"
          detail={
            e.AUTH_SECRET
              ? "Set. Sessions are signed with it."
              : "Not set: a secret was generated in the data folder. Production deployments (and every instance behind a load balancer) must set the same AUTH_SECRET."
          }
        />
        <Row
          ok={Boolean(e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET)}
          label="Google"
          detail="AUTH_GOOGLE_ID and AUTH_GOOGLE_SECRET. Callback URL: <your site>/api/auth/callback/google"
        />
        <Row
          ok={Boolean(e.AUTH_GITHUB_ID && e.AUTH_GITHUB_SECRET)}
          label="GitHub"
          detail="AUTH_GITHUB_ID and AUTH_GITHUB_SECRET. Callback URL: <your site>/api/auth/callback/github"
        />
        <Row
          ok={e.AUTH_DEMO}
          label="Demo account"
          detail="AUTH_DEMO (default true). Each demo sign-in creates a fresh, private account; set AUTH_DEMO=false to turn it off."
        />
      </ul>
      <p className="mt-8 text-sm text-muted-foreground">
        Check the result on the{" "}
        <a className="underline" href="/auth/test">
          sign-in test page
        </a>
        .
      </p>
    </div>
  );
}
