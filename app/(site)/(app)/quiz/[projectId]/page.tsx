import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { QuizFlow } from "@/components/quiz/quiz-flow";
import { PageHeader } from "@/components/site/page-header";
import { getProjectById } from "@/db/queries/projects";
import { getCurrentUser } from "@/lib/session";
import { projectIdSchema, QUIZ_FIELDS, type QuizAnswers, type QuizField } from "@/lib/validation";

export const metadata: Metadata = { title: "Refine your concept" };

/** The five answers saved on a project; any that are missing start empty. */
function savedAnswers(quizData: unknown): Partial<QuizAnswers> {
  const saved = (quizData ?? {}) as Partial<Record<QuizField, unknown>>;
  return Object.fromEntries(
    QUIZ_FIELDS.flatMap((field) => (typeof saved[field] === "string" ? [[field, saved[field]]] : [])),
  );
}

export default async function QuizProjectPage({ params }: { params: Promise<{ projectId: string }> }) {
  const user = await getCurrentUser();
  if (!user) return null;
  const parsed = projectIdSchema.safeParse(await params);
  const project = parsed.success
    ? await getProjectById({ id: parsed.data.projectId, userId: user.id })
    : undefined;
  if (!project) notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader
        title={`Refine: ${project.name}`}
        description="Update your answers and run the analysis again."
      />
      <QuizFlow projectId={project.id} initialAnswers={savedAnswers(project.quizData)} />
    </div>
  );
}
