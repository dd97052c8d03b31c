import type { Metadata } from "next";

import { QuizFlow } from "@/components/quiz/quiz-flow";
import { PageHeader } from "@/components/site/page-header";

export const metadata: Metadata = { title: "Business Concept Quiz" };

export default function QuizPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <PageHeader
        title="Business Concept Quiz"
        description="Five strategic questions about your idea, then an AI analysis of your concept."
      />
      <QuizFlow />
    </div>
  );
}
