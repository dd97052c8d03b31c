import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { ProgressPanel } from "@/components/dashboard/progress-panel";
import { ProjectCard } from "@/components/dashboard/project-card";
import { PlansGrid } from "@/components/marketing/plans-grid";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { boardProgressByProject } from "@/db/queries/board";
import { AchievementAnnouncer } from "@/components/project/achievement-check";
import {
  checkAchievements,
  getGamificationStats,
  getTipOfTheDay,
  listUserAchievements,
} from "@/lib/gamification";
import { listProjectsByUserId } from "@/db/queries/projects";
import { paymentMode } from "@/core/env";
import { getPlan, tierName } from "@/lib/plans";
import { getCurrentUser } from "@/lib/session";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const user = await getCurrentUser();
  if (!user) return null; // the layout shows the auth gate
  // Achievements are earned from the projects as they are now, whichever page the founder opens first.
  const { unlocked: newlyUnlocked } = await checkAchievements({ userId: user.id });
  const [allProjects, stats, unlocked, tip, boards] = await Promise.all([
    listProjectsByUserId({ userId: user.id }),
    getGamificationStats({ userId: user.id }),
    listUserAchievements({ userId: user.id }),
    getTipOfTheDay(),
    boardProgressByProject({ userId: user.id }),
  ]);
  const projects = allProjects.filter((p) => p.id !== "sample-project");
  const limit = getPlan(user.subscriptionTier).projectLimit;
  const atLimit = limit !== null && projects.length >= limit;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <AchievementAnnouncer
        unlocked={newlyUnlocked.map(({ id, name, description, points }) => ({
          id,
          name,
          description,
          points,
        }))}
      />
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your projects</h1>
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Badge variant="secondary" data-testid="plan-badge">
              {tierName(user.subscriptionTier)} Plan
            </Badge>
            {user.subscriptionTier !== "rocket" && (
              <Link href="/pricing" className="text-sm text-primary underline-offset-4 hover:underline">
                Upgrade for more features
              </Link>
            )}
            {limit !== null && (
              <span className="text-sm text-muted-foreground" data-testid="project-usage">
                {projects.length} of {limit} projects used
              </span>
            )}
          </div>
        </div>
        {atLimit ? (
          <div className="max-w-xs text-right text-sm">
            <p className="font-medium">You have reached the Free plan&apos;s {limit} projects.</p>
            <Link href="/pricing" className="text-primary underline-offset-4 hover:underline">
              Upgrade to Spark or higher for unlimited projects
            </Link>
          </div>
        ) : (
          <Button asChild>
            <Link href="/quiz">
              <PlusIcon aria-hidden /> Start New Project
            </Link>
          </Button>
        )}
      </div>

      <ProgressPanel stats={stats} unlocked={unlocked} tip={tip} />

      {projects.length === 0 ? (
        <div className="rounded-2xl border border-dashed p-12 text-center">
          <h2 className="text-lg font-semibold">No projects yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Answer five questions to start your first project.
          </p>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={{
                ...project,
                createdAt: project.createdAt ? project.createdAt.toISOString() : null,
                board: boards.get(project.id) ?? null,
              }}
            />
          ))}
        </ul>
      )}

      <section className="mt-16" aria-labelledby="plans-title">
        <h2 id="plans-title" className="mb-6 text-2xl font-bold tracking-tight">
          Plans
        </h2>
        <PlansGrid currentTier={user.subscriptionTier} payments={paymentMode()} />
      </section>
    </div>
  );
}
