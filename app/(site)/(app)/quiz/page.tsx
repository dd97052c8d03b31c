import type { Metadata } from "next";
import Link from "next/link";

import { QuizFlow } from "@/components/quiz/quiz-flow";
import { PageHeader } from "@/components/site/page-header";
import { Button } from "@/components/ui/button";
import { countProjectsByUserId } from "@/db/queries/projects";
import { getPlan } from "@/lib/plans";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Business Concept Quiz" };

/**
 * The quiz for a new project. At the plan's project limit it says so before the first question (the
 * save would be refused after all the work), and offers the way out: open or delete a project, or upgrade.
 */
export default async function QuizPage() {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  const limit = getPlan(user.subscriptionTier).projectLimit;
  const atLimit = limit !== null && (await countProjectsByUserId({ userId: user.id })) >= limit;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader
        title="Business Concept Quiz"
        description="Five strategic questions about your idea, then an AI analysis of your concept."
      />
      {atLimit ? (
        <section
          aria-labelledby="limit-title"
          className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-8 text-center shadow-sm"
        >
          <h2 id="limit-title" className="text-xl font-semibold">
            You have used all {limit} projects of the Free plan
          </h2>
          <p className="max-w-prose text-muted-foreground">
            A new idea needs a free slot: open one of your projects to keep working on it, delete one you no
            longer need, or upgrade to Spark for unlimited projects.
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link href="/dashboard">Open or delete a project</Link>
            </Button>
            <Button asChild variant="brand">
              <Link href="/pricing">Upgrade to Spark</Link>
            </Button>
          </div>
        </section>
      ) : (
        <QuizFlow />
      )}
    </div>
  );
}
